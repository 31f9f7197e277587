import type { PayableOrder, Payment, PaymentAttemptStatus, PaymentOptions } from '@kramik/contract';

/** The window every payment opens in: one name, so a retry reuses the window the buyer has. */
export const PAYMENT_WINDOW_NAME = 'kramik-payment';

/** How often the waiting page asks for the payment's status. */
export const PAYMENT_POLL_MS = 2000;

/** The choices of `/payment-selection`: who pays everything at once, and AutoPay per order. */
export interface PaymentChoices {
  /** PayU and PayPal: one payment for every listed order. */
  all: ('payu' | 'paypal')[];
  /** Orders whose maker takes AutoPay: each is paid on its own, directly to that maker. */
  autopay: PayableOrder[];
}

export function paymentChoices(options: PaymentOptions): PaymentChoices {
  if (options.orders.length === 0) return { all: [], autopay: [] };
  return {
    all: options.operators.filter((operator) => operator === 'payu' || operator === 'paypal'),
    autopay: options.orders.filter((order) => order.autopay),
  };
}

/** True when nothing on the page can pay (no orders left, or no operator for them). */
export function hasNoChoice(choices: PaymentChoices) {
  return choices.all.length === 0 && choices.autopay.length === 0;
}

/** The order ids of `?orders=a,b` (trimmed, no duplicates, in the order given). */
export function parseOrderIds(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

export const FINAL_STATUSES: readonly PaymentAttemptStatus[] = [
  'paid',
  'failed',
  'cancelled',
  'refunded',
];

export function isFinal(status: PaymentAttemptStatus) {
  return FINAL_STATUSES.includes(status);
}

/**
 * Where the waiting page goes once the payment has a result; `null` while it has none. The page's
 * other orders travel along: the success page offers to pay them, the cancelled page to retry.
 */
export function resultPath(
  payment: Pick<Payment, '_id' | 'status' | 'orders'>,
  pageOrderIds: readonly string[],
): string | null {
  const query = new URLSearchParams({ payment: payment._id });
  switch (payment.status) {
    case 'paid':
    case 'refunded': {
      const paid = new Set(payment.orders.map((order) => order._id));
      const rest = pageOrderIds.filter((id) => !paid.has(id));
      if (rest.length > 0) query.set('orders', rest.join(','));
      return withCommas(`/payment/success?${query.toString()}`);
    }
    case 'cancelled':
    case 'failed':
      if (pageOrderIds.length > 0) query.set('orders', pageOrderIds.join(','));
      return withCommas(`/payment/cancelled?${query.toString()}`);
    default:
      return null;
  }
}

// Commas read better than %2C in an address and are safe in a query.
const withCommas = (path: string) => path.replace(/%2C/g, ',');

/** `/payment-selection` for the orders; with a payment id it shows that payment's waiting state. */
export function selectionPath(orderIds: readonly string[], paymentId?: string) {
  const query = new URLSearchParams({ orders: orderIds.join(',') });
  if (paymentId) query.set('payment', paymentId);
  return withCommas(`/payment-selection?${query.toString()}`);
}

/** What the page holds of the payment window: it may be blocked (no window at all). */
export interface PaymentWindow {
  blocked: boolean;
  /** Sends the window to the operator's page (or nothing when blocked). */
  go(url: string): void;
  /** Closes the window when the payment could not start. */
  close(): void;
}

export type WindowOpener = (url: string, target: string) => Window | null;

/**
 * Opens the payment window. It must run synchronously inside the click handler: browsers block
 * windows opened later (after the POST answers), so it opens empty and gets its address after.
 */
export function openPaymentWindow(open: WindowOpener, message?: string): PaymentWindow {
  let opened: Window | null;
  try {
    opened = open('', PAYMENT_WINDOW_NAME);
  } catch {
    // Some embedded browsers throw instead of answering null: the same as blocked.
    opened = null;
  }
  if (!opened) return { blocked: true, go: () => {}, close: () => {} };
  const win = opened;
  if (message) {
    try {
      // The blank window says what is coming while the operator's page is being prepared.
      win.document.title = message;
      if (win.document.body) win.document.body.textContent = message;
    } catch {
      // A window that already shows the operator's page (a retry) is not ours to write to.
    }
  }
  return {
    blocked: false,
    go: (url) => {
      win.location.href = url;
      win.focus?.();
    },
    close: () => {
      if (!win.closed) win.close();
    },
  };
}

/**
 * The payment id of a return address: ours (`?payment=<uuid>`), or AutoPay's `OrderID` (our id
 * without dashes, which AutoPay sends back with its own return parameters).
 */
export function returnedPaymentId(search: URLSearchParams): string | null {
  const ours = search.get('payment');
  if (ours && /^[0-9a-f-]{36}$/i.test(ours)) return ours.toLowerCase();
  const orderId = search.get('OrderID');
  if (orderId && /^[0-9a-f]{32}$/i.test(orderId)) {
    const hex = orderId.toLowerCase();
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  return null;
}

/** What the returned window says: the operator's word (`cancelled=1`) or our record of it. */
export type ReturnState = 'checking' | 'paid' | 'cancelled' | 'failed' | 'unknown';

export function returnState(
  cancelledFlag: boolean,
  status: PaymentAttemptStatus | undefined,
  gaveUp: boolean,
): ReturnState {
  if (status === 'paid' || status === 'refunded') return 'paid';
  if (status === 'failed') return 'failed';
  if (cancelledFlag || status === 'cancelled') return 'cancelled';
  return gaveUp ? 'unknown' : 'checking';
}
