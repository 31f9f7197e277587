/**
 * AutoPay (formerly Blue Media) online payments, spoken as the real gateway speaks it
 * (integrations.md §3): a hashed payment-start link, ITNs as base64 XML in the form field
 * `transactions`, and the signed `confirmationList` answer.
 *
 * Every hash here is keyed with a seller's own `bmKey`, because each seller has their own AutoPay
 * service. The adapter never chooses the key itself: the caller passes the key of **the seller
 * whose order the payment is**, found from our payment id (OrderID) in our own database. An ITN's
 * `serviceID` is only what the sender claims; trusting it to pick the key would let one seller
 * sign "paid" notifications for another seller's orders with their own key. An ITN may list
 * several transactions: each must be a payment of the seller whose key verified the document.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  NotificationRejected,
  fromDecimal,
  toDecimal,
  type AutopayCredentials,
  type InboundNotification,
  type OperatorPaymentStatus,
  type PaymentEvent,
  type StartRequest,
  type StartedPayment,
} from '../operator.js';
import { XmlError, child, childText, parseXml, writeXml, type XmlElement } from './xml.js';

/**
 * The AutoPay hash: the values in protocol order with empty ones left out (no empty slot), joined
 * with `|`, then `|key`, SHA-256 in lowercase hex.
 */
export function autopayHash(values: (string | null | undefined)[], key: string) {
  const present = values.filter((v): v is string => v !== null && v !== undefined && v !== '');
  return createHash('sha256')
    .update([...present, key].join('|'), 'utf8')
    .digest('hex');
}

