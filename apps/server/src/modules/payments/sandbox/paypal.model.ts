/**
 * The PayPal emulator's orders, captures and refunds as stored, the checks of its requests and its
 * tokens (the routes are paypal.emulator.ts, the bodies and webhooks paypal.messages.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../../db/client.js';
import { sandboxPayments } from '../../../db/schema/index.js';
import { fromDecimal, toDecimal } from '../operator.js';
import { renderHostedPage } from './common.js';
import { PAYPAL_SANDBOX } from './credentials.js';

export const OPERATOR = 'paypal';

/**
 * Signs tokens and webhook transmissions. Fixed on purpose: tokens and signatures made before a
 * restart must still check afterwards, and nothing here guards real money.
 */
export const EMULATOR_SECRET = 'kramik-paypal-emulator-v1';
export const AUTH_ALGO = 'SHA256withRSA';
export const TOKEN_TTL_S = 32_400;
export const CERT_NAME = 'CERT-360caa42-fca2a594-kramik-sandbox';
export const CURRENCIES = new Set(['PLN', 'EUR', 'USD', 'GBP', 'CZK', 'SEK', 'NOK', 'DKK', 'CHF']);
/** PayPal's pattern for amounts with two decimals; the emulator takes "12.30" only. */
export const VALUE = /^\d{1,10}\.\d{2}$/;

export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
export type CaptureStatus =
  'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

export interface Money {
  currency_code: string;
  value: string;
}

export interface RefundData {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  createTime: string;
  /** Echoed from the refund request, as PayPal does. */
  noteToPayer?: string;
  invoiceId?: string;
  customId?: string;
}

export interface CaptureData {
  id: string;
  status: CaptureStatus;
  amount: Money;
  refunds: RefundData[];
  createTime: string;
  updateTime: string;
}

export type Unit = z.infer<typeof PurchaseUnitSchema> & { capture?: CaptureData };

export interface OrderData {
  intent: 'CAPTURE';
  units: Unit[];
  returnUrl: string;
  cancelUrl: string;
  /** `payer-action` for the experience_context flow, `approve` for legacy application_context. */
  approvalRel: 'payer-action' | 'approve';
  createTime: string;
  updateTime: string;
  payerId?: string;
  /** The last webhook sent for this order, resent as it was by the test control. */
  lastWebhook?: { eventId: string; body: string };
}

export interface Order {
  id: string;
  status: OrderStatus;
  data: OrderData;
}

export const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });

export const BREAKDOWN_PARTS = [
  'item_total',
  'shipping',
  'handling',
  'tax_total',
  'insurance',
] as const;
export const BREAKDOWN_DEDUCTIONS = ['discount', 'shipping_discount'] as const;

export const PurchaseUnitSchema = z.object({
  reference_id: z.string().min(1).max(256).optional(),
  custom_id: z.string().max(127).optional(),
  invoice_id: z.string().max(127).optional(),
  description: z.string().max(127).optional(),
  amount: MoneySchema.extend({
    breakdown: z
      .partialRecord(z.enum([...BREAKDOWN_PARTS, ...BREAKDOWN_DEDUCTIONS]), MoneySchema)
      .optional(),
  }),
  items: z
    .array(
      z.object({
        name: z.string().min(1).max(127),
        quantity: z.string().regex(/^[1-9]\d{0,9}$/),
        unit_amount: MoneySchema,
        sku: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
      }),
    )
    .optional(),
});

export const ExperienceSchema = z.object({
  return_url: z.url({ protocol: /^https?$/ }),
  cancel_url: z.url({ protocol: /^https?$/ }),
  brand_name: z.string().max(127).optional(),
  locale: z.string().optional(),
  user_action: z.enum(['CONTINUE', 'PAY_NOW']).optional(),
  shipping_preference: z.enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']).optional(),
  landing_page: z.enum(['LOGIN', 'GUEST_CHECKOUT', 'NO_PREFERENCE']).optional(),
});

export const CreateOrderSchema = z.object({
  intent: z.string(),
  purchase_units: z.array(PurchaseUnitSchema).min(1).max(10),
  payment_source: z
    .object({ paypal: z.object({ experience_context: ExperienceSchema }) })
    .optional(),
  application_context: ExperienceSchema.optional(),
});

export const RefundRequestSchema = z
  .object({
    amount: MoneySchema.optional(),
    note_to_payer: z.string().max(255).optional(),
    invoice_id: z.string().max(127).optional(),
    custom_id: z.string().max(127).optional(),
  })
  .optional();
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/**
 * The emulator's PayPal fee: 2.9 % plus 1.35 in the currency's minor units (PayPal's Polish
 * domestic rate for PLN, used for every currency here), never above the amount.
 */
