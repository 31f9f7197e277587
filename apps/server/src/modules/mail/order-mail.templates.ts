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
      /** To the maker: a new order, either to wait for its payment or to prepare at once (COD). */
      name: 'orderReceived';
      number: string;
      customer: string;
      itemCount: number;
      total: Money;
      awaitingPayment: boolean;
      /** The order itself on the maker's orders screen. */
      link: string;
    }
  | {
      /** To the maker: an order was paid (prepare it) or cancelled by someone else. */
      name: 'makerOrderUpdate';
      number: string;
      update: MakerOrderUpdate;
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

/** What the maker hears about an order after it was placed. */
export type MakerOrderUpdate = 'paid' | 'cancelledByBuyer' | 'cancelledUnpaid' | 'cancelledByAdmin';

type OrderRenderers = {
  [K in OrderMailTemplate['name']]: (p: Extract<OrderMailTemplate, { name: K }>) => Rendered;
};

/** What the order mails say in one locale: the words around the numbers, amounts and links. */
interface OrderWords {
  status: Record<OrderStatus, string>;
  orderPlaced: { subject: string; thanks: string; payOrFollow: string; follow: string };
  orderReceived: {
    subject: (number: string, awaitingPayment: boolean) => string;
    ordered: (customer: string, itemCount: number, total: string) => string;
    /** What to do now: wait for the payment, or prepare a cash-on-delivery order. */
    next: (awaitingPayment: boolean) => string;
    see: string;
  };
  makerOrderUpdate: {
    subject: (number: string, update: MakerOrderUpdate) => string;
    body: (number: string, update: MakerOrderUpdate) => string;
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
      subject: w.orderReceived.subject(p.number, p.awaitingPayment),
      paragraphs: [
        w.orderReceived.ordered(p.customer, p.itemCount, money(locale, p.total)),
        w.orderReceived.next(p.awaitingPayment),
        w.orderReceived.see,
        p.link,
      ],
    }),
    makerOrderUpdate: (p) => ({
      subject: w.makerOrderUpdate.subject(p.number, p.update),
      paragraphs: [w.makerOrderUpdate.body(p.number, p.update), w.orderReceived.see, p.link],
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
      subject: (number, awaiting) =>
        awaiting
          ? `New order ${number} — awaiting payment`
          : `New order ${number} — ready to prepare`,
      ordered: (customer, itemCount, total) =>
        `${customer} ordered ${itemCount} item(s) for ${total}.`,
      next: (awaiting) =>
        awaiting
          ? 'Wait for the payment before you send anything: we will write again when it arrives. Unpaid orders are cancelled after 72 hours.'
          : 'The buyer pays cash on delivery: you can prepare the order now.',
      see: 'See the order:',
    },
    makerOrderUpdate: {
      subject: (number, update) =>
        update === 'paid' ? `Order ${number} paid — ready to prepare` : `Order ${number} cancelled`,
      body: (number, update) =>
        ({
          paid: `The payment for order ${number} has arrived. Prepare the order, then mark it as shipped or ready for pick-up.`,
          cancelledByBuyer: `The customer cancelled order ${number} before paying. Its pieces are back in stock.`,
          cancelledUnpaid: `Order ${number} was not paid within 72 hours and is cancelled. Its pieces are back in stock.`,
          cancelledByAdmin: `An administrator cancelled order ${number}. Its pieces are back in stock, and what was paid is refunded to the buyer.`,
        })[update],
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
      subject: (number, awaiting) =>
        awaiting
          ? `Nowe zamówienie ${number} — oczekuje na płatność`
          : `Nowe zamówienie ${number} — do przygotowania`,
      ordered: (customer, itemCount, total) =>
        `${customer} zamówił(a) ${itemCount} szt. za ${total}.`,
      next: (awaiting) =>
        awaiting
          ? 'Zanim cokolwiek wyślesz, poczekaj na płatność: napiszemy ponownie, gdy wpłynie. Zamówienia nieopłacone w ciągu 72 godzin są anulowane.'
          : 'Kupujący płaci przy odbiorze: możesz już przygotować zamówienie.',
      see: 'Zobacz zamówienie:',
    },
    makerOrderUpdate: {
      subject: (number, update) =>
        update === 'paid'
          ? `Zamówienie ${number} opłacone — do przygotowania`
          : `Zamówienie ${number} anulowane`,
      body: (number, update) =>
        ({
          paid: `Płatność za zamówienie ${number} wpłynęła. Przygotuj zamówienie, a potem oznacz je jako wysłane lub gotowe do odbioru.`,
          cancelledByBuyer: `Klient anulował zamówienie ${number} przed zapłatą. Produkty wróciły na stan.`,
          cancelledUnpaid: `Zamówienie ${number} nie zostało opłacone w ciągu 72 godzin i jest anulowane. Produkty wróciły na stan.`,
          cancelledByAdmin: `Administrator anulował zamówienie ${number}. Produkty wróciły na stan, a wpłacona kwota zostanie zwrócona kupującemu.`,
        })[update],
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
      subject: (number, awaiting) =>
        awaiting ? `新订单 ${number} — 待付款` : `新订单 ${number} — 请备货`,
      ordered: (customer, itemCount, total) =>
        `${customer} 订购了 ${itemCount} 件商品，共 ${total}。`,
      next: (awaiting) =>
        awaiting
          ? '付款到账前请勿发货：到账后我们会再次通知您。72 小时内未付款的订单将被取消。'
          : '买家选择货到付款：您现在可以备货。',
      see: '查看订单：',
    },
    makerOrderUpdate: {
      subject: (number, update) =>
        update === 'paid' ? `订单 ${number} 已付款 — 请备货` : `订单 ${number} 已取消`,
      body: (number, update) =>
        ({
          paid: `订单 ${number} 的款项已到账。请备货，然后将其标记为已发货或可自提。`,
          cancelledByBuyer: `顾客在付款前取消了订单 ${number}。商品已恢复库存。`,
          cancelledUnpaid: `订单 ${number} 在 72 小时内未付款，已被取消。商品已恢复库存。`,
          cancelledByAdmin: `管理员取消了订单 ${number}。商品已恢复库存，已付款项将退还给买家。`,
        })[update],
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
      subject: (number, awaiting) =>
        awaiting
          ? `Neue Bestellung ${number} — wartet auf Zahlung`
          : `Neue Bestellung ${number} — bitte vorbereiten`,
      ordered: (customer, itemCount, total) =>
        `${customer} hat ${itemCount} Artikel für ${total} bestellt.`,
      next: (awaiting) =>
        awaiting
          ? 'Bitte warten Sie mit dem Versand auf die Zahlung: Wir schreiben Ihnen, sobald sie eingeht. Unbezahlte Bestellungen werden nach 72 Stunden storniert.'
          : 'Der Käufer zahlt per Nachnahme: Sie können die Bestellung jetzt vorbereiten.',
      see: 'Zur Bestellung:',
    },
    makerOrderUpdate: {
      subject: (number, update) =>
        update === 'paid'
          ? `Bestellung ${number} bezahlt — bitte vorbereiten`
          : `Bestellung ${number} storniert`,
      body: (number, update) =>
        ({
          paid: `Die Zahlung für die Bestellung ${number} ist eingegangen. Bereiten Sie die Bestellung vor und markieren Sie sie dann als versandt oder abholbereit.`,
          cancelledByBuyer: `Der Kunde hat die Bestellung ${number} vor der Zahlung storniert. Die Artikel sind wieder auf Lager.`,
          cancelledUnpaid: `Die Bestellung ${number} wurde nicht innerhalb von 72 Stunden bezahlt und ist storniert. Die Artikel sind wieder auf Lager.`,
          cancelledByAdmin: `Ein Administrator hat die Bestellung ${number} storniert. Die Artikel sind wieder auf Lager, und Gezahltes wird dem Käufer erstattet.`,
        })[update],
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
      subject: (number, awaiting) =>
        awaiting
          ? `Ny beställning ${number} — väntar på betalning`
          : `Ny beställning ${number} — att förbereda`,
      ordered: (customer, itemCount, total) =>
        `${customer} beställde ${itemCount} artikel/artiklar för ${total}.`,
      next: (awaiting) =>
        awaiting
          ? 'Vänta med att skicka tills betalningen har kommit: vi skriver igen när den kommer. Obetalda beställningar avbryts efter 72 timmar.'
          : 'Köparen betalar vid leverans: du kan förbereda beställningen nu.',
      see: 'Se beställningen:',
    },
    makerOrderUpdate: {
      subject: (number, update) =>
        update === 'paid'
          ? `Beställning ${number} betald — att förbereda`
          : `Beställning ${number} avbruten`,
      body: (number, update) =>
        ({
          paid: `Betalningen för beställning ${number} har kommit. Förbered beställningen och markera den sedan som skickad eller klar att hämta.`,
          cancelledByBuyer: `Kunden avbröt beställning ${number} innan betalning. Varorna finns i lager igen.`,
          cancelledUnpaid: `Beställning ${number} betalades inte inom 72 timmar och är avbruten. Varorna finns i lager igen.`,
          cancelledByAdmin: `En administratör avbröt beställning ${number}. Varorna finns i lager igen, och det som betalats återbetalas till köparen.`,
        })[update],
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
      subject: (number, awaiting) =>
        awaiting
          ? `Ny bestilling ${number} — venter på betaling`
          : `Ny bestilling ${number} — klar til å forberedes`,
      ordered: (customer, itemCount, total) =>
        `${customer} bestilte ${itemCount} vare(r) for ${total}.`,
      next: (awaiting) =>
        awaiting
          ? 'Vent med å sende noe til betalingen er kommet: vi skriver igjen når den kommer. Ubetalte bestillinger kanselleres etter 72 timer.'
          : 'Kjøperen betaler ved levering: du kan forberede bestillingen nå.',
      see: 'Se bestillingen:',
    },
    makerOrderUpdate: {
      subject: (number, update) =>
        update === 'paid'
          ? `Bestilling ${number} betalt — klar til å forberedes`
          : `Bestilling ${number} kansellert`,
      body: (number, update) =>
        ({
          paid: `Betalingen for bestilling ${number} er kommet. Forbered bestillingen, og merk den deretter som sendt eller klar til henting.`,
          cancelledByBuyer: `Kunden kansellerte bestilling ${number} før betaling. Varene er på lager igjen.`,
          cancelledUnpaid: `Bestilling ${number} ble ikke betalt innen 72 timer og er kansellert. Varene er på lager igjen.`,
          cancelledByAdmin: `En administrator kansellerte bestilling ${number}. Varene er på lager igjen, og det som er betalt, refunderes til kjøperen.`,
        })[update],
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
