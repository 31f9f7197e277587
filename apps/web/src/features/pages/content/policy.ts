import type { PageTranslations } from './types';

const policy: PageTranslations = {
  'en-US': {
    intro:
      'This privacy policy explains what personal data Kramik processes, why and for how long, who receives it and what rights you have. It follows the EU General Data Protection Regulation (GDPR).',
    sections: [
      {
        heading: 'Who is responsible for your data',
        paragraphs: [
          'The controller of your personal data is the operator of the Kramik marketplace (its details are given on the Contact page). You can reach us there with any question about your data.',
          'When you order from a maker, that maker becomes a separate controller of the data needed to carry out your order, such as your name, address and phone number, and processes it under its own responsibility.',
        ],
      },
      {
        heading: 'What data we process',
        items: [
          'Account: e-mail address, login name, first and last name, phone number (optional) and a hash of your password — never the password itself.',
          'Addresses and invoice details that you save or enter at checkout.',
          'Orders and payments: what you ordered, from whom and for how much, the delivery method and the status history. From payment operators we receive only the payment’s status and reference, never card details.',
          'Messages, questions, reviews and reports that you send on Kramik.',
          'For makers: company details, shops and their addresses, products, delivery and payment operator settings.',
          'Technical data: IP address and browser information in server logs, used to keep the service secure.',
        ],
      },
      {
        heading: 'Why we process it and on what legal basis',
        paragraphs: [
          'We use your data only for the purposes below. We send no marketing e-mails, sell no data and make no decisions about you by automated means alone.',
        ],
        items: [
          'To run your account and the marketplace and to carry out orders, payments and deliveries — performance of a contract (Art. 6(1)(b) GDPR).',
          'To send the e-mails the service needs: registration code, password recovery, order updates and new-message notices — also performance of a contract (Art. 6(1)(b)).',
          'To keep accounting and tax records, honour consumer rights and handle notices under the Digital Services Act — legal obligations (Art. 6(1)(c)).',
          'To keep Kramik secure, prevent fraud and abuse, and establish or defend legal claims — our legitimate interests (Art. 6(1)(f)).',
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          'Account data: as long as you have an account. When you delete it, we erase or anonymise the data, except what we must keep for the reasons below.',
          'Orders and invoices: as long as tax and accounting law requires — in Poland generally five years from the end of the year in which the tax fell due.',
          'Data needed for possible legal claims: until those claims become time-barred.',
          'Session keys: 14 days at most; deleted when you log out.',
          'Server logs: only as long as needed for security and troubleshooting.',
        ],
      },
      {
        heading: 'Who receives your data',
        paragraphs: [
          'We share your data only as far as each recipient needs it. A recipient that processes data outside the European Economic Area must use the safeguards the GDPR requires, such as the European Commission’s standard contractual clauses. The recipients are:',
        ],
        items: [
          'The makers you order from: what they need to carry out your order.',
          'Payment operators PayU, PayPal and AutoPay (Blue Media): what is needed for the payment you choose. They act as independent controllers under their own privacy policies.',
          'Carriers InPost, DPD and GLS: the name, address, phone number and e-mail address needed to deliver your parcel.',
          'Providers who host Kramik and send its e-mails, under data processing agreements and only on our instructions.',
          'The map provider (by default OpenStreetMap): when you view a map, your browser loads its images from that provider, which sees your IP address.',
          'Other users: your login name is shown with your reviews and messages, never your real name.',
          'Public authorities, when the law requires it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right to access your data, to have it corrected or erased, to restrict its processing, to receive it in a portable format and to object to processing based on our legitimate interests. Where processing is based on your consent, you may withdraw it at any time.',
          'To use these rights, write to us through the Contact page; we answer within one month. You may also lodge a complaint with a supervisory authority — in Poland, the President of the Personal Data Protection Office (UODO) — or with the authority of the EU country where you live or work.',
        ],
      },
      {
        heading: 'Cookies and storage in your browser',
        paragraphs: [
          'Kramik uses no tracking or advertising cookies and no analytics, so it does not ask for cookie consent. It keeps in your browser only what is strictly necessary for the service, and you can clear it at any time in your browser’s settings:',
        ],
        items: [
          'Session storage: your login session — a session key and basic account details such as your first name and role. It disappears when you close the tab or log out.',
          'Local storage: your choice of language, so that Kramik opens in the same language next time.',
          'App cache: as an installable app, Kramik keeps its own program files in the browser so that it starts quickly. They contain no personal data.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We update this policy when the way Kramik handles data changes. The current version is always on this page, and we announce important changes on Kramik before they take effect.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Ta polityka prywatności wyjaśnia, jakie dane osobowe przetwarza Kramik, w jakim celu i jak długo, komu je przekazuje i jakie prawa Ci przysługują. Jest zgodna z ogólnym rozporządzeniem o ochronie danych (RODO).',
    sections: [
      {
        heading: 'Kto odpowiada za Twoje dane',
        paragraphs: [
          'Administratorem Twoich danych osobowych jest operator platformy Kramik (jego dane podajemy na stronie Kontakt). Tam możesz zadać każde pytanie dotyczące Twoich danych.',
          'Gdy składasz zamówienie u twórcy, staje się on odrębnym administratorem danych potrzebnych do realizacji zamówienia, takich jak imię i nazwisko, adres i numer telefonu, i przetwarza je na własną odpowiedzialność.',
        ],
      },
      {
        heading: 'Jakie dane przetwarzamy',
        items: [
          'Konto: adres e-mail, login, imię i nazwisko, numer telefonu (opcjonalnie) oraz skrót hasła — nigdy samo hasło.',
          'Adresy i dane do faktury, które zapisujesz lub podajesz przy składaniu zamówienia.',
          'Zamówienia i płatności: co, u kogo i za ile zamówiono, sposób dostawy i historia statusów. Od operatorów płatności otrzymujemy tylko status i identyfikator płatności, nigdy dane karty.',
          'Wiadomości, pytania, opinie i zgłoszenia, które wysyłasz na Kramiku.',
          'W przypadku twórców: dane firmy, sklepy i ich adresy, produkty oraz ustawienia dostaw i operatorów płatności.',
          'Dane techniczne: adres IP i informacje o przeglądarce zapisywane w logach serwera, wykorzystywane do zapewnienia bezpieczeństwa.',
        ],
      },
      {
        heading: 'W jakim celu i na jakiej podstawie',
        paragraphs: [
          'Wykorzystujemy Twoje dane tylko w celach wymienionych poniżej. Nie wysyłamy e-maili marketingowych, nie sprzedajemy danych i nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu.',
        ],
        items: [
          'Prowadzenie konta i serwisu oraz realizacja zamówień, płatności i dostaw — wykonanie umowy (art. 6 ust. 1 lit. b RODO).',
          'Wysyłanie potrzebnych e-maili: kodu rejestracyjnego, odzyskiwania hasła, informacji o zamówieniach i powiadomień o nowych wiadomościach — również wykonanie umowy (art. 6 ust. 1 lit. b).',
          'Prowadzenie dokumentacji księgowej i podatkowej, realizacja praw konsumentów i obsługa zgłoszeń na podstawie aktu o usługach cyfrowych — obowiązki prawne (art. 6 ust. 1 lit. c).',
          'Zapewnienie bezpieczeństwa serwisu, zapobieganie oszustwom i nadużyciom oraz ustalanie i obrona roszczeń — nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f).',
        ],
      },
      {
        heading: 'Jak długo przechowujemy dane',
        items: [
          'Dane konta: dopóki masz konto. Po jego usunięciu kasujemy je lub anonimizujemy — z wyjątkiem danych, które musimy zachować z powodów podanych niżej.',
          'Zamówienia i faktury: przez okres wymagany przepisami podatkowymi i rachunkowymi — w Polsce co do zasady 5 lat od końca roku, w którym upłynął termin płatności podatku.',
          'Dane potrzebne do ewentualnych roszczeń: do czasu ich przedawnienia.',
          'Klucze sesji: najwyżej 14 dni; usuwamy je po wylogowaniu.',
          'Logi serwera: tylko tak długo, jak wymaga tego bezpieczeństwo i usuwanie usterek.',
        ],
      },
      {
        heading: 'Komu przekazujemy dane',
        paragraphs: [
          'Przekazujemy dane tylko w zakresie, w jakim dany odbiorca ich potrzebuje. Odbiorca przetwarzający dane poza Europejskim Obszarem Gospodarczym musi stosować zabezpieczenia wymagane przez RODO, np. standardowe klauzule umowne Komisji Europejskiej. Odbiorcami są:',
        ],
        items: [
          'Twórcy, u których zamawiasz — w zakresie potrzebnym do realizacji zamówienia.',
          'Operatorzy płatności PayU, PayPal i AutoPay (Blue Media) — w zakresie potrzebnym do wybranej płatności. Działają oni jako odrębni administratorzy na podstawie własnych polityk prywatności.',
          'Przewoźnicy InPost, DPD i GLS — imię i nazwisko, adres, numer telefonu i adres e-mail potrzebne do doręczenia przesyłki.',
          'Dostawcy, którzy utrzymują Kramik i wysyłają jego e-maile — na podstawie umów powierzenia przetwarzania i wyłącznie na nasze polecenie.',
          'Dostawca map (domyślnie OpenStreetMap) — gdy oglądasz mapę, przeglądarka pobiera od niego jej fragmenty, więc widzi on Twój adres IP.',
          'Inni użytkownicy — przy Twoich opiniach i wiadomościach widzą Twój login, nigdy imię i nazwisko.',
          'Organy publiczne — gdy wymaga tego prawo.',
        ],
      },
      {
        heading: 'Twoje prawa',
        paragraphs: [
          'Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania i przeniesienia oraz prawo sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie. Jeśli przetwarzanie opiera się na Twojej zgodzie, możesz ją w każdej chwili wycofać.',
          'Aby skorzystać z tych praw, napisz do nas przez stronę Kontakt — odpowiemy w ciągu miesiąca. Możesz też złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (UODO) albo do organu nadzorczego w państwie UE, w którym mieszkasz lub pracujesz.',
        ],
      },
      {
        heading: 'Pliki cookie i pamięć przeglądarki',
        paragraphs: [
          'Kramik nie używa śledzących ani reklamowych plików cookie ani narzędzi analitycznych, dlatego nie prosi o zgodę na pliki cookie. W Twojej przeglądarce zapisuje tylko to, co jest niezbędne do działania usługi; w każdej chwili możesz to usunąć w ustawieniach przeglądarki:',
        ],
        items: [
          'Pamięć sesji (sessionStorage): Twoja sesja logowania — klucz sesji i podstawowe dane konta, takie jak imię i rola. Znika po zamknięciu karty lub wylogowaniu.',
          'Pamięć lokalna (localStorage): wybrany język, aby Kramik następnym razem otworzył się w tym samym języku.',
          'Pamięć podręczna aplikacji: jako aplikacja, którą można zainstalować, Kramik przechowuje w przeglądarce własne pliki programu, aby szybko się uruchamiać. Nie zawierają one danych osobowych.',
        ],
      },
      {
        heading: 'Zmiany polityki',
        paragraphs: [
          'Aktualizujemy tę politykę, gdy zmienia się sposób, w jaki Kramik przetwarza dane. Aktualna wersja jest zawsze na tej stronie, a o ważnych zmianach informujemy na Kramiku, zanim wejdą w życie.',
        ],
      },
    ],
  },
  'zh-CN': {
    intro:
      '本隐私政策说明 Kramik 处理哪些个人数据、出于什么目的、保存多长时间、向谁提供，以及您享有哪些权利。本政策遵循欧盟《通用数据保护条例》（GDPR）。',
    sections: [
      {
        heading: '谁对您的数据负责',
        paragraphs: [
          '您个人数据的控制者是 Kramik 交易平台的运营方（其详细信息见“联系我们”页面）。如对您的数据有任何疑问，可通过该页面联系我们。',
          '当您向某位创作者下单时，该创作者即成为履行您订单所需数据（如您的姓名、地址和电话号码）的独立控制者，并自行负责处理这些数据。',
        ],
      },
      {
        heading: '我们处理哪些数据',
        items: [
          '账户：电子邮箱地址、登录名、名字和姓氏、电话号码（选填）以及您密码的哈希值——绝不保存密码本身。',
          '您保存的或在结账时填写的地址和发票信息。',
          '订单和付款：您订购了什么、向谁订购、金额多少、配送方式以及状态记录。我们从支付服务商处只接收付款的状态和参考号，绝不接收银行卡信息。',
          '您在 Kramik 上发送的消息、提问、评价和举报。',
          '对于创作者：公司信息、店铺及其地址、商品、配送和支付服务商设置。',
          '技术数据：服务器日志中的 IP 地址和浏览器信息，用于保障服务安全。',
        ],
      },
      {
        heading: '处理目的和法律依据',
        paragraphs: [
          '我们仅将您的数据用于以下目的。我们不发送营销电子邮件，不出售数据，也不会仅通过自动化方式作出与您有关的决定。',
        ],
        items: [
          '运营您的账户和交易平台，履行订单、付款和配送——履行合同（GDPR 第6条第1款(b)项）。',
          '发送服务所需的电子邮件：注册验证码、找回密码、订单更新和新消息通知——同样为履行合同（第6条第1款(b)项）。',
          '保存会计和税务记录、保障消费者权利以及处理《数字服务法》规定的通知——法定义务（第6条第1款(c)项）。',
          '保障 Kramik 的安全，防范欺诈和滥用，以及确立或抗辩法律主张——我们的正当利益（第6条第1款(f)项）。',
        ],
      },
      {
        heading: '保存期限',
        items: [
          '账户数据：在您拥有账户期间保存。您删除账户后，我们会删除或匿名化这些数据，但因下述原因必须保留的数据除外。',
          '订单和发票：按税法和会计法的要求保存——在波兰，一般为自纳税义务到期之年年底起五年。',
          '可能的法律主张所需的数据：保存至这些主张的时效届满为止。',
          '会话密钥：最长 14 天；退出登录时删除。',
          '服务器日志：仅在安全保障和故障排查所需的时间内保存。',
        ],
      },
      {
        heading: '谁会收到您的数据',
        paragraphs: [
          '我们仅在各接收方所需的范围内共享您的数据。在欧洲经济区以外处理数据的接收方必须采取 GDPR 要求的保障措施，例如欧盟委员会的标准合同条款。接收方包括：',
        ],
        items: [
          '您向其下单的创作者：履行您的订单所需的数据。',
          '支付服务商 PayU、PayPal 和 AutoPay (Blue Media)：您所选付款方式所需的数据。它们作为独立的控制者，依据各自的隐私政策处理数据。',
          '承运商 InPost、DPD 和 GLS：投递包裹所需的姓名、地址、电话号码和电子邮箱地址。',
          '为 Kramik 提供托管和电子邮件发送服务的服务商：依据数据处理协议，且仅按照我们的指示处理数据。',
          '地图服务商（默认为 OpenStreetMap）：当您查看地图时，您的浏览器会从该服务商加载地图图像，该服务商会看到您的 IP 地址。',
          '其他用户：您的评价和消息旁会显示您的登录名，绝不会显示您的真实姓名。',
          '公共机构：在法律要求时。',
        ],
      },
      {
        heading: '您的权利',
        paragraphs: [
          '您有权访问您的数据，要求更正或删除数据，限制数据处理，以可携带的格式获取数据，并反对基于我们正当利益的数据处理。如处理基于您的同意，您可以随时撤回同意。',
          '如需行使上述权利，请通过“联系我们”页面与我们联系；我们将在一个月内答复。您也可以向监管机构投诉——在波兰为个人数据保护局（UODO）局长——或向您居住或工作所在欧盟国家的监管机构投诉。',
        ],
      },
      {
        heading: 'Cookie 和浏览器中的存储',
        paragraphs: [
          'Kramik 不使用任何跟踪或广告 Cookie，也不使用任何分析工具，因此不会征求您对 Cookie 的同意。它只在您的浏览器中保存提供服务绝对必需的内容，您可以随时在浏览器设置中将其清除：',
        ],
        items: [
          '会话存储：您的登录会话——会话密钥以及基本账户信息，如您的名字和角色。关闭标签页或退出登录后即消失。',
          '本地存储：您选择的语言，以便下次以同一语言打开 Kramik。',
          '应用缓存：作为一款可安装的应用，Kramik 会在浏览器中保存自身的程序文件，以便快速启动。这些文件不包含任何个人数据。',
        ],
      },
      {
        heading: '本政策的变更',
        paragraphs: [
          '当 Kramik 处理数据的方式发生变化时，我们会更新本政策。本页面始终提供最新版本；重要变更生效前，我们会在 Kramik 上予以公告。',
        ],
      },
    ],
  },
  'de-DE': {
    intro:
      'Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten Kramik verarbeitet, warum und wie lange, wer sie erhält und welche Rechte Sie haben. Sie folgt der Datenschutz-Grundverordnung der EU (DSGVO).',
    sections: [
      {
        heading: 'Wer für Ihre Daten verantwortlich ist',
        paragraphs: [
          'Verantwortlicher für Ihre personenbezogenen Daten ist der Betreiber des Kramik-Marktplatzes (seine Angaben finden Sie auf der Seite „Kontakt“). Dort erreichen Sie uns mit jeder Frage zu Ihren Daten.',
          'Wenn Sie bei einem Kunsthandwerker bestellen, wird dieser zum eigenständigen Verantwortlichen für die Daten, die zur Ausführung Ihrer Bestellung erforderlich sind, etwa Ihren Namen, Ihre Adresse und Ihre Telefonnummer, und verarbeitet sie in eigener Verantwortung.',
        ],
      },
      {
        heading: 'Welche Daten wir verarbeiten',
        items: [
          'Konto: E-Mail-Adresse, Anmeldename, Vor- und Nachname, Telefonnummer (freiwillig) und ein Hash Ihres Passworts – niemals das Passwort selbst.',
          'Adressen und Rechnungsdaten, die Sie speichern oder beim Bezahlen eingeben.',
          'Bestellungen und Zahlungen: was Sie bei wem zu welchem Preis bestellt haben, die Versandart und der Statusverlauf. Von Zahlungsdienstleistern erhalten wir nur den Status und die Referenz der Zahlung, niemals Kartendaten.',
          'Nachrichten, Fragen, Bewertungen und Meldungen, die Sie auf Kramik senden.',
          'Bei Kunsthandwerkern: Firmenangaben, Shops und deren Adressen, Produkte sowie Einstellungen zu Versand und Zahlungsdienstleistern.',
          'Technische Daten: IP-Adresse und Browserinformationen in Serverprotokollen, die zur Sicherheit des Dienstes verwendet werden.',
        ],
      },
      {
        heading: 'Zu welchen Zwecken und auf welcher Rechtsgrundlage',
        paragraphs: [
          'Wir verwenden Ihre Daten nur zu den unten genannten Zwecken. Wir versenden keine Werbe-E-Mails, verkaufen keine Daten und treffen keine Entscheidungen über Sie ausschließlich auf Grundlage automatisierter Verarbeitung.',
        ],
        items: [
          'Führung Ihres Kontos und Betrieb des Marktplatzes sowie Abwicklung von Bestellungen, Zahlungen und Lieferungen – Vertragserfüllung (Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO).',
          'Versand der für den Dienst erforderlichen E-Mails: Registrierungscode, Passwortwiederherstellung, Informationen zu Bestellungen und Benachrichtigungen über neue Nachrichten – ebenfalls Vertragserfüllung (Art.\u00a06 Abs.\u00a01 lit.\u00a0b).',
          'Führung von Buchhaltungs- und Steuerunterlagen, Wahrung von Verbraucherrechten und Bearbeitung von Meldungen nach dem Gesetz über digitale Dienste – rechtliche Verpflichtungen (Art.\u00a06 Abs.\u00a01 lit.\u00a0c).',
          'Gewährleistung der Sicherheit von Kramik, Verhinderung von Betrug und Missbrauch sowie Geltendmachung oder Abwehr von Rechtsansprüchen – unsere berechtigten Interessen (Art.\u00a06 Abs.\u00a01 lit.\u00a0f).',
        ],
      },
      {
        heading: 'Wie lange wir Daten speichern',
        items: [
          'Kontodaten: solange Sie ein Konto haben. Wenn Sie es löschen, löschen oder anonymisieren wir die Daten, mit Ausnahme dessen, was wir aus den unten genannten Gründen aufbewahren müssen.',
          'Bestellungen und Rechnungen: so lange, wie es das Steuer- und Handelsrecht verlangt – in Polen grundsätzlich fünf Jahre ab dem Ende des Jahres, in dem die Steuer fällig wurde.',
          'Daten, die für mögliche Rechtsansprüche benötigt werden: bis zur Verjährung dieser Ansprüche.',
          'Sitzungsschlüssel: höchstens 14 Tage; sie werden beim Abmelden gelöscht.',
          'Serverprotokolle: nur so lange, wie es für die Sicherheit und die Fehlerbehebung erforderlich ist.',
        ],
      },
      {
        heading: 'Wer Ihre Daten erhält',
        paragraphs: [
          'Wir geben Ihre Daten nur in dem Umfang weiter, in dem der jeweilige Empfänger sie benötigt. Ein Empfänger, der Daten außerhalb des Europäischen Wirtschaftsraums verarbeitet, muss die von der DSGVO geforderten Garantien einsetzen, etwa die Standardvertragsklauseln der Europäischen Kommission. Empfänger sind:',
        ],
        items: [
          'Die Kunsthandwerker, bei denen Sie bestellen: was sie zur Ausführung Ihrer Bestellung benötigen.',
          'Die Zahlungsdienstleister PayU, PayPal und AutoPay (Blue Media): was für die von Ihnen gewählte Zahlung erforderlich ist. Sie handeln als eigenständige Verantwortliche nach ihren eigenen Datenschutzerklärungen.',
          'Die Versanddienstleister InPost, DPD und GLS: Name, Adresse, Telefonnummer und E-Mail-Adresse, die zur Zustellung Ihres Pakets benötigt werden.',
          'Dienstleister, die Kramik hosten und seine E-Mails versenden, auf Grundlage von Auftragsverarbeitungsverträgen und nur nach unseren Weisungen.',
          'Der Kartenanbieter (standardmäßig OpenStreetMap): Wenn Sie eine Karte ansehen, lädt Ihr Browser deren Bilder von diesem Anbieter, der dabei Ihre IP-Adresse sieht.',
          'Andere Nutzer: Bei Ihren Bewertungen und Nachrichten wird Ihr Anmeldename angezeigt, niemals Ihr echter Name.',
          'Behörden, wenn das Gesetz es verlangt.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft über Ihre Daten, auf Berichtigung oder Löschung, auf Einschränkung der Verarbeitung, auf Erhalt der Daten in einem übertragbaren Format und auf Widerspruch gegen eine Verarbeitung, die auf unseren berechtigten Interessen beruht. Beruht eine Verarbeitung auf Ihrer Einwilligung, können Sie diese jederzeit widerrufen.',
          'Um diese Rechte auszuüben, schreiben Sie uns über die Seite „Kontakt“; wir antworten innerhalb eines Monats. Sie können außerdem Beschwerde bei einer Aufsichtsbehörde einlegen – in Polen beim Präsidenten des Amtes für den Schutz personenbezogener Daten (UODO) – oder bei der Behörde des EU-Landes, in dem Sie wohnen oder arbeiten.',
        ],
      },
      {
        heading: 'Cookies und Speicher in Ihrem Browser',
        paragraphs: [
          'Kramik verwendet keine Tracking- oder Werbe-Cookies und keine Analysewerkzeuge und fragt daher nicht nach einer Cookie-Einwilligung. Es speichert in Ihrem Browser nur, was für den Dienst unbedingt erforderlich ist, und Sie können es jederzeit in den Einstellungen Ihres Browsers löschen:',
        ],
        items: [
          'Sitzungsspeicher: Ihre Anmeldesitzung – ein Sitzungsschlüssel und grundlegende Kontodaten wie Ihr Vorname und Ihre Rolle. Er wird geleert, wenn Sie den Tab schließen oder sich abmelden.',
          'Lokaler Speicher: Ihre Sprachwahl, damit Kramik beim nächsten Mal in derselben Sprache öffnet.',
          'App-Cache: Als installierbare App speichert Kramik seine eigenen Programmdateien im Browser, damit es schnell startet. Sie enthalten keine personenbezogenen Daten.',
        ],
      },
      {
        heading: 'Änderungen dieser Erklärung',
        paragraphs: [
          'Wir aktualisieren diese Erklärung, wenn sich die Art ändert, wie Kramik mit Daten umgeht. Die aktuelle Fassung finden Sie immer auf dieser Seite, und wichtige Änderungen kündigen wir auf Kramik an, bevor sie wirksam werden.',
        ],
      },
    ],
  },
  'sv-SE': {
    intro:
      'Den här integritetspolicyn förklarar vilka personuppgifter Kramik behandlar, varför och hur länge, vem som tar emot dem och vilka rättigheter du har. Den följer EU:s dataskyddsförordning (GDPR).',
    sections: [
      {
        heading: 'Vem som ansvarar för dina uppgifter',
        paragraphs: [
          'Personuppgiftsansvarig för dina personuppgifter är operatören av marknadsplatsen Kramik (operatörens uppgifter finns på sidan Kontakt). Där kan du nå oss med alla frågor om dina uppgifter.',
          'När du beställer från en hantverkare blir den hantverkaren separat personuppgiftsansvarig för de uppgifter som behövs för att fullgöra din beställning, till exempel ditt namn, din adress och ditt telefonnummer, och behandlar dem på eget ansvar.',
        ],
      },
      {
        heading: 'Vilka uppgifter vi behandlar',
        items: [
          'Konto: e-postadress, användarnamn, för- och efternamn, telefonnummer (valfritt) och en hash av ditt lösenord – aldrig själva lösenordet.',
          'Adresser och fakturauppgifter som du sparar eller anger i kassan.',
          'Beställningar och betalningar: vad du beställde, från vem och för hur mycket, leveranssättet och statushistoriken. Från betaltjänstleverantörer får vi bara betalningens status och referens, aldrig kortuppgifter.',
          'Meddelanden, frågor, omdömen och anmälningar som du skickar på Kramik.',
          'För hantverkare: företagsuppgifter, butiker och deras adresser, produkter samt inställningar för leverans och betaltjänstleverantörer.',
          'Tekniska uppgifter: IP-adress och webbläsarinformation i serverloggar, som används för att hålla tjänsten säker.',
        ],
      },
      {
        heading: 'Varför vi behandlar uppgifterna och med vilken rättslig grund',
        paragraphs: [
          'Vi använder dina uppgifter bara för de ändamål som anges nedan. Vi skickar inga marknadsföringsmejl, säljer inga uppgifter och fattar inga beslut om dig enbart genom automatiserad behandling.',
        ],
        items: [
          'För att administrera ditt konto och marknadsplatsen och fullgöra beställningar, betalningar och leveranser – fullgörande av avtal (artikel\u00a06.1\u00a0b i GDPR).',
          'För att skicka de mejl som tjänsten behöver: registreringskod, återställning av lösenord, uppdateringar om beställningar och aviseringar om nya meddelanden – också fullgörande av avtal (artikel\u00a06.1\u00a0b).',
          'För att föra bokförings- och skatteunderlag, tillgodose konsumenters rättigheter och hantera anmälningar enligt förordningen om digitala tjänster – rättsliga förpliktelser (artikel\u00a06.1\u00a0c).',
          'För att hålla Kramik säkert, förhindra bedrägerier och missbruk samt fastställa eller försvara rättsliga anspråk – våra berättigade intressen (artikel\u00a06.1\u00a0f).',
        ],
      },
      {
        heading: 'Hur länge vi sparar uppgifterna',
        items: [
          'Kontouppgifter: så länge du har ett konto. När du raderar det raderar eller anonymiserar vi uppgifterna, utom det vi måste spara av de skäl som anges nedan.',
          'Beställningar och fakturor: så länge skatte- och bokföringslagstiftningen kräver – i Polen i regel fem år från utgången av det år då skatten förföll till betalning.',
          'Uppgifter som behövs för eventuella rättsliga anspråk: tills dessa anspråk har preskriberats.',
          'Sessionsnycklar: högst 14 dagar; de raderas när du loggar ut.',
          'Serverloggar: bara så länge som behövs för säkerhet och felsökning.',
        ],
      },
      {
        heading: 'Vem som tar emot dina uppgifter',
        paragraphs: [
          'Vi delar dina uppgifter bara i den mån varje mottagare behöver dem. En mottagare som behandlar uppgifter utanför Europeiska ekonomiska samarbetsområdet måste använda de skyddsåtgärder som GDPR kräver, till exempel Europeiska kommissionens standardavtalsklausuler. Mottagarna är:',
        ],
        items: [
          'De hantverkare du beställer från: det de behöver för att fullgöra din beställning.',
          'Betaltjänstleverantörerna PayU, PayPal och AutoPay (Blue Media): det som behövs för den betalning du väljer. De agerar som självständigt personuppgiftsansvariga enligt sina egna integritetspolicyer.',
          'Transportörerna InPost, DPD och GLS: namn, adress, telefonnummer och e-postadress som behövs för att leverera ditt paket.',
          'Leverantörer som driftar Kramik och skickar dess mejl, enligt personuppgiftsbiträdesavtal och bara på våra instruktioner.',
          'Kartleverantören (som standard OpenStreetMap): när du visar en karta hämtar din webbläsare kartbilderna från den leverantören, som ser din IP-adress.',
          'Andra användare: ditt användarnamn visas med dina omdömen och meddelanden, aldrig ditt riktiga namn.',
          'Myndigheter, när lagen kräver det.',
        ],
      },
      {
        heading: 'Dina rättigheter',
        paragraphs: [
          'Du har rätt att få tillgång till dina uppgifter, att få dem rättade eller raderade, att begränsa behandlingen av dem, att få ut dem i ett överförbart format och att invända mot behandling som grundar sig på våra berättigade intressen. När behandlingen grundar sig på ditt samtycke kan du när som helst återkalla det.',
          'Om du vill använda dessa rättigheter skriver du till oss via sidan Kontakt; vi svarar inom en månad. Du kan också lämna in ett klagomål till en tillsynsmyndighet – i Polen till ordföranden för dataskyddsmyndigheten (UODO) – eller till myndigheten i det EU-land där du bor eller arbetar.',
        ],
      },
      {
        heading: 'Kakor och lagring i din webbläsare',
        paragraphs: [
          'Kramik använder inga spårnings- eller reklamkakor och inga analysverktyg, och ber därför inte om samtycke till kakor. Kramik sparar i din webbläsare bara det som är absolut nödvändigt för tjänsten, och du kan när som helst rensa det i webbläsarens inställningar:',
        ],
        items: [
          'Sessionslagring: din inloggningssession – en sessionsnyckel och grundläggande kontouppgifter som ditt förnamn och din roll. Den försvinner när du stänger fliken eller loggar ut.',
          'Lokal lagring: ditt val av språk, så att Kramik öppnas på samma språk nästa gång.',
          'Appcache: som installerbar app sparar Kramik sina egna programfiler i webbläsaren så att den startar snabbt. De innehåller inga personuppgifter.',
        ],
      },
      {
        heading: 'Ändringar av denna policy',
        paragraphs: [
          'Vi uppdaterar den här policyn när sättet som Kramik hanterar uppgifter på ändras. Den aktuella versionen finns alltid på den här sidan, och viktiga ändringar meddelar vi på Kramik innan de träder i kraft.',
        ],
      },
    ],
  },
  'nb-NO': {
    intro:
      'Denne personvernerklæringen forklarer hvilke personopplysninger Kramik behandler, hvorfor og hvor lenge, hvem som mottar dem, og hvilke rettigheter du har. Den følger EUs personvernforordning (GDPR).',
    sections: [
      {
        heading: 'Hvem som er ansvarlig for opplysningene dine',
        paragraphs: [
          'Behandlingsansvarlig for personopplysningene dine er operatøren av markedsplassen Kramik (operatørens opplysninger finner du på siden Kontakt). Der kan du nå oss med alle spørsmål om opplysningene dine.',
          'Når du bestiller fra en håndverker, blir den håndverkeren selvstendig behandlingsansvarlig for opplysningene som trengs for å gjennomføre bestillingen din, for eksempel navnet, adressen og telefonnummeret ditt, og behandler dem på eget ansvar.',
        ],
      },
      {
        heading: 'Hvilke opplysninger vi behandler',
        items: [
          'Konto: e-postadresse, brukernavn, for- og etternavn, telefonnummer (valgfritt) og en hash av passordet ditt – aldri selve passordet.',
          'Adresser og fakturaopplysninger som du lagrer eller oppgir i kassen.',
          'Bestillinger og betalinger: hva du bestilte, fra hvem og for hvor mye, leveringsmåten og statushistorikken. Fra betalingsleverandører mottar vi bare betalingens status og referanse, aldri kortopplysninger.',
          'Meldinger, spørsmål, vurderinger og rapporter som du sender på Kramik.',
          'For håndverkere: firmaopplysninger, butikker og adressene deres, produkter samt innstillinger for levering og betalingsleverandører.',
          'Tekniske opplysninger: IP-adresse og nettleserinformasjon i serverlogger, som brukes til å holde tjenesten sikker.',
        ],
      },
      {
        heading: 'Hvorfor vi behandler opplysningene og på hvilket rettslig grunnlag',
        paragraphs: [
          'Vi bruker opplysningene dine bare til formålene nedenfor. Vi sender ingen markedsførings-e-poster, selger ingen opplysninger og tar ingen avgjørelser om deg utelukkende ved hjelp av automatisert behandling.',
        ],
        items: [
          'For å drive kontoen din og markedsplassen og gjennomføre bestillinger, betalinger og leveringer – oppfyllelse av avtale (GDPR art.\u00a06 nr.\u00a01 bokstav\u00a0b).',
          'For å sende e-postene tjenesten trenger: registreringskode, gjenoppretting av passord, oppdateringer om bestillinger og varsler om nye meldinger – også oppfyllelse av avtale (art.\u00a06 nr.\u00a01 bokstav\u00a0b).',
          'For å føre regnskaps- og skattedokumentasjon, ivareta forbrukerrettigheter og håndtere meldinger etter forordningen om digitale tjenester – rettslige forpliktelser (art.\u00a06 nr.\u00a01 bokstav\u00a0c).',
          'For å holde Kramik sikker, forhindre svindel og misbruk og fastsette eller forsvare rettskrav – våre berettigede interesser (art.\u00a06 nr.\u00a01 bokstav\u00a0f).',
        ],
      },
      {
        heading: 'Hvor lenge vi lagrer opplysningene',
        items: [
          'Kontoopplysninger: så lenge du har en konto. Når du sletter den, sletter eller anonymiserer vi opplysningene, unntatt det vi må beholde av grunnene nedenfor.',
          'Bestillinger og fakturaer: så lenge skatte- og regnskapslovgivningen krever – i Polen som hovedregel fem år fra utgangen av det året skatten forfalt.',
          'Opplysninger som trengs for eventuelle rettskrav: til disse kravene er foreldet.',
          'Øktnøkler: høyst 14 dager; de slettes når du logger ut.',
          'Serverlogger: bare så lenge det er nødvendig for sikkerhet og feilsøking.',
        ],
      },
      {
        heading: 'Hvem som mottar opplysningene dine',
        paragraphs: [
          'Vi deler opplysningene dine bare i den grad hver mottaker trenger dem. En mottaker som behandler opplysninger utenfor Det europeiske økonomiske samarbeidsområdet, må bruke de garantiene GDPR krever, for eksempel EU-kommisjonens standard personvernbestemmelser. Mottakerne er:',
        ],
        items: [
          'Håndverkerne du bestiller fra: det de trenger for å gjennomføre bestillingen din.',
          'Betalingsleverandørene PayU, PayPal og AutoPay (Blue Media): det som trengs for betalingen du velger. De opptrer som selvstendig behandlingsansvarlige etter sine egne personvernerklæringer.',
          'Transportørene InPost, DPD og GLS: navnet, adressen, telefonnummeret og e-postadressen som trengs for å levere pakken din.',
          'Leverandører som drifter Kramik og sender e-postene, etter databehandleravtaler og bare etter våre instrukser.',
          'Kartleverandøren (som standard OpenStreetMap): Når du ser på et kart, henter nettleseren din kartbildene fra den leverandøren, som ser IP-adressen din.',
          'Andre brukere: Brukernavnet ditt vises sammen med vurderingene og meldingene dine, aldri det virkelige navnet ditt.',
          'Offentlige myndigheter, når loven krever det.',
        ],
      },
      {
        heading: 'Dine rettigheter',
        paragraphs: [
          'Du har rett til innsyn i opplysningene dine, til å få dem rettet eller slettet, til å begrense behandlingen av dem, til å få dem utlevert i et flyttbart format og til å protestere mot behandling som bygger på våre berettigede interesser. Når behandlingen bygger på samtykket ditt, kan du når som helst trekke det tilbake.',
          'For å bruke disse rettighetene skriver du til oss via siden Kontakt; vi svarer innen én måned. Du kan også klage til en tilsynsmyndighet – i Polen til presidenten for det polske datatilsynet (UODO) – eller til myndigheten i EU-landet der du bor eller arbeider.',
        ],
      },
      {
        heading: 'Informasjonskapsler og lagring i nettleseren',
        paragraphs: [
          'Kramik bruker ingen informasjonskapsler for sporing eller reklame og ingen analyseverktøy, og ber derfor ikke om samtykke til informasjonskapsler. Kramik lagrer bare det som er strengt nødvendig for tjenesten i nettleseren din, og du kan når som helst slette det i nettleserens innstillinger:',
        ],
        items: [
          'Øktlagring: påloggingsøkten din – en øktnøkkel og grunnleggende kontoopplysninger som fornavnet og rollen din. Den forsvinner når du lukker fanen eller logger ut.',
          'Lokal lagring: språkvalget ditt, slik at Kramik åpnes på samme språk neste gang.',
          'Appbuffer: Som installerbar app lagrer Kramik sine egne programfiler i nettleseren slik at den starter raskt. De inneholder ingen personopplysninger.',
        ],
      },
      {
        heading: 'Endringer i denne erklæringen',
        paragraphs: [
          'Vi oppdaterer denne erklæringen når måten Kramik håndterer opplysninger på, endres. Den gjeldende versjonen ligger alltid på denne siden, og viktige endringer kunngjør vi på Kramik før de trer i kraft.',
        ],
      },
    ],
  },
};

export default policy;