/** Compares two hex hashes in constant time (case-insensitively, as AutoPay's are hex). */
export function sameHash(a: string, b: string) {
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_ID = /^[0-9a-f]{32}$/i;

/** Our payment id as AutoPay's OrderID: the UUID without dashes, as OrderID allows 32 characters. */
export function toOrderId(paymentId: string) {
  if (!UUID.test(paymentId)) throw new Error(`not a payment id: ${paymentId}`);
  return paymentId.replace(/-/g, '').toLowerCase();
}

/**
 * The payment id back from an OrderID. An OrderID that is not one of ours can only come from a
 * notification we did not cause, so it is refused like any other malformed notification.
 */
export function fromOrderId(orderId: string) {
  if (!ORDER_ID.test(orderId))
    throw new NotificationRejected(`not one of our OrderIDs: ${orderId}`);
  const hex = orderId.toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The payment-start fields in hash order (Hash itself comes last and is not hashed). */
export const START_FIELDS = [
  'ServiceID',
  'OrderID',
  'Amount',
  'Description',
  'GatewayID',
  'Currency',
  'CustomerEmail',
  'ValidityTime',
  'LinkValidityTime',
] as const;
export type StartField = (typeof START_FIELDS)[number];

/** The hash of a payment start over whichever of its fields are present. */
export function startHash(fields: Partial<Record<StartField, string>>, key: string) {
  return autopayHash(
    START_FIELDS.map((name) => fields[name]),
    key,
  );
}

/** The fixed part of an ITN transaction, in hash order; other fields follow in document order. */
const ITN_FIELDS = [
  'orderID',
  'remoteID',
  'amount',
  'currency',
  'gatewayID',
  'paymentDate',
  'paymentStatus',
  'paymentStatusDetails',
] as const;
type ItnField = (typeof ITN_FIELDS)[number];

export type AutopayPaymentStatus = 'PENDING' | 'SUCCESS' | 'FAILURE';

export interface AutopayTransaction {
  orderId: string;
  /** AutoPay's id of the transaction. */
  remoteId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  gatewayId: string | null;
  /** `YYYYMMDDhhmmss` as sent. */
  paymentDate: string | null;
  /** PENDING, SUCCESS or FAILURE; kept as sent so that a new status is not a parse error. */
  paymentStatus: string;
  paymentStatusDetails: string | null;
}

export interface ParsedItn {
  serviceId: string;
  transactions: AutopayTransaction[];
  /** The hash the document carries. */
  hash: string;
  /** Exactly the values the hash covers, in order, as text as sent. */
  hashedValues: string[];
}

/** What an ITN transaction carries, as the emulator writes it. */
export interface ItnTransactionFields {
  orderID: string;
  remoteID: string;
  /** Decimal text, e.g. "29.00". */
  amount: string;
  currency: string;
  gatewayID?: string;
  paymentDate?: string;
  paymentStatus: AutopayPaymentStatus;
  paymentStatusDetails?: string;
}

/** AutoPay's statuses in ours. */
const STATUS_MAP: Record<AutopayPaymentStatus, OperatorPaymentStatus> = {
  PENDING: 'pending',
  SUCCESS: 'paid',
  FAILURE: 'failed',
};

function isKnownStatus(status: string): status is AutopayPaymentStatus {
  return Object.hasOwn(STATUS_MAP, status);
}

/** The leaf values of an element in document order (customerData is nested one level). */
function leafValues(element: XmlElement): string[] {
  return element.children.flatMap((c) => (c.children.length > 0 ? leafValues(c) : [c.text]));
}

function readTransaction(element: XmlElement) {
  const optional = (name: ItnField) => {
    const found = element.children.filter((c) => c.name === name);
    if (found.length > 1) throw new XmlError(`repeated <${name}>`);
    return found[0]?.text || null;
  };
  const transaction: AutopayTransaction = {
    orderId: childText(element, 'orderID'),
    remoteId: childText(element, 'remoteID'),
    amount: fromDecimal(childText(element, 'amount')),
    currency: childText(element, 'currency'),
    gatewayId: optional('gatewayID'),
    paymentDate: optional('paymentDate'),
    paymentStatus: childText(element, 'paymentStatus'),
    paymentStatusDetails: optional('paymentStatusDetails'),
  };
  fromOrderId(transaction.orderId); // refuses an OrderID that is not one of ours
  if (!transaction.remoteId) throw new NotificationRejected('empty remoteID');
  const fixed = ITN_FIELDS.map((name) => optional(name) ?? '');
  // Fields beyond the fixed ones (addressIP, title, customerData …) are hashed in document order.
  const extra = leafValues({
    ...element,
    children: element.children.filter((c) => !(ITN_FIELDS as readonly string[]).includes(c.name)),
  });
  return { transaction, hashed: [...fixed, ...extra] };
}

/** The ITN document (`transactionList`) for some transactions, hashed with the seller's key. */
export function itnXml(serviceId: string, transactions: ItnTransactionFields[], key: string) {
  const hashed = [serviceId, ...transactions.flatMap((t) => ITN_FIELDS.map((name) => t[name]))];
  return writeXml({
    name: 'transactionList',
    children: [
      { name: 'serviceID', text: serviceId },
      {
        name: 'transactions',
        children: transactions.map((t) => ({
          name: 'transaction',
          children: ITN_FIELDS.flatMap((name) => {
            const value = t[name];
            return value === undefined || value === '' ? [] : [{ name, text: value }];
          }),
        })),
      },
      { name: 'hash', text: autopayHash(hashed, key) },
    ],
  });
}

/** The ITN request body: the form field `transactions` holding the base64 document. */
export function itnBody(xml: string) {
  return new URLSearchParams({
    transactions: Buffer.from(xml, 'utf8').toString('base64'),
  }).toString();
}

export type Confirmation = 'CONFIRMED' | 'NOTCONFIRMED';

export interface ParsedConfirmation {
  serviceId: string;
  results: { orderId: string; confirmation: string }[];
  hash: string;
  hashedValues: string[];
}

/** Reads a `confirmationList` answer (the emulator checks ours with it). */
export function parseConfirmation(xml: string): ParsedConfirmation {
  const root = parseXml(xml);
  if (root.name !== 'confirmationList') throw new XmlError(`unexpected <${root.name}>`);
  const serviceId = childText(root, 'serviceID');
  const list = child(root, 'transactionsConfirmations');
  const results = (list?.children ?? [])
    .filter((c) => c.name === 'transactionConfirmed')
    .map((c) => ({ orderId: childText(c, 'orderID'), confirmation: childText(c, 'confirmation') }));
  return {
    serviceId,
    results,
    hash: childText(root, 'hash'),
    hashedValues: [serviceId, ...results.flatMap((r) => [r.orderId, r.confirmation])],
  };
}

export class AutopayAdapter {
  /** A GET link to the gateway's payment page; AutoPay gives its id (remoteID) only in the ITN. */
  start(request: StartRequest, creds: AutopayCredentials): StartedPayment {
    const fields: Partial<Record<StartField, string>> = {
      ServiceID: creds.serviceId,
      OrderID: toOrderId(request.paymentId),
      Amount: toDecimal(request.amount),
      Description: request.description,
      // GatewayID is left out so the gateway shows its channel list (0 would be dropped from the
      // hash by the official SDK but still sent, so it is safer not to send it at all).
      Currency: request.currency,
      CustomerEmail: request.buyer.email,
    };
    const query = new URLSearchParams();
    for (const name of START_FIELDS) {
      const value = fields[name];
      if (value) query.set(name, value);
    }
    query.set('Hash', startHash(fields, creds.key));
    return {
      operatorPaymentId: null,
      redirectUrl: `${creds.baseUrl.replace(/\/+$/, '')}/payment?${query.toString()}`,
    };
  }

  /**
   * Reads an ITN without trusting it yet: the form field `transactions`, base64, XML. The caller
   * then finds the sellers of the payments `transactions[].orderId` name, learns whose key signed
   * the document (signedWith), and applies only that seller's own transactions.
   */
  parseItn(inbound: InboundNotification): ParsedItn {
    try {
      const encoded = new URLSearchParams(inbound.rawBody.toString('utf8')).get('transactions');
      if (!encoded) throw new NotificationRejected('no transactions field');
      const compact = encoded.replace(/\s+/g, '');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 !== 0)
        throw new NotificationRejected('transactions is not base64');
      const root = parseXml(Buffer.from(compact, 'base64').toString('utf8'));
      if (root.name !== 'transactionList') throw new XmlError(`unexpected <${root.name}>`);
      const serviceId = childText(root, 'serviceID');
      const transactionElements = (child(root, 'transactions')?.children ?? []).filter(
        (c) => c.name === 'transaction',
      );
      if (transactionElements.length === 0) throw new NotificationRejected('no transaction');
      const read = transactionElements.map(readTransaction);
      return {
        serviceId,
        transactions: read.map((r) => r.transaction),
        hash: childText(root, 'hash'),
        hashedValues: [serviceId, ...read.flatMap((r) => r.hashed)].filter((v) => v !== ''),
      };
    } catch (error) {
      if (error instanceof NotificationRejected) throw error;
      if (error instanceof XmlError)
        throw new NotificationRejected(`malformed ITN: ${error.message}`);
      throw error;
    }
  }

  /** Whether the ITN hash was made with this key (a seller's own, see the file comment). */
  signedWith(parsed: ParsedItn, key: string): boolean {
    return sameHash(autopayHash(parsed.hashedValues, key), parsed.hash);
  }

  /** Checks the ITN hash with the key of the order's seller (see the file comment). */
  verifyItn(parsed: ParsedItn, key: string): void {
    if (!this.signedWith(parsed, key)) throw new NotificationRejected('AutoPay ITN hash mismatch');
  }

  /** The verified ITN's status changes; unknown statuses give no event (the ITN is still answered). */
  events(parsed: ParsedItn): PaymentEvent[] {
    return parsed.transactions.flatMap((t) => this.eventOf(t) ?? []);
  }

  /** One verified transaction as an event; null for a status we do not know. */
  eventOf(t: AutopayTransaction): PaymentEvent | null {
    if (!isKnownStatus(t.paymentStatus)) return null;
    return {
      paymentRef: fromOrderId(t.orderId),
      operatorPaymentId: t.remoteId,
      status: STATUS_MAP[t.paymentStatus],
      amount: t.amount,
      currency: t.currency,
      eventKey: `${t.remoteId}:${t.paymentStatus}`,
    };
  }

  /** The answer AutoPay wants to an ITN; it resends until every transaction is CONFIRMED. */
  confirmation(serviceId: string, results: { orderId: string; confirmed: boolean }[], key: string) {
    const confirmations = results.map((r) => ({
      orderId: r.orderId,
      confirmation: (r.confirmed ? 'CONFIRMED' : 'NOTCONFIRMED') satisfies Confirmation,
    }));
    const hash = autopayHash(
      [serviceId, ...confirmations.flatMap((c) => [c.orderId, c.confirmation])],
      key,
    );
    return writeXml({
      name: 'confirmationList',
      children: [
        { name: 'serviceID', text: serviceId },
        {
          name: 'transactionsConfirmations',
          children: confirmations.map((c) => ({
            name: 'transactionConfirmed',
            children: [
              { name: 'orderID', text: c.orderId },
              { name: 'confirmation', text: c.confirmation },
            ],
          })),
        },
        { name: 'hash', text: hash },
      ],
    });
  }

  /** The Hash on the browser's return (ServiceID|OrderID|key); informational, the ITN decides. */
  returnHash(serviceId: string, orderId: string, key: string) {
    return autopayHash([serviceId, orderId], key);
  }
}
