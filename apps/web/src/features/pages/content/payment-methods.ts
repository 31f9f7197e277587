import type { PageTranslations } from './types';

const paymentMethods: PageTranslations = {
  'en-US': {
    intro:
      'You pay for your orders through licensed payment operators or, where the maker offers it, in cash on delivery. The methods available for your order are shown when you pay.',
    sections: [
      {
        heading: 'PayU',
        paragraphs: [
          'Pay by card, BLIK or online bank transfer on PayU’s secure page. The methods on offer depend on your bank, your country and the currency.',
          'With PayU you can pay all the orders of one checkout, even from several makers, in a single payment.',
        ],
      },
      {
        heading: 'PayPal',
        paragraphs: [
          'Pay with your PayPal account, or by card through PayPal where it offers that. Like PayU, PayPal can pay all the orders of one checkout at once.',
        ],
      },
      {
        heading: 'AutoPay (Blue Media)',
        paragraphs: [
          'AutoPay pays one maker’s order directly to that maker, so it is offered order by order, and only for makers who have set it up. You pay by online transfer, BLIK or card on AutoPay’s page.',
        ],
      },
      {
        heading: 'Cash on delivery',
        paragraphs: [
          'Some makers offer delivery by DPD or GLS courier with cash on delivery. You then pay the courier when the parcel arrives, and the order needs no online payment.',
          'Cash on delivery appears at checkout only when the maker offers it with that courier.',
        ],
      },
      {
        heading: 'Good to know',
        items: [
          'Prices are in the marketplace currency shown in the shop. If your card or account uses another currency, your bank or the operator converts the amount.',
          'An order that is not paid within 72 hours is cancelled automatically and its items go back on sale.',
          'If you close the payment window or cancel, you can pay later from My orders, or choose another operator.',
          'Refunds go back through the operator you paid with.',
          'Kramik never sees or stores your card details.',
        ],
      },
    ],
  },
  'pl-PL': {
    intro:
      'Za zamówienia płacisz za pośrednictwem licencjonowanych operatorów płatności albo — jeśli twórca to oferuje — gotówką przy odbiorze. Metody dostępne dla Twojego zamówienia zobaczysz przy płatności.',
    sections: [
      {
        heading: 'PayU',
        paragraphs: [
          'Zapłać kartą, BLIK-iem lub szybkim przelewem na bezpiecznej stronie PayU. Dostępne metody zależą od Twojego banku, kraju i waluty.',
          'Przez PayU opłacisz jedną płatnością wszystkie zamówienia z jednego koszyka, także u kilku twórców.',
        ],
      },
      {
        heading: 'PayPal',
        paragraphs: [
          'Zapłać z konta PayPal albo kartą przez PayPal, jeśli udostępnia taką opcję. Podobnie jak PayU, PayPal pozwala opłacić naraz wszystkie zamówienia z jednego koszyka.',
        ],
      },
      {
        heading: 'AutoPay (Blue Media)',
        paragraphs: [
          'AutoPay przekazuje zapłatę za zamówienie bezpośrednio twórcy, dlatego jest dostępny osobno dla każdego zamówienia i tylko u twórców, którzy go skonfigurowali. Płacisz szybkim przelewem, BLIK-iem lub kartą na stronie AutoPay.',
        ],
      },
      {
        heading: 'Płatność przy odbiorze',
        paragraphs: [
          'Niektórzy twórcy oferują dostawę kurierem DPD lub GLS za pobraniem. Płacisz wtedy kurierowi przy odbiorze przesyłki, a zamówienie nie wymaga płatności online.',
          'Płatność za pobraniem pojawia się przy zamówieniu tylko wtedy, gdy twórca oferuje ją u danego kuriera.',
        ],
      },
      {
        heading: 'Warto wiedzieć',
        items: [
          'Ceny są podane w walucie serwisu. Jeśli Twoja karta lub konto działa w innej walucie, kwotę przeliczy bank lub operator.',
          'Zamówienie nieopłacone w ciągu 72 godzin jest automatycznie anulowane, a produkty wracają do sprzedaży.',
          'Jeśli zamkniesz okno płatności lub ją anulujesz, możesz zapłacić później w zakładce Moje zamówienia albo wybrać innego operatora.',
          'Zwrot pieniędzy trafia do Ciebie przez tego samego operatora, przez którego dokonano płatności.',
          'Kramik nigdy nie widzi ani nie przechowuje danych Twojej karty.',
        ],
      },
    ],
  },
  'zh-CN': {
    intro:
      '您可以通过持牌支付服务商为订单付款；如创作者提供，也可以货到付款（现金）。付款时会显示您的订单可用的支付方式。',
    sections: [
      {
        heading: 'PayU',
        paragraphs: [
          '在 PayU 的安全页面上使用银行卡、BLIK 或网上银行转账付款。可用的支付方式取决于您的银行、所在国家和币种。',
          '使用 PayU，您可以一次性支付同一次结账中的所有订单，即使这些订单来自多位创作者。',
        ],
      },
      {
        heading: 'PayPal',
        paragraphs: [
          '使用您的 PayPal 账户付款；如 PayPal 支持，也可以通过 PayPal 使用银行卡付款。与 PayU 一样，PayPal 可以一次性支付同一次结账中的所有订单。',
        ],
      },
      {
        heading: 'AutoPay (Blue Media)',
        paragraphs: [
          'AutoPay 将一位创作者订单的款项直接支付给该创作者，因此它按订单逐一提供，且仅适用于已开通该服务的创作者。您可以在 AutoPay 的页面上通过网上转账、BLIK 或银行卡付款。',
        ],
      },
      {
        heading: '货到付款',
        paragraphs: [
          '部分创作者提供 DPD 或 GLS 快递的货到付款服务。您在包裹送达时向快递员付款，订单无需在线支付。',
          '只有当创作者为该快递提供货到付款时，结账时才会显示此选项。',
        ],
      },
      {
        heading: '温馨提示',
        items: [
          '价格以店铺中显示的平台币种标示。如果您的银行卡或账户使用其他币种，将由您的银行或支付服务商换算金额。',
          '72 小时内未付款的订单将被自动取消，其中的商品将重新上架销售。',
          '如果您关闭了付款窗口或取消了付款，可以稍后在“我的订单”中付款，或选择其他支付服务商。',
          '退款将通过您付款时使用的支付服务商退回。',
          'Kramik 从不查看或存储您的银行卡信息。',
        ],
      },
    ],
  },
  'de-DE': {
    intro:
      'Sie bezahlen Ihre Bestellungen über lizenzierte Zahlungsdienstleister oder, sofern der Kunsthandwerker dies anbietet, bar per Nachnahme. Die für Ihre Bestellung verfügbaren Zahlungsarten werden Ihnen beim Bezahlen angezeigt.',
    sections: [
      {
        heading: 'PayU',
        paragraphs: [
          'Bezahlen Sie per Karte, BLIK oder Online-Überweisung auf der sicheren Seite von PayU. Welche Zahlungsarten angeboten werden, hängt von Ihrer Bank, Ihrem Land und der Währung ab.',
          'Mit PayU können Sie alle Bestellungen eines Bestellvorgangs, auch von mehreren Kunsthandwerkern, in einer einzigen Zahlung begleichen.',
        ],
      },
      {
        heading: 'PayPal',
        paragraphs: [
          'Bezahlen Sie mit Ihrem PayPal-Konto oder, wo PayPal dies anbietet, per Karte über PayPal. Wie mit PayU lassen sich auch mit PayPal alle Bestellungen eines Bestellvorgangs auf einmal bezahlen.',
        ],
      },
      {
        heading: 'AutoPay (Blue Media)',
        paragraphs: [
          'AutoPay zahlt die Bestellung bei einem Kunsthandwerker direkt an diesen Kunsthandwerker aus. Daher wird es für jede Bestellung einzeln angeboten und nur bei Kunsthandwerkern, die es eingerichtet haben. Sie bezahlen per Online-Überweisung, BLIK oder Karte auf der Seite von AutoPay.',
        ],
      },
      {
        heading: 'Nachnahme',
        paragraphs: [
          'Einige Kunsthandwerker bieten die Lieferung per DPD- oder GLS-Kurier mit Nachnahme an. Sie bezahlen dann den Kurier bei Ankunft des Pakets, und die Bestellung erfordert keine Online-Zahlung.',
          'Nachnahme wird beim Bezahlen nur angezeigt, wenn der Kunsthandwerker sie mit diesem Kurier anbietet.',
        ],
      },
      {
        heading: 'Gut zu wissen',
        items: [
          'Die Preise sind in der im Shop angezeigten Marktplatzwährung angegeben. Verwendet Ihre Karte oder Ihr Konto eine andere Währung, rechnet Ihre Bank oder der Zahlungsdienstleister den Betrag um.',
          'Eine Bestellung, die nicht innerhalb von 72 Stunden bezahlt wird, wird automatisch storniert, und ihre Artikel gehen wieder in den Verkauf.',
          'Wenn Sie das Zahlungsfenster schließen oder die Zahlung abbrechen, können Sie später unter „Meine Bestellungen“ bezahlen oder einen anderen Zahlungsdienstleister wählen.',
          'Erstattungen erfolgen über den Zahlungsdienstleister, mit dem Sie bezahlt haben.',
          'Kramik sieht und speichert Ihre Kartendaten niemals.',
        ],
      },
    ],
  },
  'sv-SE': {
    intro:
      'Du betalar dina beställningar via licensierade betaltjänstleverantörer eller, om hantverkaren erbjuder det, kontant mot postförskott. Vilka betalsätt som finns för din beställning visas när du betalar.',
    sections: [
      {
        heading: 'PayU',
        paragraphs: [
          'Betala med kort, BLIK eller banköverföring online på PayU:s säkra sida. Vilka betalsätt som erbjuds beror på din bank, ditt land och valutan.',
          'Med PayU kan du betala alla beställningar från ett och samma köp, även från flera hantverkare, med en enda betalning.',
        ],
      },
      {
        heading: 'PayPal',
        paragraphs: [
          'Betala med ditt PayPal-konto, eller med kort via PayPal där PayPal erbjuder det. Precis som PayU kan PayPal betala alla beställningar från ett och samma köp på en gång.',
        ],
      },
      {
        heading: 'AutoPay (Blue Media)',
        paragraphs: [
          'AutoPay betalar en hantverkares beställning direkt till den hantverkaren, så betalsättet erbjuds beställning för beställning och bara hos hantverkare som har ställt in det. Du betalar med banköverföring online, BLIK eller kort på AutoPays sida.',
        ],
      },
      {
        heading: 'Postförskott',
        paragraphs: [
          'Vissa hantverkare erbjuder leverans med DPD- eller GLS-bud mot postförskott. Du betalar då budet när paketet kommer, och beställningen kräver ingen betalning online.',
          'Postförskott visas i kassan bara när hantverkaren erbjuder det med det budföretaget.',
        ],
      },
      {
        heading: 'Bra att veta',
        items: [
          'Priserna anges i marknadsplatsens valuta som visas i butiken. Om ditt kort eller konto använder en annan valuta räknar din bank eller betaltjänstleverantören om beloppet.',
          'En beställning som inte betalas inom 72 timmar avbryts automatiskt, och varorna går tillbaka till försäljning.',
          'Om du stänger betalfönstret eller avbryter kan du betala senare under Mina beställningar, eller välja en annan betaltjänstleverantör.',
          'Återbetalningar görs via den betaltjänstleverantör du betalade med.',
          'Kramik ser eller lagrar aldrig dina kortuppgifter.',
        ],
      },
    ],
  },
  'nb-NO': {
    intro:
      'Du betaler for bestillingene dine via lisensierte betalingsleverandører eller, der håndverkeren tilbyr det, kontant ved levering. Betalingsmåtene som er tilgjengelige for bestillingen din, vises når du betaler.',
    sections: [
      {
        heading: 'PayU',
        paragraphs: [
          'Betal med kort, BLIK eller nettbankoverføring på PayUs sikre side. Hvilke betalingsmåter som tilbys, avhenger av banken din, landet ditt og valutaen.',
          'Med PayU kan du betale alle bestillingene i ett og samme kjøp, også fra flere håndverkere, med én enkelt betaling.',
        ],
      },
      {
        heading: 'PayPal',
        paragraphs: [
          'Betal med PayPal-kontoen din, eller med kort via PayPal der PayPal tilbyr det. I likhet med PayU kan PayPal betale alle bestillingene i ett og samme kjøp på én gang.',
        ],
      },
      {
        heading: 'AutoPay (Blue Media)',
        paragraphs: [
          'AutoPay betaler én håndverkers bestilling direkte til den håndverkeren, så betalingsmåten tilbys bestilling for bestilling, og bare hos håndverkere som har satt den opp. Du betaler med nettbankoverføring, BLIK eller kort på AutoPays side.',
        ],
      },
      {
        heading: 'Oppkrav',
        paragraphs: [
          'Noen håndverkere tilbyr levering med DPD- eller GLS-bud mot oppkrav. Da betaler du budet når pakken kommer, og bestillingen trenger ingen betaling på nett.',
          'Oppkrav vises i kassen bare når håndverkeren tilbyr det med det budselskapet.',
        ],
      },
      {
        heading: 'Greit å vite',
        items: [
          'Prisene er i markedsplassens valuta som vises i butikken. Hvis kortet eller kontoen din bruker en annen valuta, regner banken din eller betalingsleverandøren om beløpet.',
          'En bestilling som ikke er betalt innen 72 timer, kanselleres automatisk, og varene legges ut for salg igjen.',
          'Hvis du lukker betalingsvinduet eller avbryter, kan du betale senere under Mine bestillinger, eller velge en annen betalingsleverandør.',
          'Refusjoner går tilbake via betalingsleverandøren du betalte med.',
          'Kramik ser eller lagrer aldri kortopplysningene dine.',
        ],
      },
    ],
  },
};

export default paymentMethods;
