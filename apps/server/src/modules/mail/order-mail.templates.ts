import type { Locale, Money, OrderStatus } from '@kramik/contract';

export type OrderMailTemplate =
  | {
      name: 'orderPlaced';
      firstName: string;
      orders: { number: string; maker: string; total: Money; awaitingPayment: boolean }[];
      link: string;
    }
  | {
      name: 'orderReceived';
      number: string;
      customer: string;
      itemCount: number;
      total: Money;
      link: string;
    }
  | {
      name: 'orderStatus';
      firstName: string;
      number: string;
      status: OrderStatus;
      trackingUrl: string | null;
      link: string;
    }
  | {
      /** To administrators: an operator's signed "paid" did not match the payment. */
      name: 'paymentMismatch';
      operator: string;
      paymentId: string;
      expected: Money;
      /** As the operator sent it (its currency may not be a real one). */
      received: { amount: number | null; currency: string | null };
      link: string;
    };

interface Rendered {
  subject: string;
  paragraphs: string[];
}
type OrderRenderers = {
  [K in OrderMailTemplate['name']]: (p: Extract<OrderMailTemplate, { name: K }>) => Rendered;
};

const money = (locale: Locale, m: Money) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: m.currency }).format(m.amount / 100);

const STATUS: Record<Locale, Record<OrderStatus, string>> = {
  'en-US': {
    awaiting_payment: 'awaiting payment',
    paid: 'paid',
    in_progress: 'in progress',
    shipped: 'shipped',
    ready_for_pickup: 'ready for pick-up',
    delivered: 'delivered',
    picked_up: 'picked up',
    completed: 'completed',
    cancelled: 'cancelled',
  },
  'pl-PL': {
    awaiting_payment: 'oczekuje na płatność',
    paid: 'opłacone',
    in_progress: 'w realizacji',
    shipped: 'wysłane',
    ready_for_pickup: 'gotowe do odbioru',
    delivered: 'dostarczone',
    picked_up: 'odebrane',
    completed: 'zakończone',
    cancelled: 'anulowane',
  },
  'zh-CN': {
    awaiting_payment: '待付款',
    paid: '已付款',
    in_progress: '处理中',
    shipped: '已发货',
    ready_for_pickup: '可自提',
    delivered: '已送达',
    picked_up: '已自提',
    completed: '已完成',
    cancelled: '已取消',
  },
  'de-DE': {
    awaiting_payment: 'wartet auf Zahlung',
    paid: 'bezahlt',
    in_progress: 'in Bearbeitung',
    shipped: 'versandt',
    ready_for_pickup: 'abholbereit',
    delivered: 'zugestellt',
    picked_up: 'abgeholt',
    completed: 'abgeschlossen',
    cancelled: 'storniert',
  },
  'sv-SE': {
    awaiting_payment: 'väntar på betalning',
    paid: 'betald',
    in_progress: 'behandlas',
    shipped: 'skickad',
    ready_for_pickup: 'klar att hämta',
    delivered: 'levererad',
    picked_up: 'hämtad',
    completed: 'slutförd',
    cancelled: 'avbruten',
  },
  'nb-NO': {
    awaiting_payment: 'venter på betaling',
    paid: 'betalt',
    in_progress: 'under behandling',
    shipped: 'sendt',
    ready_for_pickup: 'klar til henting',
    delivered: 'levert',
    picked_up: 'hentet',
    completed: 'fullført',
    cancelled: 'kansellert',
  },
};

/** An amount as an operator sent it: formatted when it is a currency we can name, else as is. */
const sent = (locale: Locale, m: { amount: number | null; currency: string | null }) => {
  if (m.amount === null) return '—';
  try {
    return money(locale, { amount: m.amount, currency: m.currency ?? '' });
  } catch {
    return `${(m.amount / 100).toFixed(2)} ${m.currency ?? ''}`.trim();
  }
};

