import type { PageTranslations } from './types';

const security: PageTranslations = {
  'en-US': {
    intro:
      'Buying and selling handmade work should feel safe. This page explains how Kramik protects your connection, your account and your payments — and what you can do yourself.',
    sections: [
      {
        heading: 'An encrypted connection',
        paragraphs: [
          'Kramik is served over HTTPS. Everything that travels between your browser and our server — passwords, addresses, messages — is encrypted with TLS.',
          'The padlock in the address bar shows the certificate: click it to check that it was issued for the address you are visiting.',
        ],
      },
      {
        heading: 'Passwords',
        paragraphs: [
          'We never store your password. We keep only a hash of it made with argon2id, a slow, memory-hard function recommended by OWASP, so even a copy of our database would not reveal it.',
          'A wrong password and an unknown account get the same answer, and password recovery never says whether an address has an account. Login attempts are limited to stop password guessing.',
        ],
      },
      {
        heading: 'Sessions you control',
        paragraphs: [
          'When you log in, your browser receives a random session key. It is valid for 14 days at most and is kept only until you close the tab.',
          'Logging out revokes the key on our server at once. Changing your password, deleting your account or a block by an administrator revoke it too.',
        ],
      },
      {
        heading: 'Protection against injected code',
        paragraphs: [
          'Every page is sent with a strict Content-Security-Policy: your browser runs only Kramik’s own scripts and refuses inline or foreign ones. This blocks the most common way of stealing sessions, cross-site scripting.',
          'Kramik loads no advertising or tracking scripts, and its fonts come from our own server.',
        ],
      },
      {
        heading: 'Payments by licensed operators',
        paragraphs: [
          'Payments are handled by licensed payment operators: PayU, PayPal and AutoPay (Blue Media). You enter card or bank details on the operator’s own page, so they never pass through Kramik and we never store them.',
          'An order is marked as paid only when the operator’s signed confirmation reaches our server and its amount matches the order.',
        ],
      },
      {
        heading: 'Keeping yourself safe',
        items: [
          'Use a password you do not use anywhere else.',
          'Kramik never asks for your password by e-mail, message or phone.',
          'Pay only on the payment page Kramik opens for your order — never by a transfer a seller asks for in a message.',
          'Log out when you use a shared computer.',
          'If something looks wrong, use “Report suspicious activity” at the bottom of every page.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Kupowanie i sprzedawanie rękodzieła powinno być bezpieczne. Tu wyjaśniamy, jak Kramik chroni Twoje połączenie, konto i płatności — i co możesz zrobić samodzielnie.',
    sections: [
      {
        heading: 'Szyfrowane połączenie',
        paragraphs: [
          'Kramik działa przez HTTPS. Wszystko, co przesyłasz między przeglądarką a naszym serwerem — hasła, adresy, wiadomości — jest szyfrowane protokołem TLS.',
          'Kłódka na pasku adresu pokazuje certyfikat: kliknij ją, aby sprawdzić, czy został wystawiony dla adresu, który odwiedzasz.',
        ],
      },
      {
        heading: 'Hasła',
        paragraphs: [
          'Nie przechowujemy Twojego hasła. Zapisujemy tylko jego skrót, wyliczony algorytmem argon2id — celowo powolną funkcją wymagającą dużo pamięci, zalecaną przez OWASP — więc nawet kopia naszej bazy danych nie zdradziłaby hasła.',
          'Błędne hasło i nieistniejące konto dają tę samą odpowiedź, a odzyskiwanie hasła nigdy nie zdradza, czy dany adres ma konto. Liczba prób logowania jest ograniczona, co utrudnia zgadywanie haseł.',
        ],
      },
      {
        heading: 'Sesje pod Twoją kontrolą',
        paragraphs: [
          'Po zalogowaniu przeglądarka otrzymuje losowy klucz sesji. Jest ważny najwyżej 14 dni i przechowywany tylko do zamknięcia karty.',
          'Wylogowanie natychmiast unieważnia klucz na naszym serwerze. To samo dzieje się po zmianie hasła, usunięciu konta lub zablokowaniu go przez administratora.',
        ],
      },
      {
        heading: 'Ochrona przed wstrzykniętym kodem',
        paragraphs: [
          'Każda strona jest wysyłana ze ścisłą polityką Content-Security-Policy: przeglądarka uruchamia wyłącznie skrypty Kramiku i odrzuca skrypty osadzone w stronie lub pochodzące z innych serwerów. To blokuje najczęstszy sposób kradzieży sesji, czyli cross-site scripting.',
          'Kramik nie ładuje skryptów reklamowych ani śledzących, a czcionki pobiera z własnego serwera.',
        ],
      },
      {
        heading: 'Płatności u licencjonowanych operatorów',
        paragraphs: [
          'Płatności obsługują licencjonowani operatorzy płatności: PayU, PayPal i AutoPay (Blue Media). Dane karty lub konta bankowego podajesz na stronie operatora, więc nie przechodzą przez Kramik i nigdy ich nie przechowujemy.',
          'Zamówienie zostaje oznaczone jako opłacone dopiero wtedy, gdy do naszego serwera dotrze podpisane potwierdzenie operatora, a jego kwota zgadza się z zamówieniem.',
        ],
      },
      {
        heading: 'Jak samemu zadbać o bezpieczeństwo',
        items: [
          'Używaj hasła, którego nie używasz nigdzie indziej.',
          'Kramik nigdy nie prosi o hasło w e-mailu, wiadomości ani przez telefon.',
          'Płać tylko na stronie płatności, którą Kramik otwiera dla Twojego zamówienia — nigdy przelewem, o który sprzedawca prosi w wiadomości.',
          'Wylogowuj się, gdy korzystasz ze wspólnego komputera.',
          'Jeśli coś wygląda podejrzanie, użyj opcji „Zgłoś podejrzaną aktywność” na dole każdej strony.',
        ],
      },
    ],
  },
  'zh-CN': {
    intro:
      '买卖手工作品应当让人放心。本页介绍 Kramik 如何保护您的连接、账户和付款，以及您自己可以做些什么。',
    sections: [
      {
        heading: '加密连接',
        paragraphs: [
          'Kramik 通过 HTTPS 提供服务。在您的浏览器与我们的服务器之间传输的所有内容——密码、地址、消息——都经过 TLS 加密。',
          '地址栏中的锁形图标会显示证书：点击它即可核实证书是否为您正在访问的地址颁发。',
        ],
      },
      {
        heading: '密码',
        paragraphs: [
          '我们从不存储您的密码，只保存用 argon2id 生成的密码哈希值。argon2id 是 OWASP 推荐的一种计算缓慢、需要大量内存的函数，因此即使有人获得了我们数据库的副本，也无法从中得知您的密码。',
          '密码错误和账户不存在会得到相同的提示，找回密码时也绝不会透露某个地址是否已注册账户。登录尝试次数受到限制，以防止猜测密码。',
        ],
      },
      {
        heading: '由您掌控的会话',
        paragraphs: [
          '登录后，您的浏览器会收到一个随机的会话密钥。该密钥最长有效 14 天，并且只保存到您关闭标签页为止。',
          '退出登录会立即在我们的服务器上吊销该密钥。更改密码、删除账户或被管理员封禁也会吊销该密钥。',
        ],
      },
      {
        heading: '防范注入代码',
        paragraphs: [
          '每个页面都附带严格的内容安全策略（Content-Security-Policy）：您的浏览器只运行 Kramik 自己的脚本，拒绝内联脚本和外部脚本。这可以阻止窃取会话最常见的手段——跨站脚本攻击（XSS）。',
          'Kramik 不加载任何广告或跟踪脚本，所用字体也来自我们自己的服务器。',
        ],
      },
      {
        heading: '由持牌服务商处理付款',
        paragraphs: [
          '付款由持牌支付服务商处理：PayU、PayPal 和 AutoPay (Blue Media)。您在支付服务商自己的页面上输入银行卡或银行账户信息，因此这些信息绝不会经过 Kramik，我们也从不存储。',
          '只有当支付服务商签名的确认信息到达我们的服务器且金额与订单相符时，订单才会被标记为已付款。',
        ],
      },
      {
        heading: '保护好自己',
        items: [
          '使用您在其他任何地方都未使用过的密码。',
          'Kramik 绝不会通过电子邮件、消息或电话向您索要密码。',
          '只在 Kramik 为您的订单打开的付款页面上付款——切勿按照卖家在消息中的要求转账。',
          '使用公共电脑时，请记得退出登录。',
          '如果发现异常，请使用每个页面底部的“举报可疑行为”。',
        ],
      },
    ],
  },
  'de-DE': {
    intro:
      'Der Kauf und Verkauf von Handgefertigtem soll sich sicher anfühlen. Diese Seite erklärt, wie Kramik Ihre Verbindung, Ihr Konto und Ihre Zahlungen schützt – und was Sie selbst tun können.',
    sections: [
      {
        heading: 'Eine verschlüsselte Verbindung',
        paragraphs: [
          'Kramik wird über HTTPS ausgeliefert. Alles, was zwischen Ihrem Browser und unserem Server übertragen wird – Passwörter, Adressen, Nachrichten –, ist mit TLS verschlüsselt.',
          'Das Schloss in der Adressleiste zeigt das Zertifikat: Klicken Sie darauf, um zu prüfen, ob es für die Adresse ausgestellt wurde, die Sie gerade besuchen.',
        ],
      },
      {
        heading: 'Passwörter',
        paragraphs: [
          'Wir speichern Ihr Passwort niemals. Wir bewahren nur einen Hash davon auf, erzeugt mit argon2id, einer langsamen, speicherintensiven Funktion, die von OWASP empfohlen wird. So würde selbst eine Kopie unserer Datenbank Ihr Passwort nicht preisgeben.',
          'Ein falsches Passwort und ein unbekanntes Konto erhalten dieselbe Antwort, und die Passwortwiederherstellung verrät nie, ob zu einer Adresse ein Konto existiert. Anmeldeversuche sind begrenzt, um das Erraten von Passwörtern zu verhindern.',
        ],
      },
      {
        heading: 'Sitzungen unter Ihrer Kontrolle',
        paragraphs: [
          'Wenn Sie sich anmelden, erhält Ihr Browser einen zufälligen Sitzungsschlüssel. Er ist höchstens 14 Tage gültig und wird nur aufbewahrt, bis Sie den Tab schließen.',
          'Beim Abmelden wird der Schlüssel auf unserem Server sofort widerrufen. Eine Änderung Ihres Passworts, das Löschen Ihres Kontos oder eine Sperrung durch einen Administrator widerrufen ihn ebenfalls.',
        ],
      },
      {
        heading: 'Schutz vor eingeschleustem Code',
        paragraphs: [
          'Jede Seite wird mit einer strengen Content-Security-Policy ausgeliefert: Ihr Browser führt nur Kramiks eigene Skripte aus und verweigert eingebettete oder fremde Skripte. Das blockiert den häufigsten Weg, Sitzungen zu stehlen: Cross-Site-Scripting.',
          'Kramik lädt keine Werbe- oder Tracking-Skripte, und seine Schriftarten kommen von unserem eigenen Server.',
        ],
      },
      {
        heading: 'Zahlungen über lizenzierte Dienstleister',
        paragraphs: [
          'Zahlungen werden von lizenzierten Zahlungsdienstleistern abgewickelt: PayU, PayPal und AutoPay (Blue Media). Sie geben Karten- oder Bankdaten auf der eigenen Seite des Dienstleisters ein, sodass sie nie über Kramik laufen und wir sie nie speichern.',
          'Eine Bestellung wird erst dann als bezahlt markiert, wenn die signierte Bestätigung des Dienstleisters unseren Server erreicht und ihr Betrag mit der Bestellung übereinstimmt.',
        ],
      },
      {
        heading: 'So schützen Sie sich selbst',
        items: [
          'Verwenden Sie ein Passwort, das Sie nirgendwo sonst verwenden.',
          'Kramik fragt Sie niemals per E-Mail, Nachricht oder Telefon nach Ihrem Passwort.',
          'Bezahlen Sie nur auf der Zahlungsseite, die Kramik für Ihre Bestellung öffnet – niemals per Überweisung, um die ein Verkäufer Sie in einer Nachricht bittet.',
          'Melden Sie sich ab, wenn Sie einen gemeinsam genutzten Computer verwenden.',
          'Wenn Ihnen etwas merkwürdig vorkommt, nutzen Sie „Verdächtiges melden“ unten auf jeder Seite.',
        ],
      },
    ],
  },
  'sv-SE': {
    intro:
      'Att köpa och sälja hantverk ska kännas tryggt. Den här sidan förklarar hur Kramik skyddar din anslutning, ditt konto och dina betalningar – och vad du själv kan göra.',
    sections: [
      {
        heading: 'En krypterad anslutning',
        paragraphs: [
          'Kramik levereras över HTTPS. Allt som skickas mellan din webbläsare och vår server – lösenord, adresser, meddelanden – krypteras med TLS.',
          'Hänglåset i adressfältet visar certifikatet: klicka på det för att kontrollera att det har utfärdats för den adress du besöker.',
        ],
      },
      {
        heading: 'Lösenord',
        paragraphs: [
          'Vi lagrar aldrig ditt lösenord. Vi sparar bara en hash av det, skapad med argon2id, en långsam och minneskrävande funktion som rekommenderas av OWASP, så inte ens en kopia av vår databas skulle avslöja det.',
          'Ett felaktigt lösenord och ett okänt konto får samma svar, och återställning av lösenord avslöjar aldrig om en adress har ett konto. Antalet inloggningsförsök är begränsat för att förhindra att lösenord gissas.',
        ],
      },
      {
        heading: 'Sessioner som du styr över',
        paragraphs: [
          'När du loggar in får din webbläsare en slumpmässig sessionsnyckel. Den gäller i högst 14 dagar och sparas bara tills du stänger fliken.',
          'När du loggar ut återkallas nyckeln på vår server direkt. Den återkallas också om du byter lösenord, raderar ditt konto eller blir blockerad av en administratör.',
        ],
      },
      {
        heading: 'Skydd mot injicerad kod',
        paragraphs: [
          'Varje sida skickas med en strikt Content-Security-Policy: din webbläsare kör bara Kramiks egna skript och vägrar inbäddade eller främmande skript. Det blockerar det vanligaste sättet att stjäla sessioner, cross-site scripting.',
          'Kramik laddar inga reklam- eller spårningsskript, och typsnitten kommer från vår egen server.',
        ],
      },
      {
        heading: 'Betalningar via licensierade leverantörer',
        paragraphs: [
          'Betalningar hanteras av licensierade betaltjänstleverantörer: PayU, PayPal och AutoPay (Blue Media). Du anger kort- eller bankuppgifter på leverantörens egen sida, så de passerar aldrig genom Kramik och vi lagrar dem aldrig.',
          'En beställning markeras som betald först när leverantörens signerade bekräftelse når vår server och beloppet stämmer med beställningen.',
        ],
      },
      {
        heading: 'Så skyddar du dig själv',
        items: [
          'Använd ett lösenord som du inte använder någon annanstans.',
          'Kramik ber aldrig om ditt lösenord via e-post, meddelande eller telefon.',
          'Betala bara på den betalsida som Kramik öppnar för din beställning – aldrig genom en överföring som en säljare ber om i ett meddelande.',
          'Logga ut när du använder en delad dator.',
          'Om något verkar fel, använd ”Rapportera misstänkt aktivitet” längst ned på varje sida.',
        ],
      },
    ],
  },
  'nb-NO': {
    intro:
      'Å kjøpe og selge håndverk skal føles trygt. Denne siden forklarer hvordan Kramik beskytter forbindelsen din, kontoen din og betalingene dine – og hva du selv kan gjøre.',
    sections: [
      {
        heading: 'En kryptert forbindelse',
        paragraphs: [
          'Kramik leveres over HTTPS. Alt som sendes mellom nettleseren din og serveren vår – passord, adresser, meldinger – krypteres med TLS.',
          'Hengelåsen i adresselinjen viser sertifikatet: Klikk på den for å kontrollere at det er utstedt for adressen du besøker.',
        ],
      },
      {
        heading: 'Passord',
        paragraphs: [
          'Vi lagrer aldri passordet ditt. Vi tar bare vare på en hash av det, laget med argon2id, en langsom og minnekrevende funksjon som anbefales av OWASP, slik at selv en kopi av databasen vår ikke ville avsløre det.',
          'Feil passord og en ukjent konto gir samme svar, og gjenoppretting av passord avslører aldri om en adresse har en konto. Antall påloggingsforsøk er begrenset for å hindre gjetting av passord.',
        ],
      },
      {
        heading: 'Økter du kontrollerer',
        paragraphs: [
          'Når du logger inn, får nettleseren din en tilfeldig øktnøkkel. Den er gyldig i høyst 14 dager og lagres bare til du lukker fanen.',
          'Når du logger ut, tilbakekalles nøkkelen på serveren vår med én gang. Den tilbakekalles også hvis du endrer passordet, sletter kontoen eller blir blokkert av en administrator.',
        ],
      },
      {
        heading: 'Beskyttelse mot innsatt kode',
        paragraphs: [
          'Hver side sendes med en streng Content-Security-Policy: Nettleseren din kjører bare Kramiks egne skript og avviser innebygde eller fremmede skript. Dette blokkerer den vanligste måten å stjele økter på, cross-site scripting.',
          'Kramik laster ingen reklame- eller sporingsskript, og skrifttypene kommer fra vår egen server.',
        ],
      },
      {
        heading: 'Betalinger via lisensierte leverandører',
        paragraphs: [
          'Betalinger håndteres av lisensierte betalingsleverandører: PayU, PayPal og AutoPay (Blue Media). Du oppgir kort- eller bankopplysninger på leverandørens egen side, slik at de aldri går gjennom Kramik og vi aldri lagrer dem.',
          'En bestilling markeres som betalt først når leverandørens signerte bekreftelse når serveren vår og beløpet stemmer med bestillingen.',
        ],
      },
      {
        heading: 'Slik beskytter du deg selv',
        items: [
          'Bruk et passord du ikke bruker noe annet sted.',
          'Kramik ber aldri om passordet ditt på e-post, i meldinger eller på telefon.',
          'Betal bare på betalingssiden Kramik åpner for bestillingen din – aldri med en overføring en selger ber om i en melding.',
          'Logg ut når du bruker en delt datamaskin.',
          'Hvis noe virker galt, bruk «Meld fra om mistenkelig aktivitet» nederst på hver side.',
        ],
      },
    ],
  },
};

export default security;
