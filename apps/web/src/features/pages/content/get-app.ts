import type { PageTranslations } from './types';

const getApp: PageTranslations = {
  'en-US': {
    intro:
      'Kramik is an installable web app (PWA). You can add it to your phone’s home screen straight from the browser — no app store, no large download — and it opens in its own window like any other app.',
    sections: [
      {
        heading: 'Why install it',
        items: [
          'Start Kramik from your home screen with one tap.',
          'It opens full screen, without the browser’s address bar.',
          'It starts quickly, and its interface loads even on a weak connection; browsing offers still needs the internet.',
          'Updates arrive by themselves: when a new version is ready, Kramik offers to refresh.',
        ],
      },
      {
        heading: 'On Android',
        ordered: true,
        paragraphs: [
          'These are the steps in Chrome; other browsers, such as Samsung Internet or Firefox, have a similar option in their menu.',
        ],
        items: [
          'Open Kramik in Chrome.',
          'Tap the menu (⋮) in the top right corner.',
          'Choose “Install app” or “Add to home screen”.',
          'Confirm with “Install”. The Kramik icon appears on your home screen and in your app list.',
        ],
      },
      {
        heading: 'On iPhone and iPad',
        ordered: true,
        paragraphs: [
          'These are the steps in Safari; in recent versions of iOS, other browsers offer the same option in their Share menu.',
        ],
        items: [
          'Open Kramik in Safari.',
          'Tap the Share button (the square with an arrow pointing up).',
          'Scroll down and choose “Add to Home Screen”.',
          'Tap “Add”. Kramik appears on your home screen.',
        ],
      },
      {
        heading: 'On a computer',
        paragraphs: [
          'In Chrome or Edge, click the install icon at the right end of the address bar, or open the browser’s menu and look for the option to install Kramik as an app.',
        ],
      },
      {
        heading: 'App stores',
        paragraphs: [
          'When the operator publishes Kramik in Google Play or the App Store, the links to the stores are shown on this page. The web app installed as described above is the same Kramik, with the same account, cart and orders.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Kramik to aplikacja internetowa, którą można zainstalować (PWA). Dodasz ją do ekranu głównego telefonu prosto z przeglądarki — bez sklepu z aplikacjami i bez dużego pobierania — a otworzy się we własnym oknie jak każda inna aplikacja.',
    sections: [
      {
        heading: 'Dlaczego warto ją zainstalować',
        items: [
          'Kramik uruchomisz jednym dotknięciem z ekranu głównego.',
          'Aplikacja otwiera się na pełnym ekranie, bez paska adresu przeglądarki.',
          'Szybko się uruchamia, a jej interfejs wczytuje się nawet przy słabym połączeniu; przeglądanie ofert nadal wymaga internetu.',
          'Aktualizacje przychodzą same: gdy nowa wersja jest gotowa, Kramik zaproponuje odświeżenie.',
        ],
      },
      {
        heading: 'Na Androidzie',
        ordered: true,
        paragraphs: [
          'Tak wygląda to w Chrome; inne przeglądarki, np. Samsung Internet czy Firefox, mają podobną opcję w swoim menu.',
        ],
        items: [
          'Otwórz Kramik w przeglądarce Chrome.',
          'Dotknij menu (⋮) w prawym górnym rogu.',
          'Wybierz „Zainstaluj aplikację” lub „Dodaj do ekranu głównego”.',
          'Potwierdź przyciskiem „Zainstaluj”. Ikona Kramiku pojawi się na ekranie głównym i na liście aplikacji.',
        ],
      },
      {
        heading: 'Na iPhonie i iPadzie',
        ordered: true,
        paragraphs: [
          'Tak wygląda to w Safari; w nowszych wersjach iOS tę samą opcję mają też inne przeglądarki, w menu Udostępnij.',
        ],
        items: [
          'Otwórz Kramik w Safari.',
          'Dotknij przycisku Udostępnij (kwadrat ze strzałką skierowaną w górę).',
          'Przewiń w dół i wybierz „Do ekranu początkowego”.',
          'Dotknij „Dodaj”. Kramik pojawi się na ekranie początkowym.',
        ],
      },
      {
        heading: 'Na komputerze',
        paragraphs: [
          'W Chrome lub Edge kliknij ikonę instalacji po prawej stronie paska adresu albo otwórz menu przeglądarki i poszukaj opcji zainstalowania Kramiku jako aplikacji.',
        ],
      },
      {
        heading: 'Sklepy z aplikacjami',
        paragraphs: [
          'Gdy operator opublikuje Kramik w Google Play lub App Store, linki do sklepów pojawią się na tej stronie. Aplikacja zainstalowana w opisany wyżej sposób to ten sam Kramik — z tym samym kontem, koszykiem i zamówieniami.',
        ],
      },
    ],
  },
};

export default getApp;
