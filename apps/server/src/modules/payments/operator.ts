/**
 * What the payments service needs of an operator, whatever its protocol (integrations.md). Each
 * adapter speaks its operator's real protocol; in emulator mode only the base URL differs.
 */
import type { Locale } from '@kramik/contract';

export const OPERATORS = ['payu', 'paypal', 'autopay'] as const;
export type OperatorName = (typeof OPERATORS)[number];

/** How each operator is named to people (mails, API docs). */
export const OPERATOR_NAMES: Record<OperatorName, string> = {
  payu: 'PayU',
  paypal: 'PayPal',
  autopay: 'AutoPay',
};

/** An operator's view of a payment, mapped to ours. */
export type OperatorPaymentStatus = 'pending' | 'approved' | 'paid' | 'failed' | 'cancelled';

export interface PayuCredentials {
  baseUrl: string;
  posId: string;
  clientId: string;
  clientSecret: string;
  /** The "second key" (MD5 key) that signs notifications. */
  secondKey: string;
}

export interface PaypalCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Our webhook subscription's id, part of every signature check. */
  webhookId: string;
}

/** A seller's AutoPay service: `idShop` is the ServiceID, `bmKey` the shared hash key. */
export interface AutopayCredentials {
  baseUrl: string;
  serviceId: string;
  key: string;
}

export interface PaymentLine {
  name: string;
  /** Minor units. */
  unitAmount: number;
  quantity: number;
}

/** What we ask an operator to collect. Amounts are integer minor units. */
export interface StartRequest {
  /** Our payment id; operators echo it (PayU extOrderId, PayPal custom_id, AutoPay OrderID). */
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
  buyer: { email: string; firstName: string; lastName: string; locale: Locale; ip: string };
  lines: PaymentLine[];
  /** Where the operator posts notifications (server to server). */
  notifyUrl: string;
  /** Where the buyer's browser comes back after paying, and after cancelling. */
  returnUrl: string;
  cancelUrl: string;
}

export interface StartedPayment {
  /** The operator's id when it gives one at once (PayU, PayPal); AutoPay's comes with the ITN. */
  operatorPaymentId: string | null;
  /** The hosted payment page the buyer's window opens. */
  redirectUrl: string;
}

/** One verified status change reported by an operator. */
export interface PaymentEvent {
  /** Our payment id as the operator echoes it, when it does. */
  paymentRef: string | null;
  operatorPaymentId: string;
  status: OperatorPaymentStatus;
  /** Minor units; null when the event does not carry an amount. */
  amount: number | null;
  currency: string | null;
  /** Unique per event at this operator: a repeat of the same event has the same key. */
  eventKey: string;
  /** PayPal's capture id, when the event is a capture. */
  captureId?: string | null;
}

/** A notification request as it arrived: the raw bytes are what signatures cover. */
export interface InboundNotification {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export interface RefundResult {
  operatorRefundId: string;
  status: 'pending' | 'done' | 'failed';
}

/** A signature, hash or format check failed: nothing may change, the caller answers 400. */
export class NotificationRejected extends Error {
  override name = 'NotificationRejected';
}

/** The operator answered with an error or could not be reached. */
export class OperatorError extends Error {
  override name = 'OperatorError';
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Minor units → the decimal text PayPal and AutoPay use: 2930 → "29.30". */
export function toDecimal(amount: number) {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "29.30" → 2930; throws on anything that is not a plain decimal with at most 2 places. */
export function fromDecimal(text: string) {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new NotificationRejected(`not an amount: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
