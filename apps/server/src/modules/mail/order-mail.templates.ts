import type { Locale, Money, OrderStatus } from '@kramik/contract';
import { HELLO, money, type Rendered } from './mail.words.js';

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

type OrderRenderers = {
  [K in OrderMailTemplate['name']]: (p: Extract<OrderMailTemplate, { name: K }>) => Rendered;
};

/** What the order mails say in one locale: the words around the numbers, amounts and links. */
interface OrderWords {
  status: Record<OrderStatus, string>;
  orderPlaced: { subject: string; thanks: string; payOrFollow: string; follow: string };
  orderReceived: {
    subject: (number: string) => string;
    ordered: (customer: string, itemCount: number, total: string) => string;
    see: string;
  };
  orderStatus: {
    subject: (number: string, status: string) => string;
    isNow: (number: string, status: string) => string;
    followParcel: string;
    yourOrders: string;
  };
  /** To administrators: an operator's signed "paid" did not match the payment. */
  paymentMismatch: {
    subject: (operator: string) => string;
    reported: (operator: string, paymentId: string, received: string, expected: string) => string;
    nothingPaid: string;
  };
}

/** An amount as an operator sent it: formatted when it is a currency we can name, else as is. */
const sent = (locale: Locale, m: { amount: number | null; currency: string | null }) => {
  if (m.amount === null) return '—';
  try {
    return money(locale, { amount: m.amount, currency: m.currency ?? '' });
  } catch {
    return `${(m.amount / 100).toFixed(2)} ${m.currency ?? ''}`.trim();
  }
};

/** The order mails of one locale: its words, and where the numbers, amounts and links stand. */
export function orderMails(locale: Locale): OrderRenderers {
  const hello = HELLO[locale];
  const w = ORDER_WORDS[locale];
  return {
    orderPlaced: (p) => ({
      subject: w.orderPlaced.subject,
      paragraphs: [
        hello(p.firstName),
        w.orderPlaced.thanks,
        ...p.orders.map((o) => `${o.number} · ${o.maker} · ${money(locale, o.total)}`),
        p.orders.some((o) => o.awaitingPayment) ? w.orderPlaced.payOrFollow : w.orderPlaced.follow,
        p.link,
      ],
    }),
    orderReceived: (p) => ({
      subject: w.orderReceived.subject(p.number),
      paragraphs: [
        w.orderReceived.ordered(p.customer, p.itemCount, money(locale, p.total)),
        w.orderReceived.see,
        p.link,
      ],
    }),
    orderStatus: (p) => ({
      subject: w.orderStatus.subject(p.number, w.status[p.status]),
      paragraphs: [
        hello(p.firstName),
        w.orderStatus.isNow(p.number, w.status[p.status]),
        ...(p.trackingUrl ? [w.orderStatus.followParcel, p.trackingUrl] : []),
        w.orderStatus.yourOrders,
        p.link,
      ],
    }),
    paymentMismatch: (p) => ({
      subject: w.paymentMismatch.subject(p.operator),
      paragraphs: [
        w.paymentMismatch.reported(
          p.operator,
          p.paymentId,
          sent(locale, p.received),
          money(locale, p.expected),
        ),
        w.paymentMismatch.nothingPaid,
        p.link,
      ],
    }),
  };
}

