import type { PageTranslations } from './types';

const about: PageTranslations = {
  'en-US': {
    intro:
      'Kramik is a marketplace for handmade artistic crafts: ceramics, jewellery, textiles, woodwork and more, made in small studios and sold by the people who made them.',
    sections: [
      {
        heading: 'A gallery of makers',
        paragraphs: [
          'We built Kramik to feel like a walk through a gallery of makers rather than a discount warehouse. Every object here was made by hand, and every offer shows who made it.',
          'Each maker runs their own shop on Kramik: they set their prices, describe and photograph their work, and send it themselves or hand it over in their studio.',
        ],
      },
      {
        heading: 'How buying works',
        items: [
          'Fill one cart with work from several makers.',
          'At checkout the cart is split into one order per maker, and you choose delivery or pick-up for each.',
          'Pay with PayU, PayPal or AutoPay, or in cash to the courier where the maker offers it.',
          'Follow each order, write to the maker and rate your purchase once it is paid.',
        ],
      },
      {
        heading: 'For makers',
        paragraphs: [
          'Create a seller account, add your company details, delivery options and products, and sell your work to buyers across Europe.',
          'Kramik earns a commission on the products you sell (currently 8\u00a0% of their value, delivery excluded). The Terms of service give the details.',
        ],
      },
      {
        heading: 'In your language',
        paragraphs: [
          'Kramik speaks English, Polish, German, Swedish, Norwegian and Chinese. Makers can describe each product in several languages, and you see the version in your language when there is one.',
        ],
      },
      {
        heading: 'Who runs Kramik',
        paragraphs: [
          'Kramik is run by the operator of the Kramik marketplace; its details are given on the Contact page. Questions, ideas and reports are welcome there.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Kramik to internetowa platforma sprzedaży rękodzieła artystycznego: ceramiki, biżuterii, tkanin, wyrobów z drewna i nie tylko — tworzonych w małych pracowniach i sprzedawanych przez samych twórców.',
    sections: [
      {
        heading: 'Galeria twórców',
        paragraphs: [
          'Chcieliśmy, żeby Kramik przypominał spacer po galerii twórców, a nie wyprzedaż w hurtowni. Każdy przedmiot powstał tu ręcznie, a każda oferta pokazuje, kto go wykonał.',
          'Każdy twórca prowadzi na Kramiku własny sklep: sam ustala ceny, opisuje i fotografuje swoje prace, a potem sam je wysyła albo wydaje w swojej pracowni.',
        ],
      },
      {
        heading: 'Jak wyglądają zakupy',
        items: [
          'Do jednego koszyka włożysz prace wielu twórców.',
          'Przy składaniu zamówienia koszyk dzieli się na osobne zamówienia u każdego twórcy, a dla każdego z nich wybierasz dostawę albo odbiór osobisty.',
          'Płacisz przez PayU, PayPal lub AutoPay albo gotówką kurierowi, jeśli twórca oferuje płatność przy odbiorze.',
          'Śledzisz każde zamówienie, piszesz do twórcy i oceniasz zakup, gdy zostanie opłacony.',
        ],
      },
      {
        heading: 'Dla twórców',
        paragraphs: [
          'Załóż konto sprzedawcy, uzupełnij dane firmy, sposoby dostawy i produkty — i sprzedawaj swoje prace kupującym w całej Europie.',
          'Kramik pobiera prowizję od sprzedanych produktów (obecnie 8\u00a0% ich wartości, bez kosztów dostawy). Szczegóły znajdziesz w Regulaminie.',
        ],
      },
      {
        heading: 'W Twoim języku',
        paragraphs: [
          'Kramik działa po polsku, angielsku, niemiecku, szwedzku, norwesku i chińsku. Twórcy mogą opisać każdy produkt w kilku językach, a Ty widzisz wersję w swoim języku, jeśli taka istnieje.',
        ],
      },
      {
        heading: 'Kto prowadzi Kramik',
        paragraphs: [
          'Kramik prowadzi operator platformy Kramik; jego dane znajdziesz na stronie Kontakt. Tam też czekamy na pytania, pomysły i zgłoszenia.',
        ],
      },
    ],
  },
  'zh-CN': {
    intro:
      'Kramik 是一个手工艺术品交易平台：陶瓷、首饰、纺织品、木作等，均出自小型工作室，并由创作者本人出售。',
    sections: [
      {
        heading: '创作者的画廊',
        paragraphs: [
          '我们希望 Kramik 给人的感觉像是在创作者的画廊中漫步，而不是逛折扣仓库。这里的每件作品都是手工制作的，每个商品都会标明它的创作者。',
          '每位创作者都在 Kramik 上经营自己的店铺：自行定价，亲自描述和拍摄作品，并亲自发货或在工作室当面交付。',
        ],
      },
      {
        heading: '购物流程',
        items: [
          '在一个购物车中放入多位创作者的作品。',
          '结账时，购物车会按创作者拆分为多个订单，您可以为每个订单选择配送或自提。',
          '通过 PayU、PayPal 或 AutoPay 付款；如创作者提供，也可以现金支付给快递员。',
          '跟踪每个订单，给创作者留言，并在付款后评价您的购买。',
        ],
      },
      {
        heading: '致创作者',
        paragraphs: [
          '注册卖家账户，填写公司信息、配送方式和商品，即可将您的作品出售给全欧洲的买家。',
          'Kramik 对您售出的商品收取佣金（目前为商品价值的 8%，不含运费）。详情请参阅《服务条款》。',
        ],
      },
      {
        heading: '使用您的语言',
        paragraphs: [
          'Kramik 支持英语、波兰语、德语、瑞典语、挪威语和中文。创作者可以用多种语言描述每件商品；如有您所用语言的版本，您将看到该版本。',
        ],
      },
      {
        heading: 'Kramik 由谁运营',
        paragraphs: [
          'Kramik 由 Kramik 交易平台的运营方运营，其详细信息见“联系我们”页面。欢迎在该页面提出问题、想法和举报。',
        ],
      },
    ],
  },
  'de-DE': {
    intro:
      'Kramik ist ein Marktplatz für handgefertigtes Kunsthandwerk: Keramik, Schmuck, Textilien, Holzarbeiten und mehr – gefertigt in kleinen Werkstätten und verkauft von den Menschen, die es hergestellt haben.',
    sections: [
      {
        heading: 'Eine Galerie der Kunsthandwerker',
        paragraphs: [
          'Wir haben Kramik so gestaltet, dass es sich wie ein Rundgang durch eine Galerie von Kunsthandwerkern anfühlt und nicht wie ein Discountlager. Jedes Stück hier wurde von Hand gefertigt, und jedes Angebot zeigt, wer es hergestellt hat.',
          'Jeder Kunsthandwerker führt auf Kramik einen eigenen Shop: Er legt seine Preise selbst fest, beschreibt und fotografiert seine Arbeiten und verschickt sie selbst oder übergibt sie in seiner Werkstatt.',
        ],
      },
      {
        heading: 'So funktioniert der Einkauf',
        items: [
          'Legen Sie Arbeiten mehrerer Kunsthandwerker in einen Warenkorb.',
          'Beim Bezahlen wird der Warenkorb in je eine Bestellung pro Kunsthandwerker aufgeteilt, und Sie wählen für jede Bestellung Lieferung oder Abholung.',
          'Bezahlen Sie mit PayU, PayPal oder AutoPay oder bar beim Kurier, sofern der Kunsthandwerker dies anbietet.',
          'Verfolgen Sie jede Bestellung, schreiben Sie dem Kunsthandwerker und bewerten Sie Ihren Kauf, sobald er bezahlt ist.',
        ],
      },
      {
        heading: 'Für Kunsthandwerker',
        paragraphs: [
          'Legen Sie ein Verkäuferkonto an, hinterlegen Sie Ihre Firmendaten, Versandoptionen und Produkte und verkaufen Sie Ihre Arbeiten an Käufer in ganz Europa.',
          'Kramik erhält eine Provision auf die von Ihnen verkauften Produkte (derzeit 8\u00a0% ihres Werts, ohne Versandkosten). Einzelheiten finden Sie in den Nutzungsbedingungen.',
        ],
      },
      {
        heading: 'In Ihrer Sprache',
        paragraphs: [
          'Kramik spricht Englisch, Polnisch, Deutsch, Schwedisch, Norwegisch und Chinesisch. Kunsthandwerker können jedes Produkt in mehreren Sprachen beschreiben, und Sie sehen die Fassung in Ihrer Sprache, sofern es eine gibt.',
        ],
      },
      {
        heading: 'Wer Kramik betreibt',
        paragraphs: [
          'Kramik wird vom Betreiber des Kramik-Marktplatzes betrieben; seine Angaben finden Sie auf der Seite „Kontakt“. Fragen, Ideen und Meldungen sind dort willkommen.',
        ],
      },
    ],
  },
  'sv-SE': {
    intro:
      'Kramik är en marknadsplats för handgjort konsthantverk: keramik, smycken, textilier, träarbeten och mycket mer – tillverkat i små ateljéer och sålt av dem som har gjort det.',
    sections: [
      {
        heading: 'Ett galleri av hantverkare',
        paragraphs: [
          'Vi byggde Kramik för att det ska kännas som en promenad genom ett galleri av hantverkare snarare än ett lågprislager. Varje föremål här är handgjort, och varje erbjudande visar vem som har gjort det.',
          'Varje hantverkare driver sin egen butik på Kramik: de sätter sina priser, beskriver och fotograferar sina verk och skickar dem själva eller lämnar över dem i sin ateljé.',
        ],
      },
      {
        heading: 'Så fungerar det att handla',
        items: [
          'Fyll en kundvagn med verk från flera hantverkare.',
          'I kassan delas kundvagnen upp i en beställning per hantverkare, och du väljer leverans eller upphämtning för var och en.',
          'Betala med PayU, PayPal eller AutoPay, eller kontant till budet om hantverkaren erbjuder det.',
          'Följ varje beställning, skriv till hantverkaren och betygsätt ditt köp när det är betalt.',
        ],
      },
      {
        heading: 'För hantverkare',
        paragraphs: [
          'Skapa ett säljarkonto, lägg till dina företagsuppgifter, leveransalternativ och produkter, och sälj dina verk till köpare i hela Europa.',
          'Kramik tar ut en provision på de produkter du säljer (för närvarande 8\u00a0% av deras värde, exklusive frakt). Användarvillkoren innehåller detaljerna.',
        ],
      },
      {
        heading: 'På ditt språk',
        paragraphs: [
          'Kramik finns på engelska, polska, tyska, svenska, norska och kinesiska. Hantverkare kan beskriva varje produkt på flera språk, och du ser versionen på ditt språk när det finns en.',
        ],
      },
      {
        heading: 'Vem driver Kramik',
        paragraphs: [
          'Kramik drivs av operatören av marknadsplatsen Kramik; operatörens uppgifter finns på sidan Kontakt. Där tar vi gärna emot frågor, idéer och rapporter.',
        ],
      },
    ],
  },
  'nb-NO': {
    intro:
      'Kramik er en markedsplass for håndlaget kunsthåndverk: keramikk, smykker, tekstiler, trearbeid og mer – laget i små verksteder og solgt av dem som har laget det.',
    sections: [
      {
        heading: 'Et galleri av håndverkere',
        paragraphs: [
          'Vi laget Kramik for at det skal føles som en tur gjennom et galleri av håndverkere, ikke som et lavprislager. Hver eneste gjenstand her er laget for hånd, og hvert tilbud viser hvem som har laget den.',
          'Hver håndverker driver sin egen butikk på Kramik: De setter sine egne priser, beskriver og fotograferer arbeidene sine og sender dem selv eller overleverer dem i verkstedet sitt.',
        ],
      },
      {
        heading: 'Slik handler du',
        items: [
          'Fyll én handlekurv med arbeider fra flere håndverkere.',
          'I kassen deles handlekurven opp i én bestilling per håndverker, og du velger levering eller henting for hver av dem.',
          'Betal med PayU, PayPal eller AutoPay, eller kontant til budet der håndverkeren tilbyr det.',
          'Følg hver bestilling, skriv til håndverkeren og gi kjøpet ditt en vurdering når det er betalt.',
        ],
      },
      {
        heading: 'For håndverkere',
        paragraphs: [
          'Opprett en selgerkonto, legg inn firmaopplysninger, leveringsalternativer og produkter, og selg arbeidene dine til kjøpere over hele Europa.',
          'Kramik tar provisjon av produktene du selger (for tiden 8\u00a0% av verdien, frakt ikke medregnet). Brukervilkårene gir detaljene.',
        ],
      },
      {
        heading: 'På ditt språk',
        paragraphs: [
          'Kramik snakker engelsk, polsk, tysk, svensk, norsk og kinesisk. Håndverkere kan beskrive hvert produkt på flere språk, og du ser versjonen på ditt språk når den finnes.',
        ],
      },
      {
        heading: 'Hvem driver Kramik',
        paragraphs: [
          'Kramik drives av operatøren av markedsplassen Kramik; operatørens opplysninger finner du på siden Kontakt. Spørsmål, ideer og rapporter er velkomne der.',
        ],
      },
    ],
  },
};

export default about;
