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
};

export default regular;
