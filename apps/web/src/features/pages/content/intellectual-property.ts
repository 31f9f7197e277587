import type { PageTranslations } from './types';

const intellectualProperty: PageTranslations = {
  'en-US': {
    intro:
      'Handmade work lives on original ideas. On Kramik, makers keep the rights to what they create, and we act quickly when someone copies it.',
    sections: [
      {
        heading: 'Makers own their designs',
        paragraphs: [
          'The designs, photographs and descriptions a maker publishes belong to that maker, or to whoever licensed them to the maker. Listing them on Kramik transfers no rights to the operator.',
          'By publishing an offer, the maker gives the operator a free, non-exclusive licence to show its photographs and texts on Kramik, in its app and in links shared from it, for as long as the offer is listed.',
        ],
      },
      {
        heading: 'What sellers may list',
        items: [
          'Only work made by themselves or in their studio, to their own designs or to designs they are licensed to use.',
          'Only photographs they took or have the right to use.',
          'No copies or imitations of other makers’ work, and no goods bearing someone else’s trade mark or logo without permission.',
          'No counterfeit goods.',
        ],
      },
      {
        heading: 'How to report an infringement',
        paragraphs: [
          'If you believe an offer infringes your copyright, design or trade mark — or any other right — tell us with “Report suspicious activity” at the bottom of every page, or through the Contact page. Please include:',
        ],
        items: [
          'the link to each offer concerned,',
          'which right is infringed and why, for example a link to or a photo of your original work,',
          'your name and e-mail address, so that we can reply,',
          'a statement that you believe in good faith that your report is accurate and complete.',
        ],
      },
      {
        heading: 'What happens next (notice and action)',
        paragraphs: [
          'We handle reports as the EU Digital Services Act requires: we confirm that we received them, review each one diligently and objectively, and tell the person who reported what we decided.',
          'If we remove or restrict an offer, the seller receives a statement of reasons. The seller may contest the decision within six months through our internal complaint procedure, turn to a certified out-of-court dispute settlement body, or go to court.',
        ],
      },
      {
        heading: 'Repeated infringements and misuse',
        paragraphs: [
          'Sellers who repeatedly list infringing work are suspended for a reasonable time after a warning, and may lose their account. If someone repeatedly sends clearly unfounded reports, we may stop processing their reports for a time.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Rękodzieło żyje z oryginalnych pomysłów. Na Kramiku twórcy zachowują prawa do tego, co stworzyli, a my szybko reagujemy, gdy ktoś je kopiuje.',
    sections: [
      {
        heading: 'Projekty należą do twórców',
        paragraphs: [
          'Projekty, zdjęcia i opisy publikowane przez twórcę należą do niego albo do osoby, która udzieliła mu licencji. Wystawienie ich na Kramiku nie przenosi żadnych praw na operatora.',
          'Publikując ofertę, twórca udziela operatorowi nieodpłatnej, niewyłącznej licencji na wyświetlanie jej zdjęć i opisów na Kramiku, w aplikacji i w udostępnianych z nich linkach — przez cały czas, gdy oferta jest wystawiona.',
        ],
      },
      {
        heading: 'Co mogą wystawiać sprzedawcy',
        items: [
          'Tylko prace wykonane samodzielnie lub we własnej pracowni, według własnych projektów albo projektów, do których mają licencję.',
          'Tylko zdjęcia, które sami wykonali lub mają prawo wykorzystać.',
          'Żadnych kopii ani naśladownictw cudzych prac i żadnych towarów z cudzym znakiem towarowym lub logo bez zgody uprawnionego.',
          'Żadnych podróbek.',
        ],
      },
      {
        heading: 'Jak zgłosić naruszenie',
        paragraphs: [
          'Jeśli uważasz, że oferta narusza Twoje prawa autorskie, prawa do wzoru lub znaku towarowego — albo inne prawa — powiadom nas przez „Zgłoś podejrzaną aktywność” na dole każdej strony lub przez stronę Kontakt. Zgłoszenie powinno zawierać:',
        ],
        items: [
          'link do każdej oferty, której dotyczy,',
          'informację, jakie prawo zostało naruszone i dlaczego — np. link do oryginalnej pracy lub jej zdjęcie,',
          'Twoje imię i nazwisko oraz adres e-mail, abyśmy mogli odpowiedzieć,',
          'oświadczenie, że w dobrej wierze uważasz zgłoszenie za prawidłowe i kompletne.',
        ],
      },
      {
        heading: 'Co dzieje się dalej (zgłoszenie i działanie)',
        paragraphs: [
          'Zgłoszenia rozpatrujemy zgodnie z unijnym aktem o usługach cyfrowych (DSA): potwierdzamy ich otrzymanie, każde rozpatrujemy starannie i obiektywnie, a zgłaszającego informujemy o decyzji.',
          'Jeśli usuniemy lub ograniczymy ofertę, sprzedawca otrzyma uzasadnienie. W ciągu sześciu miesięcy może zakwestionować decyzję w naszej wewnętrznej procedurze odwoławczej, zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów albo do sądu.',
        ],
      },
      {
        heading: 'Powtarzające się naruszenia i nadużycia',
        paragraphs: [
          'Sprzedawcy, którzy wielokrotnie wystawiają prace naruszające cudze prawa, są po ostrzeżeniu zawieszani na rozsądny czas i mogą stracić konto. Jeśli ktoś wielokrotnie wysyła oczywiście bezzasadne zgłoszenia, możemy na pewien czas wstrzymać rozpatrywanie jego zgłoszeń.',
        ],
      },
    ],
  },
};

export default intellectualProperty;
