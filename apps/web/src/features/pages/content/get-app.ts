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
  'zh-CN': {
    intro:
      'Kramik 是一款可安装的网页应用（PWA）。您可以直接从浏览器将它添加到手机主屏幕——无需应用商店，也无需下载大文件——它会像其他应用一样在独立窗口中打开。',
    sections: [
      {
        heading: '为什么要安装',
        items: [
          '在主屏幕上轻点一下即可启动 Kramik。',
          '全屏打开，不显示浏览器的地址栏。',
          '启动迅速，即使网络信号较弱也能加载界面；浏览商品仍需联网。',
          '自动更新：新版本就绪时，Kramik 会提示您刷新。',
        ],
      },
      {
        heading: '在 Android 上',
        ordered: true,
        paragraphs: [
          '以下是 Chrome 中的步骤；其他浏览器（如 Samsung Internet 或 Firefox）的菜单中也有类似选项。',
        ],
        items: [
          '在 Chrome 中打开 Kramik。',
          '轻点右上角的菜单（⋮）。',
          '选择“安装应用”或“添加到主屏幕”。',
          '轻点“安装”确认。Kramik 图标会出现在主屏幕和应用列表中。',
        ],
      },
      {
        heading: '在 iPhone 和 iPad 上',
        ordered: true,
        paragraphs: [
          '以下是 Safari 中的步骤；在较新版本的 iOS 中，其他浏览器的“共享”菜单中也提供同样的选项。',
        ],
        items: [
          '在 Safari 中打开 Kramik。',
          '轻点“共享”按钮（带向上箭头的方框）。',
          '向下滚动并选择“添加到主屏幕”。',
          '轻点“添加”。Kramik 会出现在主屏幕上。',
        ],
      },
      {
        heading: '在电脑上',
        paragraphs: [
          '在 Chrome 或 Edge 中，点击地址栏右端的安装图标，或打开浏览器菜单，查找将 Kramik 安装为应用的选项。',
        ],
      },
      {
        heading: '应用商店',
        paragraphs: [
          '运营方在 Google Play 或 App Store 上架 Kramik 后，商店链接将显示在本页面上。按上述方法安装的网页应用就是同一个 Kramik，账户、购物车和订单都相同。',
        ],
      },
    ],
  },
  'de-DE': {
    intro:
      'Kramik ist eine installierbare Web-App (PWA). Sie können sie direkt aus dem Browser zum Startbildschirm Ihres Smartphones hinzufügen – ohne App-Store und ohne großen Download –, und sie öffnet sich wie jede andere App in einem eigenen Fenster.',
    sections: [
      {
        heading: 'Warum sich die Installation lohnt',
        items: [
          'Starten Sie Kramik mit einem Tippen vom Startbildschirm.',
          'Die App öffnet sich im Vollbild, ohne die Adressleiste des Browsers.',
          'Sie startet schnell, und ihre Oberfläche lädt auch bei schwacher Verbindung; zum Durchstöbern der Angebote brauchen Sie weiterhin Internet.',
          'Updates kommen von selbst: Sobald eine neue Version bereitsteht, bietet Kramik an, die Seite neu zu laden.',
        ],
      },
      {
        heading: 'Unter Android',
        ordered: true,
        paragraphs: [
          'So geht es in Chrome; andere Browser wie Samsung Internet oder Firefox bieten eine ähnliche Option in ihrem Menü.',
        ],
        items: [
          'Öffnen Sie Kramik in Chrome.',
          'Tippen Sie oben rechts auf das Menü (⋮).',
          'Wählen Sie „App installieren“ oder „Zum Startbildschirm hinzufügen“.',
          'Bestätigen Sie mit „Installieren“. Das Kramik-Symbol erscheint auf Ihrem Startbildschirm und in Ihrer App-Liste.',
        ],
      },
      {
        heading: 'Auf iPhone und iPad',
        ordered: true,
        paragraphs: [
          'So geht es in Safari; in neueren iOS-Versionen bieten auch andere Browser dieselbe Option in ihrem Teilen-Menü.',
        ],
        items: [
          'Öffnen Sie Kramik in Safari.',
          'Tippen Sie auf die Schaltfläche „Teilen“ (das Quadrat mit dem nach oben zeigenden Pfeil).',
          'Scrollen Sie nach unten und wählen Sie „Zum Home-Bildschirm“.',
          'Tippen Sie auf „Hinzufügen“. Kramik erscheint auf Ihrem Home-Bildschirm.',
        ],
      },
      {
        heading: 'Auf dem Computer',
        paragraphs: [
          'Klicken Sie in Chrome oder Edge auf das Installationssymbol am rechten Ende der Adressleiste, oder öffnen Sie das Browsermenü und suchen Sie nach der Option, Kramik als App zu installieren.',
        ],
      },
      {
        heading: 'App-Stores',
        paragraphs: [
          'Sobald der Betreiber Kramik bei Google Play oder im App Store veröffentlicht, werden die Links zu den Stores auf dieser Seite angezeigt. Die wie oben beschrieben installierte Web-App ist dasselbe Kramik, mit demselben Konto, demselben Warenkorb und denselben Bestellungen.',
        ],
      },
    ],
  },
  'sv-SE': {
    intro:
      'Kramik är en installerbar webbapp (PWA). Du kan lägga till den på telefonens hemskärm direkt från webbläsaren – utan appbutik och utan stor nedladdning – och den öppnas i ett eget fönster precis som vilken annan app som helst.',
    sections: [
      {
        heading: 'Därför lönar det sig att installera',
        items: [
          'Starta Kramik från hemskärmen med ett tryck.',
          'Appen öppnas i helskärm, utan webbläsarens adressfält.',
          'Den startar snabbt, och gränssnittet laddas även vid svag uppkoppling; för att bläddra bland erbjudanden behövs fortfarande internet.',
          'Uppdateringar kommer av sig själva: när en ny version är klar erbjuder Kramik att ladda om.',
        ],
      },
      {
        heading: 'På Android',
        ordered: true,
        paragraphs: [
          'Så här gör du i Chrome; andra webbläsare, till exempel Samsung Internet eller Firefox, har ett liknande alternativ i sin meny.',
        ],
        items: [
          'Öppna Kramik i Chrome.',
          'Tryck på menyn (⋮) i det övre högra hörnet.',
          'Välj ”Installera appen” eller ”Lägg till på startskärmen”.',
          'Bekräfta med ”Installera”. Kramik-ikonen visas på hemskärmen och i applistan.',
        ],
      },
      {
        heading: 'På iPhone och iPad',
        ordered: true,
        paragraphs: [
          'Så här gör du i Safari; i nyare versioner av iOS har även andra webbläsare samma alternativ i sin Dela-meny.',
        ],
        items: [
          'Öppna Kramik i Safari.',
          'Tryck på Dela-knappen (fyrkanten med en pil som pekar uppåt).',
          'Scrolla nedåt och välj ”Lägg till på hemskärmen”.',
          'Tryck på ”Lägg till”. Kramik visas på hemskärmen.',
        ],
      },
      {
        heading: 'På en dator',
        paragraphs: [
          'I Chrome eller Edge klickar du på installationsikonen längst till höger i adressfältet, eller öppnar webbläsarens meny och letar efter alternativet att installera Kramik som app.',
        ],
      },
      {
        heading: 'Appbutiker',
        paragraphs: [
          'När operatören publicerar Kramik på Google Play eller i App Store visas länkarna till butikerna på den här sidan. Webbappen som installeras enligt beskrivningen ovan är samma Kramik, med samma konto, kundvagn och beställningar.',
        ],
      },
    ],
  },
  'nb-NO': {
    intro:
      'Kramik er en installerbar nettapp (PWA). Du kan legge den til på telefonens startskjerm rett fra nettleseren – uten appbutikk og uten stor nedlasting – og den åpnes i sitt eget vindu som enhver annen app.',
    sections: [
      {
        heading: 'Hvorfor installere den',
        items: [
          'Start Kramik fra startskjermen med ett trykk.',
          'Appen åpnes i fullskjerm, uten nettleserens adresselinje.',
          'Den starter raskt, og grensesnittet lastes selv med svak forbindelse; for å bla gjennom tilbud trenger du fortsatt internett.',
          'Oppdateringer kommer av seg selv: Når en ny versjon er klar, tilbyr Kramik å laste inn på nytt.',
        ],
      },
      {
        heading: 'På Android',
        ordered: true,
        paragraphs: [
          'Dette er fremgangsmåten i Chrome; andre nettlesere, som Samsung Internet eller Firefox, har et lignende valg i menyen sin.',
        ],
        items: [
          'Åpne Kramik i Chrome.',
          'Trykk på menyen (⋮) øverst til høyre.',
          'Velg «Installer appen» eller «Legg til på startskjermen».',
          'Bekreft med «Installer». Kramik-ikonet vises på startskjermen og i applisten.',
        ],
      },
      {
        heading: 'På iPhone og iPad',
        ordered: true,
        paragraphs: [
          'Dette er fremgangsmåten i Safari; i nyere versjoner av iOS har også andre nettlesere det samme valget i Del-menyen sin.',
        ],
        items: [
          'Åpne Kramik i Safari.',
          'Trykk på Del-knappen (firkanten med en pil som peker opp).',
          'Rull ned og velg «Legg til på Hjem-skjerm».',
          'Trykk på «Legg til». Kramik vises på Hjem-skjermen.',
        ],
      },
      {
        heading: 'På en datamaskin',
        paragraphs: [
          'I Chrome eller Edge klikker du på installeringsikonet helt til høyre i adresselinjen, eller du åpner nettleserens meny og ser etter valget for å installere Kramik som app.',
        ],
      },
      {
        heading: 'Appbutikker',
        paragraphs: [
          'Når operatøren publiserer Kramik på Google Play eller i App Store, vises lenkene til butikkene på denne siden. Nettappen som er installert som beskrevet ovenfor, er den samme Kramik, med samme konto, handlekurv og bestillinger.',
        ],
      },
    ],
  },
};

export default getApp;