export function paypalFee(grossMinor: number) {
  return Math.min(grossMinor, Math.round(grossMinor * 0.029) + 135);
}

/** The part of the fee a refund gives back: the percentage, never the fixed part. */
export function refundedFee(refundMinor: number) {
  return Math.round(refundMinor * 0.029);
}

/**
 * `Prefer: return=representation` asks for the whole resource; anything else (PayPal's default
 * is `return=minimal`) for the short answer.
 */
export function wantsRepresentation(request: FastifyRequest) {
  const value = request.headers.prefer;
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return /(^|[,;\s])return=representation($|[,;\s])/i.test(text);
}

export const VerifyRequestSchema = z.object({
  auth_algo: z.string(),
  cert_url: z.string(),
  transmission_id: z.string(),
  transmission_sig: z.string(),
  transmission_time: z.string(),
  webhook_id: z.string(),
  webhook_event: z.record(z.string(), z.unknown()),
});

export const CONTROL_EVENTS = [
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
  'CHECKOUT.PAYMENT-APPROVAL.REVERSED',
] as const;
export const ControlWebhookSchema = z.object({ event_type: z.enum(CONTROL_EVENTS) });

export const CAPTURE_EVENT_STATUS: Record<string, CaptureStatus> = {
  'PAYMENT.CAPTURE.COMPLETED': 'COMPLETED',
  'PAYMENT.CAPTURE.PENDING': 'PENDING',
  'PAYMENT.CAPTURE.DENIED': 'DECLINED',
  'PAYMENT.CAPTURE.DECLINED': 'DECLINED',
};

/** An error answered in PayPal's own format. */
export class PaypalApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.name ?? body.error));
  }
}

export const invalidRequest = (issue: string, field: string, description: string) =>
  new PaypalApiError(400, {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    details: [{ field, location: 'body', issue, description }],
  });

export const unprocessable = (issue: string, description: string) =>
  new PaypalApiError(422, {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details: [{ issue, description }],
  });

export const notFound = (description: string) =>
  new PaypalApiError(404, {
    name: 'RESOURCE_NOT_FOUND',
    message: 'The specified resource does not exist.',
    details: [{ issue: 'INVALID_RESOURCE_ID', description }],
  });

export function validateCreate(body: unknown) {
  const parsed = CreateOrderSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const missing = issue?.code === 'invalid_type' && issue.input === undefined;
    throw invalidRequest(
      missing ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_SYNTAX',
      `/${issue?.path.join('/') ?? ''}`,
      issue?.message ?? 'Invalid request.',
    );
  }
  const input = parsed.data;
  if (input.intent !== 'CAPTURE') {
    throw invalidRequest(
      'INVALID_PARAMETER_VALUE',
      '/intent',
      'The emulator supports intent CAPTURE only (AUTHORIZE is not used by Kramik).',
    );
  }
  const experience = input.payment_source?.paypal.experience_context ?? input.application_context;
  if (!experience) {
    throw invalidRequest(
      'MISSING_REQUIRED_PARAMETER',
      '/payment_source/paypal/experience_context',
      'The emulator needs return_url and cancel_url to send the buyer back.',
    );
  }
  const references = new Set<string>();
  input.purchase_units.forEach((unit, index) => {
    const where = `/purchase_units/${index}`;
    if (input.purchase_units.length > 1) {
      if (!unit.reference_id) {
        throw unprocessable('REFERENCE_ID_REQUIRED', 'reference_id is required for several units.');
      }
      if (references.has(unit.reference_id)) {
        throw unprocessable('DUPLICATE_REFERENCE_ID', 'reference_id must be unique.');
      }
      references.add(unit.reference_id);
    }
    const currency = unit.amount.currency_code;
    if (!CURRENCIES.has(currency)) {
      throw unprocessable('CURRENCY_NOT_SUPPORTED', `Currency ${currency} is not supported.`);
    }
    const money = (value: Money, field: string) => {
      if (!VALUE.test(value.value)) {
        throw invalidRequest(
          'INVALID_PARAMETER_SYNTAX',
          `${where}/${field}/value`,
          `Amount "${value.value}" must have two decimal places, e.g. "12.30".`,
        );
      }
      if (value.currency_code !== currency) {
        throw unprocessable('CURRENCY_MISMATCH', `${field} must be in ${currency}.`);
      }
      return minor(value.value);
    };
    const total = money(unit.amount, 'amount');
    if (total <= 0)
      throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'The amount must be positive.');
    const breakdown = unit.amount.breakdown;
    const items = unit.items ?? [];
    const itemSum = items.reduce(
      (sum, item, i) =>
        sum + money(item.unit_amount, `items/${i}/unit_amount`) * Number(item.quantity),
      0,
    );
    if (items.length > 0 && !breakdown?.item_total) {
      throw unprocessable('ITEM_TOTAL_REQUIRED', 'Items need amount.breakdown.item_total.');
    }
    if (breakdown) {
      const part = (name: keyof typeof breakdown) => {
        const value = breakdown[name];
        return value ? money(value, `amount/breakdown/${name}`) : 0;
      };
      if (items.length > 0 && part('item_total') !== itemSum) {
        throw unprocessable('ITEM_TOTAL_MISMATCH', 'item_total must equal the sum of the items.');
      }
      const expected =
        BREAKDOWN_PARTS.reduce((sum, name) => sum + part(name), 0) -
        BREAKDOWN_DEDUCTIONS.reduce((sum, name) => sum + part(name), 0);
      if (expected !== total) {
        throw unprocessable('AMOUNT_MISMATCH', 'The amount must equal the breakdown.');
      }
    }
  });
  return {
    units: input.purchase_units,
    returnUrl: experience.return_url,
    cancelUrl: experience.cancel_url,
    approvalRel: input.payment_source ? ('payer-action' as const) : ('approve' as const),
  };
}

