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
  'zh-CN': {
    intro:
      '手工作品的生命力在于原创构思。在 Kramik 上，创作者保留其作品的权利；一旦有人抄袭，我们会迅速采取行动。',
    sections: [
      {
        heading: '设计归创作者所有',
        paragraphs: [
          '创作者发布的设计、照片和描述归该创作者所有，或归向该创作者授予许可的权利人所有。在 Kramik 上发布这些内容不会将任何权利转让给运营方。',
          '创作者发布商品，即授予运营方一项免费的非独占许可，允许运营方在该商品上架期间，在 Kramik、其应用以及从中分享的链接中展示该商品的照片和文字。',
        ],
      },
      {
        heading: '卖家可以发布哪些商品',
        items: [
          '仅限本人或其工作室制作的作品，且依据其自己的设计或其获许可使用的设计。',
          '仅限其本人拍摄或有权使用的照片。',
          '不得发布其他创作者作品的复制品或仿制品，也不得未经许可发布带有他人商标或标志的商品。',
          '不得发布假冒商品。',
        ],
      },
      {
        heading: '如何举报侵权',
        paragraphs: [
          '如果您认为某个商品侵犯了您的著作权、外观设计权或商标权——或任何其他权利——请通过每个页面底部的“举报可疑行为”或通过“联系我们”页面告知我们。请提供：',
        ],
        items: [
          '每个相关商品的链接，',
          '被侵犯的是哪项权利及理由，例如您原创作品的链接或照片，',
          '您的姓名和电子邮箱地址，以便我们回复，',
          '一份声明，表明您善意地相信您的举报准确且完整。',
        ],
      },
      {
        heading: '后续处理（通知与行动）',
        paragraphs: [
          '我们按照欧盟《数字服务法》的要求处理举报：确认已收到举报，勤勉、客观地审查每一项举报，并将我们的决定告知举报人。',
          '如果我们删除或限制某个商品，卖家将收到理由说明。卖家可以在六个月内通过我们的内部申诉程序对该决定提出异议，也可以求助于经认证的庭外争议解决机构，或向法院起诉。',
        ],
      },
      {
        heading: '反复侵权和滥用',
        paragraphs: [
          '反复发布侵权作品的卖家在收到警告后将被暂停一段合理的时间，并可能失去其账户。如果有人反复提交明显没有根据的举报，我们可能会在一段时间内停止处理其举报。',
        ],
      },
    ],
  },
  'de-DE': {
    intro:
      'Handgefertigte Arbeiten leben von originellen Ideen. Auf Kramik behalten Kunsthandwerker die Rechte an dem, was sie schaffen, und wir handeln schnell, wenn jemand es kopiert.',
    sections: [
      {
        heading: 'Die Entwürfe gehören den Kunsthandwerkern',
        paragraphs: [
          'Die Entwürfe, Fotos und Beschreibungen, die ein Kunsthandwerker veröffentlicht, gehören diesem Kunsthandwerker oder demjenigen, der sie ihm lizenziert hat. Durch das Einstellen auf Kramik gehen keine Rechte auf den Betreiber über.',
          'Mit der Veröffentlichung eines Angebots räumt der Kunsthandwerker dem Betreiber eine unentgeltliche, nicht ausschließliche Lizenz ein, die Fotos und Texte des Angebots auf Kramik, in der App und in daraus geteilten Links zu zeigen, solange das Angebot eingestellt ist.',
        ],
      },
      {
        heading: 'Was Verkäufer anbieten dürfen',
        items: [
          'Nur Arbeiten, die sie selbst oder ihre Werkstatt hergestellt haben, nach eigenen Entwürfen oder nach Entwürfen, für die sie eine Nutzungslizenz haben.',
          'Nur Fotos, die sie selbst aufgenommen haben oder verwenden dürfen.',
          'Keine Kopien oder Nachahmungen der Arbeiten anderer Kunsthandwerker und keine Waren mit fremden Marken oder Logos ohne Erlaubnis.',
          'Keine gefälschten Waren.',
        ],
      },
      {
        heading: 'So melden Sie eine Rechtsverletzung',
        paragraphs: [
          'Wenn Sie der Ansicht sind, dass ein Angebot Ihr Urheberrecht, Ihr Designrecht oder Ihre Marke – oder ein anderes Recht – verletzt, teilen Sie uns dies über „Verdächtiges melden“ unten auf jeder Seite oder über die Seite „Kontakt“ mit. Bitte geben Sie an:',
        ],
        items: [
          'den Link zu jedem betroffenen Angebot,',
          'welches Recht verletzt wird und warum, zum Beispiel einen Link zu Ihrem Originalwerk oder ein Foto davon,',
          'Ihren Namen und Ihre E-Mail-Adresse, damit wir Ihnen antworten können,',
          'eine Erklärung, dass Sie in gutem Glauben davon ausgehen, dass Ihre Meldung zutreffend und vollständig ist.',
        ],
      },
      {
        heading: 'Wie es weitergeht (Melde- und Abhilfeverfahren)',
        paragraphs: [
          'Wir bearbeiten Meldungen so, wie es das Gesetz über digitale Dienste der EU (Digital Services Act) verlangt: Wir bestätigen ihren Eingang, prüfen jede Meldung sorgfältig und objektiv und teilen der meldenden Person unsere Entscheidung mit.',
          'Wenn wir ein Angebot entfernen oder einschränken, erhält der Verkäufer eine Begründung. Der Verkäufer kann die Entscheidung innerhalb von sechs Monaten über unser internes Beschwerdeverfahren anfechten, sich an eine zertifizierte außergerichtliche Streitbeilegungsstelle wenden oder den Rechtsweg beschreiten.',
        ],
      },
      {
        heading: 'Wiederholte Rechtsverletzungen und Missbrauch',
        paragraphs: [
          'Verkäufer, die wiederholt rechtsverletzende Arbeiten einstellen, werden nach einer Verwarnung für einen angemessenen Zeitraum gesperrt und können ihr Konto verlieren. Wenn jemand wiederholt offensichtlich unbegründete Meldungen einreicht, können wir die Bearbeitung seiner Meldungen für eine gewisse Zeit aussetzen.',
        ],
      },
    ],
  },
  'sv-SE': {
    intro:
      'Hantverk lever på originella idéer. På Kramik behåller hantverkarna rättigheterna till det de skapar, och vi agerar snabbt när någon kopierar det.',
    sections: [
      {
        heading: 'Hantverkarna äger sina formgivningar',
        paragraphs: [
          'De formgivningar, fotografier och beskrivningar som en hantverkare publicerar tillhör den hantverkaren, eller den som har upplåtit en licens till hantverkaren. Att lägga ut dem på Kramik överför inga rättigheter till operatören.',
          'Genom att publicera ett erbjudande ger hantverkaren operatören en kostnadsfri, icke-exklusiv licens att visa erbjudandets fotografier och texter på Kramik, i appen och i länkar som delas därifrån, så länge erbjudandet ligger ute.',
        ],
      },
      {
        heading: 'Vad säljare får lägga ut',
        items: [
          'Endast verk som de själva eller deras ateljé har gjort, efter egna formgivningar eller formgivningar som de har licens att använda.',
          'Endast fotografier som de själva har tagit eller har rätt att använda.',
          'Inga kopior eller imitationer av andra hantverkares verk, och inga varor med någon annans varumärke eller logotyp utan tillstånd.',
          'Inga förfalskade varor.',
        ],
      },
      {
        heading: 'Så anmäler du ett intrång',
        paragraphs: [
          'Om du anser att ett erbjudande gör intrång i din upphovsrätt, din designrätt eller ditt varumärke – eller någon annan rättighet – meddela oss via ”Rapportera misstänkt aktivitet” längst ned på varje sida eller via sidan Kontakt. Ange följande:',
        ],
        items: [
          'länken till varje berört erbjudande,',
          'vilken rättighet som kränks och varför, till exempel en länk till eller ett foto av ditt originalverk,',
          'ditt namn och din e-postadress, så att vi kan svara,',
          'en försäkran om att du i god tro anser att din anmälan är korrekt och fullständig.',
        ],
      },
      {
        heading: 'Vad som händer sedan (anmälan och åtgärd)',
        paragraphs: [
          'Vi hanterar anmälningar så som EU:s förordning om digitala tjänster kräver: vi bekräftar att vi har tagit emot dem, granskar var och en omsorgsfullt och objektivt och meddelar den som anmälde vårt beslut.',
          'Om vi tar bort eller begränsar ett erbjudande får säljaren en motivering. Säljaren kan inom sex månader bestrida beslutet genom vårt interna klagomålsförfarande, vända sig till ett certifierat organ för tvistlösning utanför domstol eller gå till domstol.',
        ],
      },
      {
        heading: 'Upprepade intrång och missbruk',
        paragraphs: [
          'Säljare som upprepade gånger lägger ut verk som gör intrång stängs av under en rimlig tid efter en varning och kan förlora sitt konto. Om någon upprepade gånger skickar uppenbart ogrundade anmälningar kan vi under en tid sluta behandla dennes anmälningar.',
        ],
      },
    ],
  },
  'nb-NO': {
    intro:
      'Håndverk lever av originale ideer. På Kramik beholder håndverkerne rettighetene til det de skaper, og vi handler raskt når noen kopierer det.',
    sections: [
      {
        heading: 'Håndverkerne eier designene sine',
        paragraphs: [
          'Designene, fotografiene og beskrivelsene en håndverker publiserer, tilhører den håndverkeren, eller den som har gitt håndverkeren lisens til dem. Å legge dem ut på Kramik overfører ingen rettigheter til operatøren.',
          'Ved å publisere et tilbud gir håndverkeren operatøren en vederlagsfri, ikke-eksklusiv lisens til å vise tilbudets fotografier og tekster på Kramik, i appen og i lenker som deles derfra, så lenge tilbudet ligger ute.',
        ],
      },
      {
        heading: 'Hva selgere kan legge ut',
        items: [
          'Bare arbeider laget av dem selv eller i verkstedet deres, etter egne design eller design de har lisens til å bruke.',
          'Bare fotografier de har tatt selv eller har rett til å bruke.',
          'Ingen kopier eller etterligninger av andre håndverkeres arbeider, og ingen varer med andres varemerke eller logo uten tillatelse.',
          'Ingen forfalskede varer.',
        ],
      },
      {
        heading: 'Slik melder du fra om en krenkelse',
        paragraphs: [
          'Hvis du mener at et tilbud krenker din opphavsrett, designrett eller ditt varemerke – eller en annen rettighet – gi oss beskjed via «Meld fra om mistenkelig aktivitet» nederst på hver side, eller via siden Kontakt. Ta med:',
        ],
        items: [
          'lenken til hvert tilbud det gjelder,',
          'hvilken rettighet som krenkes og hvorfor, for eksempel en lenke til eller et bilde av originalarbeidet ditt,',
          'navnet ditt og e-postadressen din, slik at vi kan svare,',
          'en erklæring om at du i god tro mener at meldingen din er korrekt og fullstendig.',
        ],
      },
      {
        heading: 'Hva som skjer videre (melding og tiltak)',
        paragraphs: [
          'Vi behandler meldinger slik EUs forordning om digitale tjenester krever: Vi bekrefter at vi har mottatt dem, vurderer hver enkelt grundig og objektivt og forteller den som meldte fra, hva vi har bestemt.',
          'Hvis vi fjerner eller begrenser et tilbud, får selgeren en begrunnelse. Selgeren kan bestride avgjørelsen innen seks måneder gjennom vår interne klageordning, henvende seg til et sertifisert organ for utenrettslig tvisteløsning eller gå til domstolene.',
        ],
      },
      {
        heading: 'Gjentatte krenkelser og misbruk',
        paragraphs: [
          'Selgere som gjentatte ganger legger ut krenkende arbeider, blir etter en advarsel suspendert i en rimelig periode og kan miste kontoen sin. Hvis noen gjentatte ganger sender åpenbart grunnløse meldinger, kan vi for en periode slutte å behandle meldingene deres.',
        ],
      },
    ],
  },
};

export default intellectualProperty;