type Mismatch = Extract<OrderMailTemplate, { name: 'paymentMismatch' }>;

const PAYMENT_MISMATCH: Record<Locale, (p: Mismatch) => Rendered> = {
  'en-US': (p) => ({
    subject: `Payment to check: ${p.operator} reported a different amount`,
    paragraphs: [
      `${p.operator} reported payment ${p.paymentId} as paid with ${sent('en-US', p.received)}, but ${money('en-US', p.expected)} was expected.`,
      'Nothing was marked paid. The payment is asked about again at the operator at the next reconciliation; check it in the administration:',
      p.link,
    ],
  }),
  'pl-PL': (p) => ({
    subject: `Płatność do sprawdzenia: ${p.operator} podał inną kwotę`,
    paragraphs: [
      `${p.operator} zgłosił płatność ${p.paymentId} jako opłaconą kwotą ${sent('pl-PL', p.received)}, a oczekiwano ${money('pl-PL', p.expected)}.`,
      'Niczego nie oznaczono jako opłacone. Przy najbliższym uzgodnieniu płatność zostanie ponownie sprawdzona u operatora; zobacz ją w panelu administracyjnym:',
      p.link,
    ],
  }),
  'zh-CN': (p) => ({
    subject: `需核查的付款：${p.operator} 报告的金额不一致`,
    paragraphs: [
      `${p.operator} 报告付款 ${p.paymentId} 已支付 ${sent('zh-CN', p.received)}，但应为 ${money('zh-CN', p.expected)}。`,
      '未将任何订单标记为已付款。下次对账时将再次向支付运营商核实该付款；请在管理后台查看：',
      p.link,
    ],
  }),
  'de-DE': (p) => ({
    subject: `Zahlung prüfen: ${p.operator} meldete einen anderen Betrag`,
    paragraphs: [
      `${p.operator} meldete die Zahlung ${p.paymentId} als bezahlt mit ${sent('de-DE', p.received)}, erwartet waren ${money('de-DE', p.expected)}.`,
      'Nichts wurde als bezahlt markiert. Beim nächsten Abgleich wird der Zahlungsanbieter erneut gefragt; prüfen Sie die Zahlung in der Verwaltung:',
      p.link,
    ],
  }),
  'sv-SE': (p) => ({
    subject: `Betalning att kontrollera: ${p.operator} angav ett annat belopp`,
    paragraphs: [
      `${p.operator} rapporterade betalningen ${p.paymentId} som betald med ${sent('sv-SE', p.received)}, men ${money('sv-SE', p.expected)} väntades.`,
      'Inget markerades som betalt. Vid nästa avstämning tillfrågas betalningsleverantören igen; kontrollera betalningen i administrationen:',
      p.link,
    ],
  }),
  'nb-NO': (p) => ({
    subject: `Betaling å kontrollere: ${p.operator} oppga et annet beløp`,
    paragraphs: [
      `${p.operator} meldte betalingen ${p.paymentId} som betalt med ${sent('nb-NO', p.received)}, men ${money('nb-NO', p.expected)} var ventet.`,
      'Ingenting ble merket som betalt. Ved neste avstemming spørres betalingsleverandøren på nytt; kontroller betalingen i administrasjonen:',
      p.link,
    ],
  }),
};

const lines = (locale: Locale, p: Extract<OrderMailTemplate, { name: 'orderPlaced' }>) =>
  p.orders.map((o) => `${o.number} · ${o.maker} · ${money(locale, o.total)}`);