export async function insertOrder(
  tx: Executor,
  id: string,
  input: ReturnType<typeof validateCreate>,
) {
  const now = new Date().toISOString();
  const order: Order = {
    id,
    // PayPal answers PAYER_ACTION_REQUIRED when the request names the payment source.
    status: input.approvalRel === 'payer-action' ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    data: { intent: 'CAPTURE', ...input, createTime: now, updateTime: now },
  };
  await insertRow(tx, id, order.status, order.data);
  return order;
}

/** Captures every unit of an approved order with the given status (COMPLETED unless a test asks). */
export async function captureUnits(tx: Executor, order: Order, status: CaptureStatus) {
  const now = new Date().toISOString();
  for (const unit of order.data.units) {
    const id = newId(17);
    unit.capture = {
      id,
      status,
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      refunds: [],
      createTime: now,
      updateTime: now,
    };
    await insertRow(tx, `capture:${id}`, 'INDEX', { orderId: order.id });
  }
  order.status = 'COMPLETED';
  order.data.updateTime = now;
  return order;
}

/** The test control's capture events: capture an approved order, or move its capture. */
export async function setCaptureStatus(tx: Executor, order: Order, status: CaptureStatus) {
  if (order.status === 'APPROVED') return captureUnits(tx, order, status);
  if (order.status !== 'COMPLETED') {
    throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
  }
  for (const unit of order.data.units) {
    const capture = unit.capture!;
    if (capture.refunds.length > 0) {
      throw unprocessable('CAPTURE_REFUNDED', 'A refunded capture cannot change its status.');
    }
    capture.status = status;
    capture.updateTime = new Date().toISOString();
  }
  return order;
}

/** Never more than is left of the capture; no amount means all of it. */
export function refundCapture(capture: CaptureData, input: RefundRequest): RefundData {
  const amount = input?.amount;
  if (capture.status === 'REFUNDED') {
    throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
  }
  if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
    throw unprocessable('REFUND_NOT_ALLOWED', `A ${capture.status} capture cannot be refunded.`);
  }
  const captured = minor(capture.amount.value);
  const left = captured - capture.refunds.reduce((sum, r) => sum + minor(r.amount.value), 0);
  const money = amount ?? { currency_code: capture.amount.currency_code, value: toDecimal(left) };
  if (!VALUE.test(money.value)) {
    throw invalidRequest('INVALID_PARAMETER_SYNTAX', '/amount/value', 'Bad amount value.');
  }
  if (money.currency_code !== capture.amount.currency_code) {
    throw unprocessable('REFUND_CURRENCY_MISMATCH', 'Refund must be in the capture currency.');
  }
  const value = minor(money.value);
  if (value <= 0) throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'The amount must be positive.');
  if (value > left) {
    throw unprocessable(
      'REFUND_AMOUNT_EXCEEDED',
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    );
  }
  const refund: RefundData = {
    id: newId(17),
    status: 'COMPLETED',
    amount: money,
    createTime: new Date().toISOString(),
    ...(input?.note_to_payer ? { noteToPayer: input.note_to_payer } : {}),
    ...(input?.invoice_id ? { invoiceId: input.invoice_id } : {}),
    ...(input?.custom_id ? { customId: input.custom_id } : {}),
  };
  capture.refunds.push(refund);
  capture.status = value === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  capture.updateTime = refund.createTime;
  return refund;
}