/** The order mails' words in every interface locale; a missing one is a compile error. */
const ORDER_WORDS: Record<Locale, OrderWords> = {
  'en-US': {
    status: {
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
    orderPlaced: {
      subject: 'Your Kramik order',
      thanks: 'Thank you! The makers have your order:',
      payOrFollow: 'Orders awaiting payment are cancelled after 72 hours. Pay or follow them here:',
      follow: 'Follow your orders here:',
    },
    orderReceived: {
      subject: (number) => `New order ${number}`,
      ordered: (customer, itemCount, total) =>
        `${customer} ordered ${itemCount} item(s) for ${total}.`,
      see: 'See the order:',
    },
    orderStatus: {
      subject: (number, status) => `Order ${number}: ${status}`,
      isNow: (number, status) => `Your order ${number} is now ${status}.`,
      followParcel: 'Follow the parcel:',
      yourOrders: 'Your orders:',
    },
    paymentMismatch: {
      subject: (operator) => `Payment to check: ${operator} reported a different amount`,
      reported: (operator, paymentId, received, expected) =>
        `${operator} reported payment ${paymentId} as paid with ${received}, but ${expected} was expected.`,
      nothingPaid:
        'Nothing was marked paid. The payment is asked about again at the operator at the next reconciliation; check it in the administration:',
    },
  },
  'pl-PL': {
    status: {
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
    orderPlaced: {
      subject: 'Twoje zamówienie w Kramiku',
      thanks: 'Dziękujemy! Twórcy otrzymali zamówienie:',
      payOrFollow:
        'Zamówienia nieopłacone w ciągu 72 godzin są anulowane. Zapłać lub śledź je tutaj:',
      follow: 'Śledź zamówienia tutaj:',
    },
    orderReceived: {
      subject: (number) => `Nowe zamówienie ${number}`,
      ordered: (customer, itemCount, total) =>
        `${customer} zamówił(a) ${itemCount} szt. za ${total}.`,
      see: 'Zobacz zamówienie:',
    },
    orderStatus: {
      subject: (number, status) => `Zamówienie ${number}: ${status}`,
      isNow: (number, status) => `Status zamówienia ${number}: ${status}.`,
      followParcel: 'Śledź przesyłkę:',
      yourOrders: 'Twoje zamówienia:',
    },
    paymentMismatch: {
      subject: (operator) => `Płatność do sprawdzenia: ${operator} podał inną kwotę`,
      reported: (operator, paymentId, received, expected) =>
        `${operator} zgłosił płatność ${paymentId} jako opłaconą kwotą ${received}, a oczekiwano ${expected}.`,
      nothingPaid:
        'Niczego nie oznaczono jako opłacone. Przy najbliższym uzgodnieniu płatność zostanie ponownie sprawdzona u operatora; zobacz ją w panelu administracyjnym:',
    },
  },
  'zh-CN': {
    status: {
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
    orderPlaced: {
      subject: '您在 Kramik 的订单',
      thanks: '谢谢！手作人已收到您的订单：',
      payOrFollow: '72 小时内未付款的订单将被取消。在此付款或查看订单：',
      follow: '在此查看您的订单：',
    },
    orderReceived: {
      subject: (number) => `新订单 ${number}`,
      ordered: (customer, itemCount, total) =>
        `${customer} 订购了 ${itemCount} 件商品，共 ${total}。`,
      see: '查看订单：',
    },
    orderStatus: {
      subject: (number, status) => `订单 ${number}：${status}`,
      isNow: (number, status) => `您的订单 ${number} 状态：${status}。`,
      followParcel: '跟踪包裹：',
      yourOrders: '您的订单：',
    },
    paymentMismatch: {
      subject: (operator) => `需核查的付款：${operator} 报告的金额不一致`,
      reported: (operator, paymentId, received, expected) =>
        `${operator} 报告付款 ${paymentId} 已支付 ${received}，但应为 ${expected}。`,
      nothingPaid:
        '未将任何订单标记为已付款。下次对账时将再次向支付运营商核实该付款；请在管理后台查看：',
    },
  },
  'de-DE': {
    status: {
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
    orderPlaced: {
      subject: 'Ihre Kramik-Bestellung',
      thanks: 'Vielen Dank! Die Hersteller haben Ihre Bestellung erhalten:',
      payOrFollow:
        'Unbezahlte Bestellungen werden nach 72 Stunden storniert. Bezahlen oder verfolgen Sie sie hier:',
      follow: 'Verfolgen Sie Ihre Bestellungen hier:',
    },
    orderReceived: {
      subject: (number) => `Neue Bestellung ${number}`,
      ordered: (customer, itemCount, total) =>
        `${customer} hat ${itemCount} Artikel für ${total} bestellt.`,
      see: 'Zur Bestellung:',
    },
    orderStatus: {
      subject: (number, status) => `Bestellung ${number}: ${status}`,
      isNow: (number, status) => `Ihre Bestellung ${number} ist jetzt ${status}.`,
      followParcel: 'Sendung verfolgen:',
      yourOrders: 'Ihre Bestellungen:',
    },
    paymentMismatch: {
      subject: (operator) => `Zahlung prüfen: ${operator} meldete einen anderen Betrag`,
      reported: (operator, paymentId, received, expected) =>
        `${operator} meldete die Zahlung ${paymentId} als bezahlt mit ${received}, erwartet waren ${expected}.`,
      nothingPaid:
        'Nichts wurde als bezahlt markiert. Beim nächsten Abgleich wird der Zahlungsanbieter erneut gefragt; prüfen Sie die Zahlung in der Verwaltung:',
    },
  },
  'sv-SE': {
    status: {
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
    orderPlaced: {
      subject: 'Din beställning på Kramik',
      thanks: 'Tack! Hantverkarna har fått din beställning:',
      payOrFollow: 'Obetalda beställningar avbryts efter 72 timmar. Betala eller följ dem här:',
      follow: 'Följ dina beställningar här:',
    },
    orderReceived: {
      subject: (number) => `Ny beställning ${number}`,
      ordered: (customer, itemCount, total) =>
        `${customer} beställde ${itemCount} artikel/artiklar för ${total}.`,
      see: 'Se beställningen:',
    },
    orderStatus: {
      subject: (number, status) => `Beställning ${number}: ${status}`,
      isNow: (number, status) => `Din beställning ${number} är nu ${status}.`,
      followParcel: 'Följ paketet:',
      yourOrders: 'Dina beställningar:',
    },
    paymentMismatch: {
      subject: (operator) => `Betalning att kontrollera: ${operator} angav ett annat belopp`,
      reported: (operator, paymentId, received, expected) =>
        `${operator} rapporterade betalningen ${paymentId} som betald med ${received}, men ${expected} väntades.`,
      nothingPaid:
        'Inget markerades som betalt. Vid nästa avstämning tillfrågas betalningsleverantören igen; kontrollera betalningen i administrationen:',
    },
  },
  'nb-NO': {
    status: {
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
    orderPlaced: {
      subject: 'Din bestilling hos Kramik',
      thanks: 'Takk! Håndverkerne har mottatt bestillingen din:',
      payOrFollow: 'Ubetalte bestillinger kanselleres etter 72 timer. Betal eller følg dem her:',
      follow: 'Følg bestillingene dine her:',
    },
    orderReceived: {
      subject: (number) => `Ny bestilling ${number}`,
      ordered: (customer, itemCount, total) =>
        `${customer} bestilte ${itemCount} vare(r) for ${total}.`,
      see: 'Se bestillingen:',
    },
    orderStatus: {
      subject: (number, status) => `Bestilling ${number}: ${status}`,
      isNow: (number, status) => `Bestillingen din ${number} er nå ${status}.`,
      followParcel: 'Følg pakken:',
      yourOrders: 'Dine bestillinger:',
    },
    paymentMismatch: {
      subject: (operator) => `Betaling å kontrollere: ${operator} oppga et annet beløp`,
      reported: (operator, paymentId, received, expected) =>
        `${operator} meldte betalingen ${paymentId} som betalt med ${received}, men ${expected} var ventet.`,
      nothingPaid:
        'Ingenting ble merket som betalt. Ved neste avstemming spørres betalingsleverandøren på nytt; kontroller betalingen i administrasjonen:',
    },
  },
};
