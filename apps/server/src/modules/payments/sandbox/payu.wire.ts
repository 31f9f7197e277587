/**
 * The PayU emulator's stored orders and refunds, its answers on the wire and its OAuth tokens
 * (the plugin is payu.emulator.ts).
 */
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { renderHostedPage } from './common.js';
import { PAYU_SANDBOX } from './credentials.js';
import { PAYU_ORDER_STATUSES, type PayuOrderStatus } from '../payu/payu.adapter.js';

// ---- Stored state ----------------------------------------------------------------------------

export const ProductSchema = z.object({
  name: z.string().min(1).max(1024),
  unitPrice: z.string().regex(/^-?\d{1,12}$/),
  quantity: z.string().regex(/^[1-9]\d{0,8}$/),
});

export const BuyerSchema = z.object({
  email: z.string().max(255).optional(),
  phone: z.string().max(64).optional(),
  firstName: z.string().max(255).optional(),
  lastName: z.string().max(255).optional(),
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});

/** The create-order fields the emulator checks; unknown fields are ignored, as PayU does. */
export const CreateOrderSchema = z.object({
  customerIp: z.string().refine((ip) => isIP(ip) !== 0 && ip !== '0.0.0.0' && ip !== '::'),
  merchantPosId: z.string(),
  description: z.string().min(1).max(4000),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  // Integer minor units in a string, above zero: "1000" is 10.00 PLN.
  totalAmount: z.string().regex(/^[1-9]\d{0,11}$/),
  extOrderId: z.string().min(1).max(1024).optional(),
  notifyUrl: z.url().optional(),
  continueUrl: z.url().optional(),
  validityTime: z.union([z.string().regex(/^\d+$/), z.number().int().positive()]).optional(),
  buyer: BuyerSchema.optional(),
  products: z.array(ProductSchema).min(1),
});
export const REQUIRED_FIELDS = [
  'customerIp',
  'merchantPosId',
  'description',
  'currencyCode',
  'totalAmount',
  'products',
] as const;

export const RefundSchema = z.object({
  refundId: z.string(),
  extRefundId: z.string().nullable(),
  amount: z.string(),
  /** The amount as requested (null: "the rest"), so an identical repeat is recognised. */
  requestedAmount: z.string().nullable(),
  currencyCode: z.string(),
  description: z.string(),
  creationDateTime: z.string(),
  status: z.enum(['PENDING', 'CANCELED', 'FINALIZED']),
  statusDateTime: z.string(),
});
export type StoredRefund = z.infer<typeof RefundSchema>;

export const StoredOrderSchema = CreateOrderSchema.omit({ validityTime: true }).extend({
  kind: z.literal('order'),
  orderId: z.string(),
  orderCreateDate: z.string(),
  validityTime: z.string(),
  /** PayU's PAYMENT_ID property, sent with every notification. */
  paymentId: z.string(),
  localReceiptDateTime: z.string().nullable(),
  /** The status of the last notification queued; "resend" repeats it. */
  lastNotified: z.enum(PAYU_ORDER_STATUSES).nullable(),
  refunds: z.array(RefundSchema),
});
export type StoredOrder = z.infer<typeof StoredOrderSchema>;

/** The moves each order status allows; anything else leaves the order as it is. */
export const NEXT: Record<PayuOrderStatus, readonly PayuOrderStatus[]> = {
  NEW: ['PENDING', 'CANCELED'],
  PENDING: ['COMPLETED', 'CANCELED', 'WAITING_FOR_CONFIRMATION'],
  WAITING_FOR_CONFIRMATION: ['COMPLETED', 'CANCELED'],
  COMPLETED: [],
  CANCELED: [],
};

/**
 * Pay completes the order; Cancel and Fail both end as CANCELED, PayU's only status for "the
 * buyer was not charged" (a declined payment is not a separate status at PayU).
 */
export const ACTIONS: Record<string, readonly PayuOrderStatus[]> = {
  pay: ['PENDING', 'COMPLETED'],
  cancel: ['CANCELED'],
  fail: ['CANCELED'],
  /** Paid at a POS without auto-receive: the order waits for the merchant's capture. */
  authorize: ['PENDING', 'WAITING_FOR_CONFIRMATION'],
  return: [],
};

/** The capture of an order WAITING_FOR_CONFIRMATION (`PUT …/orders/{orderId}/status`). */
export const StatusUpdateSchema = z.object({
  orderId: z.string(),
  orderStatus: z.literal('COMPLETED'),
});

export const NotifyControlSchema = z.object({
  status: z.enum(PAYU_ORDER_STATUSES),
  /** Signs with another key, for "a bad signature changes nothing" tests. */
  corruptSignature: z.boolean().optional(),
});

/** PayU's token lifetime as its sandbox answers it (about 12 hours). */
export const TOKEN_SECONDS = 43_199;

/** PayU order ids look like `LDLW5N7MF4140324GUEST000P01`: upper-case letters and digits. */
export function newOrderId(now: Date) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const random = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `${random}${day}GUEST000P01`;
}