/** Stateless tokens (client and expiry, signed) so that they survive a restart of the server. */
export function issueToken(clientId: string) {
  const payload = Buffer.from(
    JSON.stringify({ c: clientId, e: Math.floor(Date.now() / 1000) + TOKEN_TTL_S }),
  ).toString('base64url');
  return `A21AA${payload}.${createHmac('sha256', EMULATOR_SECRET).update(payload).digest('base64url')}`;
}

export function requireBearer(request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer A21AA([\w-]+)\.([\w-]+)$/.exec(header);
  const valid =
    match &&
    safeEqual(
      match[2]!,
      createHmac('sha256', EMULATOR_SECRET).update(match[1]!).digest('base64url'),
    ) &&
    (() => {
      const claims = JSON.parse(Buffer.from(match[1]!, 'base64url').toString()) as {
        c: string;
        e: number;
      };
      return claims.c === PAYPAL_SANDBOX.clientId && claims.e > Date.now() / 1000;
    })();
  if (!valid) {
    throw new PaypalApiError(401, {
      error: 'invalid_token',
      error_description: 'Token signature verification failed',
    });
  }
}

export function basicCredentials(header: string | undefined) {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return [];
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? [] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

export function requestIdOf(request: FastifyRequest) {
  const value = request.headers['paypal-request-id'];
  const id = Array.isArray(value) ? value[0] : value;
  if (id && id.length > 108) {
    throw invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'PayPal-Request-Id',
      'At most 108 characters.',
    );
  }
  return id || undefined;
}

export const requestIdReused = () =>
  unprocessable(
    'PAYPAL_REQUEST_ID_PREVIOUSLY_USED',
    'The PayPal-Request-Id has already been used for another request.',
  );

/** The answer stored with an idempotency key, unless the key was used for something else. */
export function replay(row: { data: Record<string, unknown> } | undefined, target: string) {
  const data = row?.data as { target?: string; response?: { statusCode: number; body: unknown } };
  if (data.target !== target || !data.response) throw requestIdReused();
  return data.response;
}

// Rows in sandbox_payments; orders are locked while they change so two calls cannot both apply.

export async function findOrder(db: Executor, id: string, options: { lock?: boolean } = {}) {
  if (!/^[0-9A-Z]{17}$/.test(id)) return undefined;
  const query = db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.operator, OPERATOR), eq(sandboxPayments.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  // Written only by this file, in this shape.
  return (
    row && { id: row.id, status: row.status as OrderStatus, data: row.data as unknown as OrderData }
  );
}

export async function requireOrder(db: Executor, id: string, options: { lock?: boolean } = {}) {
  const order = await findOrder(db, id, options);
  if (!order) throw notFound(`Specified resource ID does not exist: ${id}`);
  return order;
}

export async function saveOrder(tx: Executor, order: Order) {
  await updateRow(tx, order.id, order.data, order.status);
}

export async function insertRow(tx: Executor, id: string, status: string, data: object) {
  await tx.insert(sandboxPayments).values({ operator: OPERATOR, id, status, data: { ...data } });
}

/** Inserts a row unless one exists; a concurrent claim waits for the first one to commit. */
export async function claimRow(tx: Executor, id: string, data: Record<string, unknown>) {
  const rows = await tx
    .insert(sandboxPayments)
    .values({ operator: OPERATOR, id, status: 'DONE', data })
    .onConflictDoNothing()
    .returning({ id: sandboxPayments.id });
  return rows.length > 0;
}

export async function updateRow(tx: Executor, id: string, data: object, status?: string) {
  await tx
    .update(sandboxPayments)
    .set({ data: { ...data }, ...(status ? { status } : {}), updatedAt: new Date() })
    .where(and(eq(sandboxPayments.operator, OPERATOR), eq(sandboxPayments.id, id)));
}

export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** PayPal-like ids: upper-case letters and digits (orders and captures have 17). */
export function newId(length: number) {
  return Array.from(randomBytes(length), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

/** Values are checked against {@link VALUE} before they are stored, so they always parse. */
export const minor = fromDecimal;

export function formatMoney(amount: number, currency: string) {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
}

export function withQuery(url: string, params: Record<string, string>) {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

export function hostedError() {
  return renderHostedPage({
    operatorLabel: 'PayPal',
    amountText: '',
    description: 'This payment does not exist or has expired.',
    actions: [],
  });
}
