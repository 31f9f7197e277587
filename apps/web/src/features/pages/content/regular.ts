import type { PageTranslations } from './types';

const regular: PageTranslations = {
  'en-US': {
    intro:
      'These terms set out how buyers and sellers (makers) use the Kramik marketplace. Please read them before you create an account or place an order. They are available free of charge on this page, and you can save or print them.',
    sections: [
      {
        heading: 'Parties and definitions',
        paragraphs: [
          'Kramik brings buyers and makers together. The operator provides the marketplace, the payment flow and the tools around them, but is not a party to the contracts of sale between buyers and sellers. In these terms:',
        ],
        items: [
          'Operator: the operator of the Kramik marketplace (its details are given on the Contact page), which provides the marketplace as a service by electronic means.',
          'Seller (maker): a trader who offers their handmade products on Kramik and is the seller of those products.',
          'Buyer: a person who orders on Kramik. A consumer is a buyer who acts for purposes outside their trade, business or profession.',
          'Marketplace: the Kramik website and web app, through which buyers and sellers conclude contracts.',
        ],
      },
      {
        heading: 'Accounts',
        paragraphs: [
          'Browsing Kramik is free and needs no account. To order, send messages or sell, you create an account with a valid e-mail address, which you confirm with a code we send you. Sellers also give their company details.',
          'You must be an adult, or have the consent of a parent or guardian. You need a current web browser with JavaScript enabled and an e-mail address. Keep your login details to yourself.',
          'You can delete your account at any time under My account; the contract for the electronic service then ends.',
        ],
      },
      {
        heading: 'Orders and prices',
        paragraphs: [
          'You can put products from several makers in one cart. When you place the order, the cart is split: a separate order, and a separate contract of sale, is made with each maker. Each maker is the seller of its own goods and is responsible for them.',
          'Prices are final prices in the marketplace currency shown on Kramik and include any taxes the seller must charge. Delivery costs for each maker are shown before you confirm the order.',
          'The contract is concluded when you place the order, which obliges you to pay. You receive a confirmation by e-mail and find the order under My orders.',
        ],
      },
      {
        heading: 'Payment and delivery',
        paragraphs: [
          'You pay through PayU, PayPal or AutoPay (Blue Media), or in cash to the courier where the seller offers cash on delivery with DPD or GLS. These licensed operators process payments under their own terms. An order not paid within 72 hours is cancelled automatically.',
          'For each maker you choose delivery by one of its carriers (for example InPost parcel lockers or DPD or GLS couriers) or pick-up at one of its shops. The seller sends the goods without undue delay and at the latest 30 days after the contract is concluded, unless agreed otherwise, and provides the tracking number.',
        ],
      },
      {
        heading: 'Right of withdrawal (14 days)',
        paragraphs: [
          'A consumer may withdraw from a contract concluded on Kramik within 14 days without giving any reason. The period starts on the day the consumer, or a person they name other than the carrier, receives the goods.',
        ],
        items: [
          'To withdraw, send the seller a clear statement, for example as a message on Kramik; the EU model withdrawal form may be used.',
          'Send the goods back within 14 days of withdrawing. The consumer pays the direct cost of returning them unless the seller has agreed to pay it.',
          'The seller refunds all payments, including the cost of the cheapest standard delivery, within 14 days of receiving the statement, but may wait until the goods are back or proof of sending is given.',
          'There is no right of withdrawal for goods made to the consumer’s specifications or clearly personalised, such as a commissioned piece or an engraved name.',
          'Under Polish law, a sole trader buying for purposes that are not professional for them has the same rights as a consumer.',
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          'Sellers are liable under the law for goods that do not conform to the contract. If an item is faulty or not as described, send the seller a complaint through Kramik, describing the problem and what you ask for: repair, replacement, a price reduction or withdrawal from the contract. The seller answers within 14 days.',
          'Complaints about the marketplace itself, such as a technical problem, go to the operator through the Contact page; the operator answers within 14 days. Consumers may also use out-of-court ways of settling disputes, for example the help of a municipal or district consumer ombudsman.',
        ],
      },
      {
        heading: 'Sellers and commission',
        paragraphs: [
          'Sellers give true company details, list only their own handmade work, describe it honestly, and follow the Rules and consumer law, including the rules on withdrawal and complaints.',
          'For each paid order the operator charges the seller a commission of 8\u00a0% of the value of the products, delivery costs excluded. The seller’s order view shows the amount paid, the commission and the amount the seller will receive. Buyers pay no commission.',
          'The operator may restrict, suspend or end a seller’s account for breaches of the law, these terms or the Rules, and gives the reasons; the seller may contest the decision through the complaint procedure. Sellers are told of a change in the commission rate at least 15 days in advance.',
        ],
      },
      {
        heading: 'Final provisions',
        paragraphs: [
          'The operator may change these terms for important reasons, such as a change in the law or in its services. Registered users are told in advance (sellers at least 15 days in advance) and may delete their account if they disagree. Orders already placed follow the terms in force when they were placed.',
          'These terms are governed by Polish law. This does not deprive consumers of the protection given by the mandatory law of the country where they live.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Regulamin określa zasady korzystania z platformy Kramik przez kupujących i sprzedawców (twórców). Przeczytaj go, zanim założysz konto lub złożysz zamówienie. Regulamin jest dostępny bezpłatnie na tej stronie; możesz go zapisać lub wydrukować.',
    sections: [
      {
        heading: 'Strony i definicje',
        paragraphs: [
          'Kramik łączy kupujących z twórcami. Operator udostępnia platformę, obsługę płatności i związane z nimi narzędzia, ale nie jest stroną umów sprzedaży zawieranych między kupującymi a sprzedawcami. W Regulaminie:',
        ],
        items: [
          'Operator — operator platformy Kramik (jego dane podajemy na stronie Kontakt), który świadczy usługę platformy drogą elektroniczną.',
          'Sprzedawca (twórca) — przedsiębiorca, który oferuje na Kramiku swoje rękodzieło i jest sprzedawcą tych produktów.',
          'Kupujący — osoba składająca zamówienie na Kramiku. Konsument to kupujący, który dokonuje zakupu w celu niezwiązanym bezpośrednio z jego działalnością gospodarczą lub zawodową.',
          'Platforma — strona internetowa i aplikacja Kramik, za pośrednictwem których kupujący i sprzedawcy zawierają umowy.',
        ],
      },
      {
        heading: 'Konto',
        paragraphs: [
          'Przeglądanie Kramiku jest bezpłatne i nie wymaga konta. Aby zamawiać, wysyłać wiadomości lub sprzedawać, zakładasz konto z prawidłowym adresem e-mail, który potwierdzasz przesłanym przez nas kodem. Sprzedawcy podają też dane swojej firmy.',
          'Konto może założyć osoba pełnoletnia albo niepełnoletnia za zgodą rodzica lub opiekuna. Potrzebujesz aktualnej przeglądarki z włączoną obsługą JavaScriptu i adresu e-mail. Nie udostępniaj nikomu swoich danych logowania.',
          'Konto możesz w każdej chwili usunąć w zakładce Moje konto; wtedy umowa o świadczenie usługi drogą elektroniczną wygasa.',
        ],
      },
      {
        heading: 'Zamówienia i ceny',
        paragraphs: [
          'Do jednego koszyka możesz dodać produkty wielu twórców. Przy składaniu zamówienia koszyk jest dzielony: z każdym twórcą powstaje osobne zamówienie i osobna umowa sprzedaży. Każdy twórca jest sprzedawcą swoich towarów i za nie odpowiada.',
          'Ceny są cenami końcowymi w walucie serwisu podanej na Kramiku i zawierają podatki, które sprzedawca musi naliczyć. Koszty dostawy u każdego twórcy widzisz przed potwierdzeniem zamówienia.',
          'Umowa zostaje zawarta w chwili złożenia zamówienia, które wiąże się z obowiązkiem zapłaty. Potwierdzenie otrzymasz e-mailem, a zamówienie znajdziesz w zakładce Moje zamówienia.',
        ],
      },
      {
        heading: 'Płatność i dostawa',
        paragraphs: [
          'Płacisz przez PayU, PayPal lub AutoPay (Blue Media) albo gotówką kurierowi, jeśli sprzedawca oferuje dostawę DPD lub GLS za pobraniem. Płatności obsługują licencjonowani operatorzy na podstawie własnych regulaminów. Zamówienie nieopłacone w ciągu 72 godzin jest automatycznie anulowane.',
          'U każdego twórcy wybierasz dostawę przez jednego z jego przewoźników (np. do paczkomatu InPost lub kurierem DPD albo GLS) albo odbiór osobisty w jednym z jego sklepów. Sprzedawca wysyła towar niezwłocznie, najpóźniej w ciągu 30 dni od zawarcia umowy, chyba że uzgodniono inaczej, i podaje numer przesyłki.',
        ],
      },
      {
        heading: 'Prawo odstąpienia od umowy (14 dni)',
        paragraphs: [
          'Konsument może odstąpić od umowy zawartej na Kramiku w ciągu 14 dni bez podawania przyczyny. Termin biegnie od objęcia towaru w posiadanie przez konsumenta lub wskazaną przez niego osobę inną niż przewoźnik.',
        ],
        items: [
          'Wystarczy wysłać sprzedawcy jednoznaczne oświadczenie, np. wiadomością na Kramiku; można skorzystać z unijnego wzoru formularza odstąpienia.',
          'Towar należy odesłać w ciągu 14 dni od odstąpienia. Bezpośredni koszt odesłania ponosi konsument, chyba że sprzedawca zgodził się go pokryć.',
          'Sprzedawca zwraca wszystkie płatności, w tym koszt najtańszej zwykłej dostawy, w ciągu 14 dni od otrzymania oświadczenia, ale może wstrzymać zwrot do chwili otrzymania towaru lub dowodu jego odesłania.',
          'Prawo odstąpienia nie przysługuje w przypadku towarów wykonanych według specyfikacji konsumenta lub wyraźnie spersonalizowanych, np. pracy na zamówienie albo przedmiotu z wygrawerowanym imieniem.',
          'Zgodnie z polskim prawem te same uprawnienia co konsument ma osoba fizyczna prowadząca działalność gospodarczą, jeśli zakup nie ma dla niej charakteru zawodowego.',
        ],
      },
      {
        heading: 'Reklamacje',
        paragraphs: [
          'Sprzedawca odpowiada zgodnie z prawem za zgodność towaru z umową. Jeśli przedmiot jest wadliwy lub niezgodny z opisem, złóż reklamację u sprzedawcy przez Kramik, opisując problem i swoje żądanie: naprawę, wymianę, obniżenie ceny lub odstąpienie od umowy. Sprzedawca odpowiada w ciągu 14 dni.',
          'Reklamacje dotyczące samej platformy, np. problemów technicznych, kieruj do operatora przez stronę Kontakt; operator odpowiada w ciągu 14 dni. Konsument może też skorzystać z pozasądowych sposobów rozwiązywania sporów, np. z pomocy miejskiego lub powiatowego rzecznika konsumentów.',
        ],
      },
      {
        heading: 'Sprzedawcy i prowizja',
        paragraphs: [
          'Sprzedawca podaje prawdziwe dane firmy, wystawia wyłącznie własne rękodzieło, rzetelnie je opisuje i przestrzega Zasad oraz prawa konsumenckiego, w tym przepisów o odstąpieniu od umowy i reklamacjach.',
          'Od każdego opłaconego zamówienia operator pobiera od sprzedawcy prowizję w wysokości 8\u00a0% wartości produktów, bez kosztów dostawy. W widoku zamówienia sprzedawca widzi kwotę zapłaconą, prowizję i kwotę, którą otrzyma. Kupujący nie płacą prowizji.',
          'Operator może ograniczyć, zawiesić lub zamknąć konto sprzedawcy, który narusza prawo, Regulamin lub Zasady, i podaje przyczyny; sprzedawca może zakwestionować decyzję w trybie reklamacji. O zmianie wysokości prowizji sprzedawcy dowiadują się co najmniej 15 dni wcześniej.',
        ],
      },
      {
        heading: 'Postanowienia końcowe',
        paragraphs: [
          'Operator może zmienić Regulamin z ważnych przyczyn, np. zmiany przepisów lub swoich usług. Zarejestrowanych użytkowników informuje o zmianach z wyprzedzeniem (sprzedawców co najmniej 15 dni wcześniej); kto się nie zgadza, może usunąć konto. Do zamówień złożonych wcześniej stosuje się Regulamin obowiązujący w chwili ich złożenia.',
          'Regulamin podlega prawu polskiemu. Nie pozbawia to konsumenta ochrony, jaką zapewniają mu bezwzględnie obowiązujące przepisy państwa, w którym mieszka.',
        ],
      },
    ],
  },
  'zh-CN': {
    intro:
      '本条款规定买家和卖家（创作者）使用 Kramik 交易平台的规则。请在注册账户或下单前阅读本条款。本条款在本页面上免费提供，您可以保存或打印。',
    sections: [
      {
        heading: '各方与定义',
        paragraphs: [
          'Kramik 将买家与创作者联系在一起。运营方提供交易平台、支付流程及相关工具，但不是买卖双方之间买卖合同的当事方。在本条款中：',
        ],
        items: [
          '运营方：Kramik 交易平台的运营方（其详细信息见“联系我们”页面），以电子方式提供交易平台服务。',
          '卖家（创作者）：在 Kramik 上出售其手工制品并作为这些产品出卖人的经营者。',
          '买家：在 Kramik 上下单的人。消费者是指为其行业、经营或职业以外的目的行事的买家。',
          '交易平台：Kramik 网站和网页应用，买家和卖家通过它订立合同。',
        ],
      },
      {
        heading: '账户',
        paragraphs: [
          '浏览 Kramik 是免费的，且无需账户。如需下单、发送消息或出售商品，您需要使用有效的电子邮箱地址注册账户，并通过我们发送给您的验证码确认该地址。卖家还需提供其公司信息。',
          '您必须已成年，或已取得父母或监护人的同意。您需要一个启用了 JavaScript 的最新版网页浏览器和一个电子邮箱地址。请勿向他人透露您的登录信息。',
          '您可以随时在“我的账户”中删除账户；电子服务合同随即终止。',
        ],
      },
      {
        heading: '订单和价格',
        paragraphs: [
          '您可以将多位创作者的商品放入同一个购物车。下单时，购物车会被拆分：与每位创作者分别形成一个订单，并分别订立一份买卖合同。每位创作者都是其自有商品的卖家，并对这些商品负责。',
          '价格为以 Kramik 上显示的平台币种计价的最终价格，已包含卖家必须收取的各项税费。每位创作者的运费会在您确认订单前显示。',
          '合同在您下单时订立，下单即产生付款义务。您会收到一封确认电子邮件，并可在“我的订单”中找到该订单。',
        ],
      },
      {
        heading: '付款和配送',
        paragraphs: [
          '您可以通过 PayU、PayPal 或 AutoPay (Blue Media) 付款；如卖家提供 DPD 或 GLS 的货到付款服务，也可以现金支付给快递员。这些持牌服务商依据其各自的条款处理付款。72 小时内未付款的订单将被自动取消。',
          '对于每位创作者，您可以选择由其合作的某家承运商配送（例如 InPost 自提柜，或 DPD、GLS 快递），或到其某家店铺自提。除另有约定外，卖家应及时发货，最迟不晚于合同订立后 30 天，并提供物流单号。',
        ],
      },
      {
        heading: '撤回权（14 天）',
        paragraphs: [
          '消费者可以在 14 天内无需说明任何理由撤回在 Kramik 上订立的合同。该期限自消费者或其指定的承运人以外的人收到商品之日起计算。',
        ],
        items: [
          '如需撤回，请向卖家发送明确的声明，例如通过 Kramik 发送消息；也可以使用欧盟撤回示范表格。',
          '请在撤回后 14 天内寄回商品。退回商品的直接费用由消费者承担，除非卖家已同意承担该费用。',
          '卖家应在收到声明后 14 天内退还所有款项，包括最便宜的标准配送费用，但可以等到收回商品或收到寄回凭证后再退款。',
          '按消费者的规格定制或明显个性化的商品（例如定制作品或刻有姓名的物品）不适用撤回权。',
          '根据波兰法律，个体经营者为非其职业性质的目的购买商品时，享有与消费者相同的权利。',
        ],
      },
      {
        heading: '投诉',
        paragraphs: [
          '卖家依法对不符合合同约定的商品承担责任。如果商品有缺陷或与描述不符，请通过 Kramik 向卖家提出投诉，说明问题以及您的要求：修理、更换、降价或撤销合同。卖家应在 14 天内答复。',
          '有关交易平台本身的投诉（例如技术问题）请通过“联系我们”页面提交给运营方；运营方应在 14 天内答复。消费者还可以利用诉讼外的争议解决途径，例如寻求市级或县级消费者权益监察员的帮助。',
        ],
      },
      {
        heading: '卖家和佣金',
        paragraphs: [
          '卖家应提供真实的公司信息，只发布自己的手工作品，如实描述，并遵守《平台规则》和消费者保护法，包括有关撤回和投诉的规定。',
          '对于每个已付款的订单，运营方向卖家收取商品价值 8% 的佣金，不含运费。卖家的订单页面会显示已付金额、佣金以及卖家将收到的金额。买家无需支付佣金。',
          '如卖家违反法律、本条款或《平台规则》，运营方可以限制、暂停或终止该卖家的账户，并说明理由；卖家可以通过投诉程序对该决定提出异议。佣金费率如有变更，将至少提前 15 天通知卖家。',
        ],
      },
      {
        heading: '最终条款',
        paragraphs: [
          '运营方可因重要原因（例如法律变更或其服务变更）修改本条款。注册用户将事先获得通知（卖家至少提前 15 天），如不同意，可以删除其账户。已下的订单适用下单时有效的条款。',
          '本条款受波兰法律管辖。这并不剥夺消费者依其居住国强制性法律所享有的保护。',
        ],
      },
    ],
  },
  'de-DE': {
    intro:
      'Diese Nutzungsbedingungen regeln, wie Käufer und Verkäufer (Kunsthandwerker) den Kramik-Marktplatz nutzen. Bitte lesen Sie sie, bevor Sie ein Konto anlegen oder eine Bestellung aufgeben. Sie stehen auf dieser Seite kostenlos zur Verfügung, und Sie können sie speichern oder ausdrucken.',
    sections: [
      {
        heading: 'Parteien und Begriffsbestimmungen',
        paragraphs: [
          'Kramik bringt Käufer und Kunsthandwerker zusammen. Der Betreiber stellt den Marktplatz, den Zahlungsablauf und die zugehörigen Werkzeuge bereit, ist aber nicht Partei der Kaufverträge zwischen Käufern und Verkäufern. In diesen Bedingungen bezeichnet:',
        ],
        items: [
          'Betreiber: den Betreiber des Kramik-Marktplatzes (seine Angaben finden Sie auf der Seite „Kontakt“), der den Marktplatz als elektronisch erbrachte Dienstleistung bereitstellt.',
          'Verkäufer (Kunsthandwerker): einen Unternehmer, der seine handgefertigten Produkte auf Kramik anbietet und Verkäufer dieser Produkte ist.',
          'Käufer: eine Person, die auf Kramik bestellt. Verbraucher ist ein Käufer, der zu Zwecken handelt, die außerhalb seiner gewerblichen, geschäftlichen oder beruflichen Tätigkeit liegen.',
          'Marktplatz: die Kramik-Website und -Web-App, über die Käufer und Verkäufer Verträge schließen.',
        ],
      },
      {
        heading: 'Konten',
        paragraphs: [
          'Das Stöbern auf Kramik ist kostenlos und erfordert kein Konto. Um zu bestellen, Nachrichten zu senden oder zu verkaufen, legen Sie ein Konto mit einer gültigen E-Mail-Adresse an, die Sie mit einem von uns gesendeten Code bestätigen. Verkäufer geben außerdem ihre Firmendaten an.',
          'Sie müssen volljährig sein oder die Zustimmung eines Elternteils oder Vormunds haben. Sie benötigen einen aktuellen Webbrowser mit aktiviertem JavaScript und eine E-Mail-Adresse. Halten Sie Ihre Anmeldedaten geheim.',
          'Sie können Ihr Konto jederzeit unter „Mein Konto“ löschen; der Vertrag über die elektronische Dienstleistung endet damit.',
        ],
      },
      {
        heading: 'Bestellungen und Preise',
        paragraphs: [
          'Sie können Produkte mehrerer Kunsthandwerker in einen Warenkorb legen. Wenn Sie die Bestellung aufgeben, wird der Warenkorb aufgeteilt: Mit jedem Kunsthandwerker kommen eine eigene Bestellung und ein eigener Kaufvertrag zustande. Jeder Kunsthandwerker ist Verkäufer seiner eigenen Waren und für sie verantwortlich.',
          'Die Preise sind Endpreise in der auf Kramik angezeigten Marktplatzwährung und enthalten alle Steuern, die der Verkäufer berechnen muss. Die Versandkosten jedes Kunsthandwerkers werden angezeigt, bevor Sie die Bestellung bestätigen.',
          'Der Vertrag kommt zustande, wenn Sie die Bestellung aufgeben; diese verpflichtet Sie zur Zahlung. Sie erhalten eine Bestätigung per E-Mail und finden die Bestellung unter „Meine Bestellungen“.',
        ],
      },
      {
        heading: 'Zahlung und Lieferung',
        paragraphs: [
          'Sie bezahlen über PayU, PayPal oder AutoPay (Blue Media) oder bar beim Kurier, sofern der Verkäufer Nachnahme mit DPD oder GLS anbietet. Diese lizenzierten Dienstleister wickeln Zahlungen nach ihren eigenen Bedingungen ab. Eine Bestellung, die nicht innerhalb von 72 Stunden bezahlt wird, wird automatisch storniert.',
          'Für jeden Kunsthandwerker wählen Sie die Lieferung durch einen seiner Versanddienstleister (zum Beispiel InPost-Paketstationen oder DPD- oder GLS-Kuriere) oder die Abholung in einem seiner Shops. Der Verkäufer versendet die Ware unverzüglich, spätestens jedoch 30 Tage nach Vertragsschluss, sofern nichts anderes vereinbart ist, und teilt die Sendungsnummer mit.',
        ],
      },
      {
        heading: 'Widerrufsrecht (14 Tage)',
        paragraphs: [
          'Ein Verbraucher kann einen auf Kramik geschlossenen Vertrag innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt an dem Tag, an dem der Verbraucher oder ein von ihm benannter Dritter, der nicht der Beförderer ist, die Waren erhält.',
        ],
        items: [
          'Um zu widerrufen, senden Sie dem Verkäufer eine eindeutige Erklärung, zum Beispiel als Nachricht auf Kramik; das Muster-Widerrufsformular der EU kann verwendet werden.',
          'Senden Sie die Waren innerhalb von 14 Tagen nach dem Widerruf zurück. Der Verbraucher trägt die unmittelbaren Kosten der Rücksendung, es sei denn, der Verkäufer hat sich bereit erklärt, sie zu übernehmen.',
          'Der Verkäufer erstattet alle Zahlungen, einschließlich der Kosten der günstigsten Standardlieferung, innerhalb von 14 Tagen nach Eingang der Erklärung, kann die Rückzahlung jedoch verweigern, bis er die Waren zurückerhalten hat oder ein Nachweis über ihre Rücksendung erbracht wurde.',
          'Kein Widerrufsrecht besteht bei Waren, die nach den Vorgaben des Verbrauchers angefertigt oder eindeutig personalisiert wurden, etwa bei einer Auftragsarbeit oder einem eingravierten Namen.',
          'Nach polnischem Recht hat ein Einzelunternehmer, der zu Zwecken kauft, die für ihn keinen beruflichen Charakter haben, dieselben Rechte wie ein Verbraucher.',
        ],
      },
      {
        heading: 'Reklamationen',
        paragraphs: [
          'Verkäufer haften nach dem Gesetz für Waren, die nicht vertragsgemäß sind. Ist ein Artikel mangelhaft oder entspricht er nicht der Beschreibung, richten Sie über Kramik eine Reklamation an den Verkäufer, in der Sie das Problem beschreiben und angeben, was Sie verlangen: Reparatur, Ersatz, Preisminderung oder Rücktritt vom Vertrag. Der Verkäufer antwortet innerhalb von 14 Tagen.',
          'Reklamationen, die den Marktplatz selbst betreffen, etwa ein technisches Problem, richten Sie über die Seite „Kontakt“ an den Betreiber; der Betreiber antwortet innerhalb von 14 Tagen. Verbraucher können auch außergerichtliche Wege der Streitbeilegung nutzen, zum Beispiel die Hilfe eines städtischen oder Kreis-Verbraucherbeauftragten.',
        ],
      },
      {
        heading: 'Verkäufer und Provision',
        paragraphs: [
          'Verkäufer machen wahre Firmenangaben, bieten nur ihre eigenen handgefertigten Arbeiten an, beschreiben sie ehrlich und halten sich an die Regeln und an das Verbraucherrecht, einschließlich der Vorschriften über Widerruf und Reklamationen.',
          'Für jede bezahlte Bestellung berechnet der Betreiber dem Verkäufer eine Provision von 8\u00a0% des Werts der Produkte, ohne Versandkosten. In der Bestellansicht des Verkäufers werden der gezahlte Betrag, die Provision und der Betrag angezeigt, den der Verkäufer erhält. Käufer zahlen keine Provision.',
          'Der Betreiber kann das Konto eines Verkäufers bei Verstößen gegen das Gesetz, diese Bedingungen oder die Regeln einschränken, sperren oder kündigen und gibt die Gründe dafür an; der Verkäufer kann die Entscheidung im Rahmen des Reklamationsverfahrens anfechten. Über eine Änderung des Provisionssatzes werden Verkäufer mindestens 15 Tage im Voraus informiert.',
        ],
      },
      {
        heading: 'Schlussbestimmungen',
        paragraphs: [
          'Der Betreiber kann diese Bedingungen aus wichtigen Gründen ändern, etwa bei einer Änderung der Rechtslage oder seiner Dienstleistungen. Registrierte Nutzer werden im Voraus informiert (Verkäufer mindestens 15 Tage im Voraus) und können ihr Konto löschen, wenn sie nicht einverstanden sind. Für bereits aufgegebene Bestellungen gelten die Bedingungen, die zum Zeitpunkt der Bestellung galten.',
          'Diese Bedingungen unterliegen polnischem Recht. Verbrauchern wird dadurch nicht der Schutz entzogen, den ihnen die zwingenden Vorschriften des Landes gewähren, in dem sie wohnen.',
        ],
      },
    ],
  },
  'sv-SE': {
    intro:
      'Dessa villkor anger hur köpare och säljare (hantverkare) använder marknadsplatsen Kramik. Läs dem innan du skapar ett konto eller lägger en beställning. De finns kostnadsfritt på den här sidan, och du kan spara eller skriva ut dem.',
    sections: [
      {
        heading: 'Parter och definitioner',
        paragraphs: [
          'Kramik för samman köpare och hantverkare. Operatören tillhandahåller marknadsplatsen, betalningsflödet och verktygen runt dem, men är inte part i köpeavtalen mellan köpare och säljare. I dessa villkor avses med:',
        ],
        items: [
          'Operatör: operatören av marknadsplatsen Kramik (operatörens uppgifter finns på sidan Kontakt), som tillhandahåller marknadsplatsen som en tjänst på elektronisk väg.',
          'Säljare (hantverkare): en näringsidkare som erbjuder sina handgjorda produkter på Kramik och är säljare av dessa produkter.',
          'Köpare: en person som beställer på Kramik. En konsument är en köpare som handlar för ändamål som ligger utanför sin närings- eller yrkesverksamhet.',
          'Marknadsplats: Kramiks webbplats och webbapp, genom vilka köpare och säljare ingår avtal.',
        ],
      },
      {
        heading: 'Konton',
        paragraphs: [
          'Att bläddra på Kramik är kostnadsfritt och kräver inget konto. För att beställa, skicka meddelanden eller sälja skapar du ett konto med en giltig e-postadress, som du bekräftar med en kod som vi skickar till dig. Säljare anger även sina företagsuppgifter.',
          'Du måste vara myndig eller ha samtycke från en förälder eller vårdnadshavare. Du behöver en aktuell webbläsare med JavaScript aktiverat och en e-postadress. Håll dina inloggningsuppgifter för dig själv.',
          'Du kan när som helst radera ditt konto under Mitt konto; avtalet om den elektroniska tjänsten upphör då.',
        ],
      },
      {
        heading: 'Beställningar och priser',
        paragraphs: [
          'Du kan lägga produkter från flera hantverkare i en och samma kundvagn. När du lägger beställningen delas kundvagnen upp: en separat beställning, och ett separat köpeavtal, ingås med varje hantverkare. Varje hantverkare är säljare av sina egna varor och ansvarar för dem.',
          'Priserna är slutpriser i den valuta för marknadsplatsen som visas på Kramik och inkluderar de skatter som säljaren måste ta ut. Fraktkostnaderna för varje hantverkare visas innan du bekräftar beställningen.',
          'Avtalet ingås när du lägger beställningen, vilket innebär en skyldighet att betala. Du får en bekräftelse via e-post och hittar beställningen under Mina beställningar.',
        ],
      },
      {
        heading: 'Betalning och leverans',
        paragraphs: [
          'Du betalar via PayU, PayPal eller AutoPay (Blue Media), eller kontant till budet om säljaren erbjuder postförskott med DPD eller GLS. Dessa licensierade leverantörer behandlar betalningar enligt sina egna villkor. En beställning som inte betalas inom 72 timmar avbryts automatiskt.',
          'För varje hantverkare väljer du leverans med någon av hantverkarens transportörer (till exempel InPosts paketautomater eller DPD:s eller GLS:s bud) eller upphämtning i någon av hantverkarens butiker. Säljaren skickar varorna utan onödigt dröjsmål och senast 30 dagar efter att avtalet ingåtts, om inget annat har avtalats, och lämnar spårningsnumret.',
        ],
      },
      {
        heading: 'Ångerrätt (14 dagar)',
        paragraphs: [
          'En konsument kan frånträda ett avtal som ingåtts på Kramik inom 14 dagar utan att ange något skäl. Fristen börjar löpa den dag då konsumenten, eller en annan person än transportören som konsumenten har angett, tar emot varorna.',
        ],
        items: [
          'För att frånträda avtalet skickar du ett tydligt meddelande till säljaren, till exempel som ett meddelande på Kramik; EU:s standardformulär för utövande av ångerrätt får användas.',
          'Skicka tillbaka varorna inom 14 dagar från att du frånträdde avtalet. Konsumenten står för den direkta kostnaden för att returnera dem, om inte säljaren har gått med på att betala den.',
          'Säljaren återbetalar alla betalningar, inklusive kostnaden för den billigaste standardleveransen, inom 14 dagar från att meddelandet togs emot, men får vänta tills varorna har kommit tillbaka eller bevis på att de har skickats har lämnats.',
          'Ångerrätt gäller inte för varor som har tillverkats enligt konsumentens anvisningar eller som har fått en tydlig personlig prägel, till exempel ett beställningsverk eller ett ingraverat namn.',
          'Enligt polsk lag har en enskild näringsidkare som köper för ändamål som inte har yrkesmässig karaktär för denne samma rättigheter som en konsument.',
        ],
      },
      {
        heading: 'Reklamationer',
        paragraphs: [
          'Säljare ansvarar enligt lag för varor som inte överensstämmer med avtalet. Om en vara är felaktig eller inte stämmer med beskrivningen skickar du en reklamation till säljaren via Kramik, där du beskriver problemet och vad du begär: reparation, utbyte, prisavdrag eller frånträdande av avtalet. Säljaren svarar inom 14 dagar.',
          'Klagomål på själva marknadsplatsen, till exempel ett tekniskt problem, skickar du till operatören via sidan Kontakt; operatören svarar inom 14 dagar. Konsumenter kan också använda sätt att lösa tvister utanför domstol, till exempel få hjälp av en kommunal konsumentombudsman eller en konsumentombudsman på distriktsnivå.',
        ],
      },
      {
        heading: 'Säljare och provision',
        paragraphs: [
          'Säljare lämnar sanna företagsuppgifter, lägger bara ut sitt eget hantverk, beskriver det ärligt och följer Reglerna och konsumentlagstiftningen, inklusive reglerna om ångerrätt och reklamationer.',
          'För varje betald beställning tar operatören ut en provision av säljaren på 8\u00a0% av produkternas värde, exklusive fraktkostnader. I säljarens vy av beställningen visas det betalda beloppet, provisionen och det belopp som säljaren kommer att få. Köpare betalar ingen provision.',
          'Operatören kan begränsa, stänga av eller avsluta en säljares konto vid överträdelser av lagen, dessa villkor eller Reglerna, och anger skälen; säljaren kan bestrida beslutet genom klagomålsförfarandet. Säljare informeras om en ändring av provisionssatsen minst 15 dagar i förväg.',
        ],
      },
      {
        heading: 'Slutbestämmelser',
        paragraphs: [
          'Operatören kan ändra dessa villkor av viktiga skäl, till exempel ändrad lagstiftning eller ändringar i operatörens tjänster. Registrerade användare informeras i förväg (säljare minst 15 dagar i förväg) och kan radera sitt konto om de inte godtar ändringarna. För beställningar som redan har lagts gäller de villkor som gällde när de lades.',
          'Dessa villkor regleras av polsk lag. Detta berövar inte konsumenter det skydd som de tvingande reglerna i det land där de bor ger dem.',
        ],
      },
    ],
  },
  'nb-NO': {
    intro:
      'Disse vilkårene fastsetter hvordan kjøpere og selgere (håndverkere) bruker markedsplassen Kramik. Les dem før du oppretter en konto eller legger inn en bestilling. De er gratis tilgjengelige på denne siden, og du kan lagre eller skrive dem ut.',
    sections: [
      {
        heading: 'Parter og definisjoner',
        paragraphs: [
          'Kramik bringer kjøpere og håndverkere sammen. Operatøren stiller markedsplassen, betalingsflyten og verktøyene rundt dem til rådighet, men er ikke part i kjøpsavtalene mellom kjøpere og selgere. I disse vilkårene betyr:',
        ],
        items: [
          'Operatør: operatøren av markedsplassen Kramik (operatørens opplysninger finner du på siden Kontakt), som leverer markedsplassen som en elektronisk tjeneste.',
          'Selger (håndverker): en næringsdrivende som tilbyr sine håndlagde produkter på Kramik og er selger av disse produktene.',
          'Kjøper: en person som bestiller på Kramik. En forbruker er en kjøper som handler til formål som ligger utenfor vedkommendes nærings- eller yrkesvirksomhet.',
          'Markedsplass: Kramiks nettsted og nettapp, der kjøpere og selgere inngår avtaler.',
        ],
      },
      {
        heading: 'Kontoer',
        paragraphs: [
          'Det er gratis å se seg om på Kramik, og det krever ingen konto. For å bestille, sende meldinger eller selge oppretter du en konto med en gyldig e-postadresse, som du bekrefter med en kode vi sender deg. Selgere oppgir også firmaopplysningene sine.',
          'Du må være myndig eller ha samtykke fra en forelder eller verge. Du trenger en oppdatert nettleser med JavaScript aktivert og en e-postadresse. Hold påloggingsopplysningene dine for deg selv.',
          'Du kan når som helst slette kontoen din under Min konto; avtalen om den elektroniske tjenesten opphører da.',
        ],
      },
      {
        heading: 'Bestillinger og priser',
        paragraphs: [
          'Du kan legge produkter fra flere håndverkere i én handlekurv. Når du legger inn bestillingen, deles handlekurven opp: Det opprettes en egen bestilling, og en egen kjøpsavtale, med hver håndverker. Hver håndverker er selger av sine egne varer og er ansvarlig for dem.',
          'Prisene er endelige priser i markedsplassens valuta som vises på Kramik, og inkluderer eventuelle skatter og avgifter selgeren må kreve inn. Fraktkostnadene for hver håndverker vises før du bekrefter bestillingen.',
          'Avtalen inngås når du legger inn bestillingen, som forplikter deg til å betale. Du får en bekreftelse på e-post og finner bestillingen under Mine bestillinger.',
        ],
      },
      {
        heading: 'Betaling og levering',
        paragraphs: [
          'Du betaler via PayU, PayPal eller AutoPay (Blue Media), eller kontant til budet der selgeren tilbyr oppkrav med DPD eller GLS. Disse lisensierte leverandørene behandler betalinger etter sine egne vilkår. En bestilling som ikke er betalt innen 72 timer, kanselleres automatisk.',
          'For hver håndverker velger du levering med en av håndverkerens transportører (for eksempel InPosts pakkeautomater eller DPD- eller GLS-bud) eller henting i en av håndverkerens butikker. Selgeren sender varene uten unødig opphold og senest 30 dager etter at avtalen er inngått, med mindre annet er avtalt, og oppgir sporingsnummeret.',
        ],
      },
      {
        heading: 'Angrerett (14 dager)',
        paragraphs: [
          'En forbruker kan gå fra en avtale inngått på Kramik innen 14 dager uten å oppgi noen grunn. Fristen begynner å løpe den dagen forbrukeren, eller en person forbrukeren har utpekt som ikke er transportøren, mottar varene.',
        ],
        items: [
          'For å gå fra avtalen sender du selgeren en tydelig erklæring, for eksempel som en melding på Kramik; EUs standardskjema for angrerett kan brukes.',
          'Send varene tilbake innen 14 dager etter at du gikk fra avtalen. Forbrukeren betaler de direkte kostnadene ved returen, med mindre selgeren har samtykket i å betale dem.',
          'Selgeren tilbakebetaler alle betalinger, inkludert kostnaden for den billigste standardleveringen, innen 14 dager etter at erklæringen er mottatt, men kan vente til varene er kommet tilbake eller det er lagt fram bevis for at de er sendt.',
          'Det er ingen angrerett for varer som er laget etter forbrukerens spesifikasjoner eller tydelig er tilpasset personlig, for eksempel et bestillingsverk eller et inngravert navn.',
          'Etter polsk rett har et enkeltpersonforetak som kjøper til formål som ikke er yrkesmessige for det, de samme rettighetene som en forbruker.',
        ],
      },
      {
        heading: 'Reklamasjoner',
        paragraphs: [
          'Selgere er ansvarlige etter loven for varer som ikke er i samsvar med avtalen. Hvis en vare har en mangel eller ikke er som beskrevet, sender du en reklamasjon til selgeren via Kramik, der du beskriver problemet og hva du krever: reparasjon, omlevering, prisavslag eller heving av avtalen. Selgeren svarer innen 14 dager.',
          'Klager på selve markedsplassen, for eksempel et teknisk problem, sender du til operatøren via siden Kontakt; operatøren svarer innen 14 dager. Forbrukere kan også benytte utenrettslige måter å løse tvister på, for eksempel hjelp fra et kommunalt forbrukerombud eller et forbrukerombud på distriktsnivå.',
        ],
      },
      {
        heading: 'Selgere og provisjon',
        paragraphs: [
          'Selgere oppgir riktige firmaopplysninger, legger bare ut sine egne håndlagde arbeider, beskriver dem ærlig og følger Reglene og forbrukerlovgivningen, inkludert reglene om angrerett og reklamasjoner.',
          'For hver betalte bestilling krever operatøren en provisjon fra selgeren på 8\u00a0% av produktenes verdi, fraktkostnader ikke medregnet. Selgerens visning av bestillingen viser beløpet som er betalt, provisjonen og beløpet selgeren vil motta. Kjøpere betaler ingen provisjon.',
          'Operatøren kan begrense, suspendere eller avslutte en selgers konto ved brudd på loven, disse vilkårene eller Reglene, og oppgir begrunnelsen; selgeren kan bestride avgjørelsen gjennom klageordningen. Selgere varsles om endringer i provisjonssatsen minst 15 dager i forveien.',
        ],
      },
      {
        heading: 'Sluttbestemmelser',
        paragraphs: [
          'Operatøren kan endre disse vilkårene av viktige grunner, for eksempel endringer i lovgivningen eller i operatørens tjenester. Registrerte brukere varsles på forhånd (selgere minst 15 dager i forveien) og kan slette kontoen sin hvis de ikke er enige. For bestillinger som allerede er lagt inn, gjelder vilkårene som gjaldt da de ble lagt inn.',
          'Disse vilkårene er underlagt polsk rett. Dette fratar ikke forbrukere den beskyttelsen de har etter ufravikelige regler i landet der de bor.',
        ],
      },
    ],
  },
};

export default regular;
