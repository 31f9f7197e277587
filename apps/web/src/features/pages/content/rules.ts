import type { PageTranslations } from './types';

const rules: PageTranslations = {
  'en-US': {
    intro:
      'These rules keep Kramik a friendly and trustworthy place for buyers and makers. They complement the Terms of service; by using Kramik you agree to follow them.',
    sections: [
      {
        heading: 'For everyone',
        items: [
          'Give true information in your account and keep your password to yourself.',
          'Be polite in messages, questions and reviews: no insults, harassment or spam.',
          'Keep payments on Kramik: do not ask for or offer payment outside the marketplace’s payment methods.',
          'Do not disrupt the service, try to enter other people’s accounts or collect other users’ data.',
        ],
      },
      {
        heading: 'For buyers',
        items: [
          'Read the offer — description, condition, price and delivery cost — before you order; all of it is shown before you commit.',
          'Pay within 72 hours; unpaid orders are cancelled automatically.',
          'Give an address where the parcel can be delivered, or collect your order at the maker’s shop in the agreed time.',
          'If something is wrong, write to the maker first — most problems are solved that way.',
        ],
      },
      {
        heading: 'For makers (sellers)',
        items: [
          'Sell only handmade work made by you or your studio, and describe it honestly: materials, dimensions and condition (new, used or damaged).',
          'Show real photographs of the item you are selling.',
          'Keep stock and prices up to date. Next to a reduced price, Kramik shows the lowest price of the 30 days before the reduction, as EU law requires.',
          'Ship the order, or prepare it for pick-up, in the time you promised, and add the tracking number.',
          'Answer buyers’ messages promptly and handle withdrawals and complaints as the law and the Terms of service require.',
          'Keep the company details on your maker page complete and true; the law requires traders to show them.',
        ],
      },
      {
        heading: 'What cannot be sold',
        items: [
          'Illegal goods and goods whose sale is restricted, such as weapons, medicines, alcohol and tobacco',
          'Counterfeits and copies of other people’s designs',
          'Mass-produced goods presented as handmade',
          'Products made from protected species of animals or plants',
          'Dangerous products that do not meet EU safety requirements',
          'Hateful, violent or sexually explicit content',
        ],
      },
      {
        heading: 'Reviews',
        paragraphs: [
          'Only a buyer who ordered and paid for an item can review it — once per item, with a rating from 1 to 5 and a short comment. This is how we make sure that reviews come from real customers.',
          'Reviews must be honest and about the purchase. We remove reviews that are insulting, contain personal data or are not about the purchase; we never remove a review just because it is negative.',
        ],
      },
      {
        heading: 'How offers are ordered',
        paragraphs: [
          'In the catalog you choose the order: relevance to your search, price, newest first or rating. Relevance depends on how well an offer’s name, description and category match the words you searched for. Makers cannot pay for a higher position.',
        ],
      },
      {
        heading: 'When rules are broken',
        paragraphs: [
          'Anyone can report an offer, a message or a user with “Report suspicious activity”. We review every report and, depending on how serious and repeated the breach is, may remove content, hide offers or block an account.',
          'We tell the user concerned what we decided and why, and they can contest the decision as described in the Terms of service.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Te zasady sprawiają, że Kramik pozostaje przyjaznym i godnym zaufania miejscem dla kupujących i twórców. Uzupełniają Regulamin; korzystając z Kramiku, zobowiązujesz się ich przestrzegać.',
    sections: [
      {
        heading: 'Dla wszystkich',
        items: [
          'Podawaj na koncie prawdziwe dane i nie udostępniaj nikomu swojego hasła.',
          'Zachowuj kulturę w wiadomościach, pytaniach i opiniach: bez obelg, nękania i spamu.',
          'Rozliczaj się na Kramiku: nie proś o płatność ani jej nie proponuj poza metodami płatności serwisu.',
          'Nie zakłócaj działania serwisu, nie próbuj wchodzić na cudze konta ani zbierać danych innych użytkowników.',
        ],
      },
      {
        heading: 'Dla kupujących',
        items: [
          'Przed zamówieniem przeczytaj ofertę — opis, stan, cenę i koszt dostawy; wszystko to widzisz, zanim złożysz zamówienie.',
          'Opłać zamówienie w ciągu 72 godzin; nieopłacone zamówienia są anulowane automatycznie.',
          'Podaj adres, pod który można doręczyć przesyłkę, albo odbierz zamówienie w sklepie twórcy w uzgodnionym terminie.',
          'Gdy coś jest nie tak, najpierw napisz do twórcy — w ten sposób da się rozwiązać większość problemów.',
        ],
      },
      {
        heading: 'Dla twórców (sprzedawców)',
        items: [
          'Sprzedawaj wyłącznie rękodzieło wykonane przez siebie lub swoją pracownię i opisuj je rzetelnie: materiały, wymiary i stan (nowy, używany lub uszkodzony).',
          'Pokazuj prawdziwe zdjęcia sprzedawanego przedmiotu.',
          'Dbaj o aktualne stany i ceny. Przy obniżonej cenie Kramik pokazuje najniższą cenę z 30 dni przed obniżką, jak wymaga prawo UE.',
          'Wysyłaj zamówienie lub przygotowuj je do odbioru w obiecanym terminie i dodawaj numer przesyłki.',
          'Szybko odpowiadaj na wiadomości kupujących i rozpatruj odstąpienia od umowy oraz reklamacje zgodnie z prawem i Regulaminem.',
          'Dbaj o to, by dane firmy na Twojej stronie twórcy były pełne i prawdziwe; prawo wymaga, by przedsiębiorcy je udostępniali.',
        ],
      },
      {
        heading: 'Czego nie wolno sprzedawać',
        items: [
          'Towarów nielegalnych i takich, których sprzedaż jest ograniczona, np. broni, leków, alkoholu i wyrobów tytoniowych',
          'Podróbek i kopii cudzych projektów',
          'Towarów produkowanych masowo, przedstawianych jako rękodzieło',
          'Wyrobów z chronionych gatunków zwierząt lub roślin',
          'Produktów niebezpiecznych, niespełniających unijnych wymogów bezpieczeństwa',
          'Treści nawołujących do nienawiści, przedstawiających przemoc lub o charakterze pornograficznym',
        ],
      },
      {
        heading: 'Opinie',
        paragraphs: [
          'Opinię może wystawić tylko kupujący, który zamówił i opłacił dany przedmiot — raz dla każdego przedmiotu, z oceną od 1 do 5 i krótkim komentarzem. W ten sposób zapewniamy, że opinie pochodzą od prawdziwych klientów.',
          'Opinie mają być szczere i dotyczyć zakupu. Usuwamy opinie obraźliwe, zawierające dane osobowe lub niezwiązane z zakupem; nigdy nie usuwamy opinii tylko dlatego, że jest negatywna.',
        ],
      },
      {
        heading: 'Kolejność ofert',
        paragraphs: [
          'W katalogu wybierasz kolejność: trafność względem wyszukiwania, cena, najnowsze lub ocena. Trafność zależy od tego, jak dobrze nazwa, opis i kategoria oferty pasują do wpisanych słów. Twórcy nie mogą zapłacić za wyższą pozycję.',
        ],
      },
      {
        heading: 'Gdy zasady są łamane',
        paragraphs: [
          'Każdy może zgłosić ofertę, wiadomość lub użytkownika przez „Zgłoś podejrzaną aktywność”. Rozpatrujemy każde zgłoszenie i — zależnie od wagi i powtarzalności naruszenia — możemy usunąć treść, ukryć oferty lub zablokować konto.',
          'Informujemy użytkownika, którego dotyczy decyzja, co postanowiliśmy i dlaczego; może on ją zakwestionować w sposób opisany w Regulaminie.',
        ],
      },
    ],
  },
  'zh-CN': {
    intro:
      '这些规则让 Kramik 始终是一个对买家和创作者友好、值得信赖的地方。它们是对《服务条款》的补充；使用 Kramik 即表示您同意遵守这些规则。',
    sections: [
      {
        heading: '适用于所有人',
        items: [
          '在账户中提供真实信息，不要向他人透露您的密码。',
          '在消息、提问和评价中保持礼貌：不得辱骂、骚扰或发送垃圾信息。',
          '在 Kramik 上完成付款：不要要求或提出使用平台支付方式以外的付款方式。',
          '不得干扰服务运行，不得试图进入他人的账户，也不得收集其他用户的数据。',
        ],
      },
      {
        heading: '适用于买家',
        items: [
          '下单前请阅读商品信息——描述、成色、价格和运费；所有这些在您确认下单前都会显示。',
          '请在 72 小时内付款；未付款的订单将被自动取消。',
          '请提供可以送达包裹的地址，或在约定时间内到创作者的店铺自提订单。',
          '如有问题，请先给创作者留言——大多数问题都能这样解决。',
        ],
      },
      {
        heading: '适用于创作者（卖家）',
        items: [
          '只出售由您本人或您的工作室手工制作的作品，并如实描述：材料、尺寸和状况（全新、二手或有损坏）。',
          '展示所售物品的真实照片。',
          '及时更新库存和价格。在降价后的价格旁，Kramik 会按照欧盟法律的要求显示降价前 30 天内的最低价格。',
          '在您承诺的时间内发货或备好订单供自提，并添加物流单号。',
          '及时回复买家的消息，并按照法律和《服务条款》的要求处理撤回和投诉。',
          '确保您创作者页面上的公司信息完整、真实；法律要求经营者公示这些信息。',
        ],
      },
      {
        heading: '禁止出售的物品',
        items: [
          '违法商品以及限制销售的商品，如武器、药品、酒类和烟草',
          '假冒商品以及他人设计的复制品',
          '冒充手工制品的批量生产商品',
          '用受保护的动植物物种制成的产品',
          '不符合欧盟安全要求的危险产品',
          '仇恨、暴力或色情露骨的内容',
        ],
      },
      {
        heading: '评价',
        paragraphs: [
          '只有订购并支付了某件商品的买家才能评价该商品——每件商品只能评价一次，包括 1 至 5 分的评分和一段简短的评论。我们以此确保评价来自真实的顾客。',
          '评价必须真实，并且与所购商品有关。我们会删除带有侮辱性、包含个人数据或与购买无关的评价；我们绝不会仅因评价是负面的而将其删除。',
        ],
      },
      {
        heading: '商品的排序方式',
        paragraphs: [
          '在商品目录中，您可以选择排序方式：与搜索的相关度、价格、最新发布或评分。相关度取决于商品的名称、描述和类别与您搜索的关键词的匹配程度。创作者无法付费获得更靠前的排名。',
        ],
      },
      {
        heading: '违反规则时',
        paragraphs: [
          '任何人都可以通过“举报可疑行为”举报商品、消息或用户。我们会审查每一项举报，并视违规的严重程度和重复情况，删除内容、隐藏商品或封禁账户。',
          '我们会告知相关用户我们作出的决定及其理由，该用户可按照《服务条款》所述方式对决定提出异议。',
        ],
      },
    ],
  },
  'de-DE': {
    intro:
      'Diese Regeln sorgen dafür, dass Kramik ein freundlicher und vertrauenswürdiger Ort für Käufer und Kunsthandwerker bleibt. Sie ergänzen die Nutzungsbedingungen; indem Sie Kramik nutzen, verpflichten Sie sich, sie einzuhalten.',
    sections: [
      {
        heading: 'Für alle',
        items: [
          'Machen Sie in Ihrem Konto wahre Angaben und geben Sie Ihr Passwort nicht weiter.',
          'Bleiben Sie in Nachrichten, Fragen und Bewertungen höflich: keine Beleidigungen, keine Belästigung, kein Spam.',
          'Wickeln Sie Zahlungen über Kramik ab: Verlangen oder bieten Sie keine Zahlung außerhalb der Zahlungsarten des Marktplatzes an.',
          'Stören Sie den Dienst nicht, versuchen Sie nicht, in fremde Konten einzudringen, und sammeln Sie keine Daten anderer Nutzer.',
        ],
      },
      {
        heading: 'Für Käufer',
        items: [
          'Lesen Sie das Angebot – Beschreibung, Zustand, Preis und Versandkosten –, bevor Sie bestellen; all das wird Ihnen angezeigt, bevor Sie sich verbindlich festlegen.',
          'Bezahlen Sie innerhalb von 72 Stunden; unbezahlte Bestellungen werden automatisch storniert.',
          'Geben Sie eine Adresse an, an die das Paket zugestellt werden kann, oder holen Sie Ihre Bestellung in der vereinbarten Zeit im Shop des Kunsthandwerkers ab.',
          'Wenn etwas nicht stimmt, schreiben Sie zuerst dem Kunsthandwerker – die meisten Probleme lassen sich so lösen.',
        ],
      },
      {
        heading: 'Für Kunsthandwerker (Verkäufer)',
        items: [
          'Verkaufen Sie nur Handgefertigtes, das Sie selbst oder Ihre Werkstatt hergestellt haben, und beschreiben Sie es ehrlich: Materialien, Maße und Zustand (neu, gebraucht oder beschädigt).',
          'Zeigen Sie echte Fotos des Artikels, den Sie verkaufen.',
          'Halten Sie Bestände und Preise aktuell. Neben einem reduzierten Preis zeigt Kramik, wie es das EU-Recht verlangt, den niedrigsten Preis der 30 Tage vor der Preisermäßigung an.',
          'Versenden Sie die Bestellung in der zugesagten Zeit oder stellen Sie sie bis dahin zur Abholung bereit, und fügen Sie die Sendungsnummer hinzu.',
          'Beantworten Sie Nachrichten von Käufern zeitnah und bearbeiten Sie Widerrufe und Reklamationen so, wie es das Gesetz und die Nutzungsbedingungen verlangen.',
          'Halten Sie die Firmenangaben auf Ihrer Kunsthandwerkerseite vollständig und wahrheitsgemäß; das Gesetz verpflichtet Gewerbetreibende, sie anzugeben.',
        ],
      },
      {
        heading: 'Was nicht verkauft werden darf',
        items: [
          'Illegale Waren und Waren, deren Verkauf beschränkt ist, etwa Waffen, Arzneimittel, Alkohol und Tabak',
          'Fälschungen und Kopien fremder Entwürfe',
          'Massenware, die als handgefertigt ausgegeben wird',
          'Produkte aus geschützten Tier- oder Pflanzenarten',
          'Gefährliche Produkte, die die Sicherheitsanforderungen der EU nicht erfüllen',
          'Hasserfüllte, gewaltverherrlichende oder sexuell explizite Inhalte',
        ],
      },
      {
        heading: 'Bewertungen',
        paragraphs: [
          'Nur ein Käufer, der einen Artikel bestellt und bezahlt hat, kann ihn bewerten – einmal pro Artikel, mit einer Bewertung von 1 bis 5 und einem kurzen Kommentar. So stellen wir sicher, dass Bewertungen von echten Kunden stammen.',
          'Bewertungen müssen ehrlich sein und sich auf den Kauf beziehen. Wir entfernen Bewertungen, die beleidigend sind, personenbezogene Daten enthalten oder sich nicht auf den Kauf beziehen; wir entfernen eine Bewertung nie nur deshalb, weil sie negativ ist.',
        ],
      },
      {
        heading: 'Wie Angebote sortiert werden',
        paragraphs: [
          'Im Katalog wählen Sie die Reihenfolge: Relevanz für Ihre Suche, Preis, Neueste zuerst oder Bewertung. Die Relevanz hängt davon ab, wie gut Name, Beschreibung und Kategorie eines Angebots zu den gesuchten Wörtern passen. Kunsthandwerker können nicht für eine höhere Platzierung bezahlen.',
        ],
      },
      {
        heading: 'Wenn Regeln verletzt werden',
        paragraphs: [
          'Jeder kann ein Angebot, eine Nachricht oder einen Nutzer über „Verdächtiges melden“ melden. Wir prüfen jede Meldung und können je nach Schwere und Wiederholung des Verstoßes Inhalte entfernen, Angebote ausblenden oder ein Konto sperren.',
          'Wir teilen dem betroffenen Nutzer mit, was wir entschieden haben und warum, und er kann die Entscheidung wie in den Nutzungsbedingungen beschrieben anfechten.',
        ],
      },
    ],
  },
  'sv-SE': {
    intro:
      'De här reglerna gör att Kramik förblir en vänlig och pålitlig plats för köpare och hantverkare. De kompletterar användarvillkoren; genom att använda Kramik godkänner du att följa dem.',
    sections: [
      {
        heading: 'För alla',
        items: [
          'Lämna sanna uppgifter i ditt konto och håll ditt lösenord för dig själv.',
          'Var artig i meddelanden, frågor och omdömen: inga förolämpningar, inga trakasserier och ingen spam.',
          'Håll betalningarna på Kramik: be inte om och erbjud inte betalning utanför marknadsplatsens betalsätt.',
          'Stör inte tjänsten, försök inte ta dig in på andras konton och samla inte in andra användares uppgifter.',
        ],
      },
      {
        heading: 'För köpare',
        items: [
          'Läs erbjudandet – beskrivning, skick, pris och fraktkostnad – innan du beställer; allt detta visas innan du binder dig.',
          'Betala inom 72 timmar; obetalda beställningar avbryts automatiskt.',
          'Ange en adress dit paketet kan levereras, eller hämta din beställning i hantverkarens butik inom den överenskomna tiden.',
          'Om något är fel, skriv först till hantverkaren – de flesta problem löses på det sättet.',
        ],
      },
      {
        heading: 'För hantverkare (säljare)',
        items: [
          'Sälj bara hantverk som du själv eller din ateljé har gjort, och beskriv det ärligt: material, mått och skick (nytt, begagnat eller skadat).',
          'Visa riktiga fotografier av den vara du säljer.',
          'Håll lagersaldo och priser uppdaterade. Bredvid ett sänkt pris visar Kramik det lägsta priset under de 30 dagarna före sänkningen, så som EU-rätten kräver.',
          'Skicka beställningen, eller gör i ordning den för upphämtning, inom den tid du har utlovat, och lägg till spårningsnumret.',
          'Svara snabbt på köparnas meddelanden och hantera ångerrätt och reklamationer så som lagen och användarvillkoren kräver.',
          'Se till att företagsuppgifterna på din hantverkarsida är fullständiga och sanna; lagen kräver att näringsidkare visar dem.',
        ],
      },
      {
        heading: 'Vad som inte får säljas',
        items: [
          'Olagliga varor och varor vars försäljning är begränsad, till exempel vapen, läkemedel, alkohol och tobak',
          'Förfalskningar och kopior av andras formgivningar',
          'Massproducerade varor som utges för att vara handgjorda',
          'Produkter tillverkade av skyddade djur- eller växtarter',
          'Farliga produkter som inte uppfyller EU:s säkerhetskrav',
          'Hatiskt, våldsamt eller sexuellt explicit innehåll',
        ],
      },
      {
        heading: 'Omdömen',
        paragraphs: [
          'Bara en köpare som har beställt och betalat en vara kan lämna omdöme om den – en gång per vara, med ett betyg från 1 till 5 och en kort kommentar. Så ser vi till att omdömena kommer från riktiga kunder.',
          'Omdömen ska vara ärliga och handla om köpet. Vi tar bort omdömen som är förolämpande, innehåller personuppgifter eller inte handlar om köpet; vi tar aldrig bort ett omdöme bara för att det är negativt.',
        ],
      },
      {
        heading: 'Hur erbjudanden sorteras',
        paragraphs: [
          'I katalogen väljer du ordningen: relevans för din sökning, pris, nyast först eller betyg. Relevansen beror på hur väl ett erbjudandes namn, beskrivning och kategori matchar orden du sökte på. Hantverkare kan inte betala för en högre placering.',
        ],
      },
      {
        heading: 'När reglerna bryts',
        paragraphs: [
          'Vem som helst kan anmäla ett erbjudande, ett meddelande eller en användare med ”Rapportera misstänkt aktivitet”. Vi granskar varje anmälan och kan, beroende på hur allvarlig och upprepad överträdelsen är, ta bort innehåll, dölja erbjudanden eller blockera ett konto.',
          'Vi meddelar den berörda användaren vad vi har beslutat och varför, och användaren kan bestrida beslutet enligt beskrivningen i användarvillkoren.',
        ],
      },
    ],
  },
  'nb-NO': {
    intro:
      'Disse reglene sørger for at Kramik forblir et vennlig og pålitelig sted for kjøpere og håndverkere. De utfyller brukervilkårene; ved å bruke Kramik godtar du å følge dem.',
    sections: [
      {
        heading: 'For alle',
        items: [
          'Oppgi riktige opplysninger i kontoen din, og hold passordet ditt for deg selv.',
          'Vær høflig i meldinger, spørsmål og vurderinger: ingen fornærmelser, trakassering eller spam.',
          'Hold betalingene på Kramik: Ikke be om eller tilby betaling utenom markedsplassens betalingsmåter.',
          'Ikke forstyrr tjenesten, ikke prøv å komme inn på andres kontoer, og ikke samle inn andre brukeres opplysninger.',
        ],
      },
      {
        heading: 'For kjøpere',
        items: [
          'Les tilbudet – beskrivelse, tilstand, pris og fraktkostnad – før du bestiller; alt dette vises før du binder deg.',
          'Betal innen 72 timer; ubetalte bestillinger kanselleres automatisk.',
          'Oppgi en adresse der pakken kan leveres, eller hent bestillingen i håndverkerens butikk innen avtalt tid.',
          'Hvis noe er galt, skriv først til håndverkeren – de fleste problemer løses på den måten.',
        ],
      },
      {
        heading: 'For håndverkere (selgere)',
        items: [
          'Selg bare håndlagde arbeider laget av deg selv eller verkstedet ditt, og beskriv dem ærlig: materialer, mål og tilstand (ny, brukt eller skadet).',
          'Vis ekte fotografier av varen du selger.',
          'Hold lagerbeholdning og priser oppdatert. Ved siden av en redusert pris viser Kramik den laveste prisen i de 30 dagene før reduksjonen, slik EU-retten krever.',
          'Send bestillingen, eller gjør den klar for henting, innen den tiden du har lovet, og legg inn sporingsnummeret.',
          'Svar raskt på kjøpernes meldinger, og håndter angrerett og reklamasjoner slik loven og brukervilkårene krever.',
          'Hold firmaopplysningene på håndverkersiden din fullstendige og riktige; loven krever at næringsdrivende viser dem.',
        ],
      },
      {
        heading: 'Hva som ikke kan selges',
        items: [
          'Ulovlige varer og varer med salgsrestriksjoner, som våpen, legemidler, alkohol og tobakk',
          'Forfalskninger og kopier av andres design',
          'Masseproduserte varer som utgis for å være håndlaget',
          'Produkter laget av vernede dyre- eller plantearter',
          'Farlige produkter som ikke oppfyller EUs sikkerhetskrav',
          'Hatefullt, voldelig eller seksuelt eksplisitt innhold',
        ],
      },
      {
        heading: 'Vurderinger',
        paragraphs: [
          'Bare en kjøper som har bestilt og betalt for en vare, kan vurdere den – én gang per vare, med en karakter fra 1 til 5 og en kort kommentar. Slik sørger vi for at vurderingene kommer fra ekte kunder.',
          'Vurderinger må være ærlige og handle om kjøpet. Vi fjerner vurderinger som er fornærmende, inneholder personopplysninger eller ikke handler om kjøpet; vi fjerner aldri en vurdering bare fordi den er negativ.',
        ],
      },
      {
        heading: 'Hvordan tilbud sorteres',
        paragraphs: [
          'I katalogen velger du rekkefølgen: relevans for søket ditt, pris, nyeste først eller vurdering. Relevansen avhenger av hvor godt et tilbuds navn, beskrivelse og kategori samsvarer med ordene du søkte etter. Håndverkere kan ikke betale for en høyere plassering.',
        ],
      },
      {
        heading: 'Når reglene brytes',
        paragraphs: [
          'Alle kan melde fra om et tilbud, en melding eller en bruker med «Meld fra om mistenkelig aktivitet». Vi vurderer hver melding og kan, avhengig av hvor alvorlig og gjentatt bruddet er, fjerne innhold, skjule tilbud eller blokkere en konto.',
          'Vi forteller brukeren det gjelder, hva vi har bestemt og hvorfor, og brukeren kan bestride avgjørelsen slik det er beskrevet i brukervilkårene.',
        ],
      },
    ],
  },
};

export default rules;