/** The order mails in every interface locale; a missing one is a compile error. */
export const ORDER_TEMPLATES: Record<Locale, OrderRenderers> = {
  'en-US': {
    paymentMismatch: PAYMENT_MISMATCH['en-US'],
    orderPlaced: (p) => ({
      subject: 'Your Kramik order',
      paragraphs: [
        `Hello ${p.firstName},`,
        'Thank you! The makers have your order:',
        ...lines('en-US', p),
        p.orders.some((o) => o.awaitingPayment)
          ? 'Orders awaiting payment are cancelled after 72 hours. Pay or follow them here:'
          : 'Follow your orders here:',
        p.link,
      ],
    }),
    orderReceived: (p) => ({
      subject: `New order ${p.number}`,
      paragraphs: [
        `${p.customer} ordered ${p.itemCount} item(s) for ${money('en-US', p.total)}.`,
        'See the order:',
        p.link,
      ],
    }),
    orderStatus: (p) => ({
      subject: `Order ${p.number}: ${STATUS['en-US'][p.status]}`,
      paragraphs: [
        `Hello ${p.firstName},`,
        `Your order ${p.number} is now ${STATUS['en-US'][p.status]}.`,
        ...(p.trackingUrl ? ['Follow the parcel:', p.trackingUrl] : []),
        'Your orders:',
        p.link,
      ],
    }),
  },
  'pl-PL': {
    paymentMismatch: PAYMENT_MISMATCH['pl-PL'],
    orderPlaced: (p) => ({
      subject: 'Twoje zamówienie w Kramiku',
      paragraphs: [
        `Cześć ${p.firstName},`,
        'Dziękujemy! Twórcy otrzymali zamówienie:',
        ...lines('pl-PL', p),
        p.orders.some((o) => o.awaitingPayment)
          ? 'Zamówienia nieopłacone w ciągu 72 godzin są anulowane. Zapłać lub śledź je tutaj:'
          : 'Śledź zamówienia tutaj:',
        p.link,
      ],
    }),
    orderReceived: (p) => ({
      subject: `Nowe zamówienie ${p.number}`,
      paragraphs: [
        `${p.customer} zamówił(a) ${p.itemCount} szt. za ${money('pl-PL', p.total)}.`,
        'Zobacz zamówienie:',
        p.link,
      ],
    }),
    orderStatus: (p) => ({
      subject: `Zamówienie ${p.number}: ${STATUS['pl-PL'][p.status]}`,
      paragraphs: [
        `Cześć ${p.firstName},`,
        `Status zamówienia ${p.number}: ${STATUS['pl-PL'][p.status]}.`,
        ...(p.trackingUrl ? ['Śledź przesyłkę:', p.trackingUrl] : []),
        'Twoje zamówienia:',
        p.link,
      ],
    }),
  },
  'zh-CN': {
    paymentMismatch: PAYMENT_MISMATCH['zh-CN'],
    orderPlaced: (p) => ({
      subject: '您在 Kramik 的订单',
      paragraphs: [
        `${p.firstName}，您好：`,
        '谢谢！手作人已收到您的订单：',
        ...lines('zh-CN', p),
        p.orders.some((o) => o.awaitingPayment)
          ? '72 小时内未付款的订单将被取消。在此付款或查看订单：'
          : '在此查看您的订单：',
        p.link,
      ],
    }),
    orderReceived: (p) => ({
      subject: `新订单 ${p.number}`,
      paragraphs: [
        `${p.customer} 订购了 ${p.itemCount} 件商品，共 ${money('zh-CN', p.total)}。`,
        '查看订单：',
        p.link,
      ],
    }),
    orderStatus: (p) => ({
      subject: `订单 ${p.number}：${STATUS['zh-CN'][p.status]}`,
      paragraphs: [
        `${p.firstName}，您好：`,
        `您的订单 ${p.number} 状态：${STATUS['zh-CN'][p.status]}。`,
        ...(p.trackingUrl ? ['跟踪包裹：', p.trackingUrl] : []),
        '您的订单：',
        p.link,
      ],
    }),
  },
  'de-DE': {
    paymentMismatch: PAYMENT_MISMATCH['de-DE'],
    orderPlaced: (p) => ({
      subject: 'Ihre Kramik-Bestellung',
      paragraphs: [
        `Hallo ${p.firstName},`,
        'Vielen Dank! Die Hersteller haben Ihre Bestellung erhalten:',
        ...lines('de-DE', p),
        p.orders.some((o) => o.awaitingPayment)
          ? 'Unbezahlte Bestellungen werden nach 72 Stunden storniert. Bezahlen oder verfolgen Sie sie hier:'
          : 'Verfolgen Sie Ihre Bestellungen hier:',
        p.link,
      ],
    }),
    orderReceived: (p) => ({
      subject: `Neue Bestellung ${p.number}`,
      paragraphs: [
        `${p.customer} hat ${p.itemCount} Artikel für ${money('de-DE', p.total)} bestellt.`,
        'Zur Bestellung:',
        p.link,
      ],
    }),
    orderStatus: (p) => ({
      subject: `Bestellung ${p.number}: ${STATUS['de-DE'][p.status]}`,
      paragraphs: [
        `Hallo ${p.firstName},`,
        `Ihre Bestellung ${p.number} ist jetzt ${STATUS['de-DE'][p.status]}.`,
        ...(p.trackingUrl ? ['Sendung verfolgen:', p.trackingUrl] : []),
        'Ihre Bestellungen:',
        p.link,
      ],
    }),
  },
  'sv-SE': {
    paymentMismatch: PAYMENT_MISMATCH['sv-SE'],
    orderPlaced: (p) => ({
      subject: 'Din beställning på Kramik',
      paragraphs: [
        `Hej ${p.firstName},`,
        'Tack! Hantverkarna har fått din beställning:',
        ...lines('sv-SE', p),
        p.orders.some((o) => o.awaitingPayment)
          ? 'Obetalda beställningar avbryts efter 72 timmar. Betala eller följ dem här:'
          : 'Följ dina beställningar här:',
        p.link,
      ],
    }),
    orderReceived: (p) => ({
      subject: `Ny beställning ${p.number}`,
      paragraphs: [
        `${p.customer} beställde ${p.itemCount} artikel/artiklar för ${money('sv-SE', p.total)}.`,
        'Se beställningen:',
        p.link,
      ],
    }),
    orderStatus: (p) => ({
      subject: `Beställning ${p.number}: ${STATUS['sv-SE'][p.status]}`,
      paragraphs: [
        `Hej ${p.firstName},`,
        `Din beställning ${p.number} är nu ${STATUS['sv-SE'][p.status]}.`,
        ...(p.trackingUrl ? ['Följ paketet:', p.trackingUrl] : []),
        'Dina beställningar:',
        p.link,
      ],
    }),
  },
  'nb-NO': {
    paymentMismatch: PAYMENT_MISMATCH['nb-NO'],
    orderPlaced: (p) => ({
      subject: 'Din bestilling hos Kramik',
      paragraphs: [
        `Hei ${p.firstName},`,
        'Takk! Håndverkerne har mottatt bestillingen din:',
        ...lines('nb-NO', p),
        p.orders.some((o) => o.awaitingPayment)
          ? 'Ubetalte bestillinger kanselleres etter 72 timer. Betal eller følg dem her:'
          : 'Følg bestillingene dine her:',
        p.link,
      ],
    }),
    orderReceived: (p) => ({
      subject: `Ny bestilling ${p.number}`,
      paragraphs: [
        `${p.customer} bestilte ${p.itemCount} vare(r) for ${money('nb-NO', p.total)}.`,
        'Se bestillingen:',
        p.link,
      ],
    }),
    orderStatus: (p) => ({
      subject: `Bestilling ${p.number}: ${STATUS['nb-NO'][p.status]}`,
      paragraphs: [
        `Hei ${p.firstName},`,
        `Bestillingen din ${p.number} er nå ${STATUS['nb-NO'][p.status]}.`,
        ...(p.trackingUrl ? ['Følg pakken:', p.trackingUrl] : []),
        'Dine bestillinger:',
        p.link,
      ],
    }),
  },
};