export const numericId = () =>
  `${randomInt(1, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** Orders and the per-POS extOrderId index share the table; index ids contain a colon. */
export const extOrderKey = (posId: string, extOrderId: string) => `ext:${posId}:${extOrderId}`;

// ---- Wire answers ----------------------------------------------------------------------------

export type PayuErrorCode =
  | 'ERROR_SYNTAX'
  | 'ERROR_VALUE_INVALID'
  | 'ERROR_VALUE_MISSING'
  | 'ERROR_ORDER_NOT_UNIQUE'
  | 'DATA_NOT_FOUND'
  | 'BUSINESS_ERROR'
  | 'ERROR_INTERNAL';

export function payuError(
  reply: FastifyReply,
  http: number,
  statusCode: PayuErrorCode,
  desc: string,
) {
  return reply
    .code(http)
    .type('application/json')
    .send({ status: { statusCode, severity: 'ERROR', statusDesc: desc } });
}

export const SUCCESS = { statusCode: 'SUCCESS', statusDesc: 'Request processing successful' };

/** An order as PayU's GET and notifications describe it. */
export function orderView(order: StoredOrder, status: PayuOrderStatus) {
  return {
    orderId: order.orderId,
    ...(order.extOrderId ? { extOrderId: order.extOrderId } : {}),
    orderCreateDate: order.orderCreateDate,
    ...(order.notifyUrl ? { notifyUrl: order.notifyUrl } : {}),
    customerIp: order.customerIp,
    merchantPosId: order.merchantPosId,
    validityTime: order.validityTime,
    description: order.description,
    currencyCode: order.currencyCode,
    totalAmount: order.totalAmount,
    ...(order.buyer ? { buyer: order.buyer } : {}),
    ...(status === 'COMPLETED' ? { payMethod: { type: 'PBL' } } : {}),
    products: order.products,
    status,
  };
}

/** The notification body; built from stored data only, so a resend repeats the same bytes. */
export function notificationBody(order: StoredOrder, status: PayuOrderStatus) {
  return JSON.stringify({
    order: orderView(order, status),
    ...(status === 'COMPLETED' && order.localReceiptDateTime
      ? { localReceiptDateTime: order.localReceiptDateTime }
      : {}),
    properties: [{ name: 'PAYMENT_ID', value: order.paymentId }],
  });
}

/** A refund as PayU shows it (`requestedAmount` is the emulator's own bookkeeping). */
export function refundView(refund: StoredRefund) {
  const { refundId, extRefundId, amount, currencyCode, description } = refund;
  const { creationDateTime, status, statusDateTime } = refund;
  return {
    refundId,
    extRefundId,
    amount,
    currencyCode,
    description,
    creationDateTime,
    status,
    statusDateTime,
  };
}

/** The hosted page shows amounts as a person reads them: 12345 PLN minor units → "PLN 123.45". */
export function amountText(totalAmount: string, currency: string) {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(Number(totalAmount) / 10 ** digits);
}

// ---- Tokens ----------------------------------------------------------------------------------

/**
 * Tokens are self-contained and signed (HMAC with the client secret), so they survive a restart of
 * the server like PayU's do. `generation` lets tests revoke every token issued so far.
 */
export class TokenIssuer {
  private generation = 0;

  issue(clientId: string, clientSecret: string) {
    const payload = Buffer.from(
      JSON.stringify({
        c: clientId,
        g: this.generation,
        e: Date.now() + TOKEN_SECONDS * 1000,
        n: randomUUID(),
      }),
    ).toString('base64url');
    return `${payload}.${this.mac(payload, clientSecret)}`;
  }

  /** The client id a valid token belongs to, or null. */
  verify(token: string): string | null {
    const [payload, mac] = token.split('.');
    if (!payload || !mac) return null;
    let claims: { c?: unknown; g?: unknown; e?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return null;
    }
    if (claims.c !== PAYU_SANDBOX.clientId) return null;
    const expected = Buffer.from(this.mac(payload, PAYU_SANDBOX.clientSecret));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (claims.g !== this.generation || typeof claims.e !== 'number' || claims.e <= Date.now())
      return null;
    return claims.c;
  }

  revokeAll() {
    this.generation += 1;
  }

  private mac(payload: string, secret: string) {
    return createHmac('sha256', secret).update(payload).digest('base64url');
  }
}

/** Refunds that were PENDING when last seen are FINALIZED by the time anyone asks again. */
export function finalizeRefunds(refunds: StoredRefund[], now: string): StoredRefund[] {
  return refunds.map((r) =>
    r.status === 'PENDING' ? { ...r, status: 'FINALIZED', statusDateTime: now } : r,
  );
}

export function page(
  reply: FastifyReply,
  code: number,
  amount: string,
  description: string,
  actions: Parameters<typeof renderHostedPage>[0]['actions'],
  note?: string,
) {
  return reply
    .code(code)
    .type('text/html; charset=utf-8')
    .send(
      renderHostedPage({
        operatorLabel: 'PayU',
        amountText: amount,
        description,
        actions,
        ...(note ? { note } : {}),
      }),
    );
}

export function notFound(reply: FastifyReply) {
  return payuError(reply, 404, 'DATA_NOT_FOUND', 'Could not find data for given criteria.');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function paramOf(request: FastifyRequest, name: string) {
  const params = request.params as Record<string, string | undefined>;
  return params[name] ?? '';
}

/** Secret comparison in constant time. */
export function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
