import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import {
  PAYMENT_OPERATORS,
  type Locale,
  type OperatorSettings,
  type OperatorSettingsInput,
  type Payment,
  type PaymentAttemptStatus,
  type PaymentOptions,
  type PayoutList,
  type StartPaymentInput,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database, Executor } from '../../db/client.js';
import type { MessageKey } from '../../i18n/messages.js';
import {
  companies,
  ledgerEntries,
  orderItems,
  orders,
  paymentNotifications,
  paymentOperatorSettings,
  paymentOrders,
  payments,
  refunds,
  sellerSettings,
  users,
} from '../../db/schema/index.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secrets.js';
import type { AuthContext } from '../../plugins/auth.js';
import { enqueueMail } from '../mail/mail.service.js';
import * as orderLifecycle from '../orders/order-lifecycle.js';
import { AutopayAdapter, fromOrderId } from './autopay/autopay.adapter.js';
import {
  NotificationRejected,
  OperatorError,
  type AutopayCredentials,
  type InboundNotification,
  type OperatorName,
  type PaymentEvent,
  type PaypalCredentials,
  type PayuCredentials,
} from './operator.js';
import { PAYPAL_SANDBOX } from './paypal/paypal.emulator.js';
import { PaypalAdapter } from './paypal/paypal.adapter.js';
import { PAYU_SANDBOX } from './payu/payu.emulator.js';
import { PayuAdapter, UnsupportedPayuNotification } from './payu/payu.adapter.js';

export interface PaymentsDeps {
  db: Database;
  config: Config;
  secrets: SecretBox;
  kickMail: () => void;
  adapters: { payu: PayuAdapter; paypal: PaypalAdapter; autopay: AutopayAdapter };
}

export function defaultAdapters() {
  return { payu: new PayuAdapter(), paypal: new PaypalAdapter(), autopay: new AutopayAdapter() };
}

const LIVE_BASE_URLS: Record<OperatorName, string> = {
  payu: 'https://secure.payu.com',
  paypal: 'https://api-m.paypal.com',
  autopay: 'https://pay.autopay.eu',
};

function baseUrlOf(deps: PaymentsDeps, operator: OperatorName, configured?: string) {
  if (configured) return configured.replace(/\/+$/, '');
  return deps.config.paymentsMode === 'emulator'
    ? `${deps.config.publicUrl}/sandbox/${operator}`
    : LIVE_BASE_URLS[operator];
}

// ---- Operator settings ---------------------------------------------------------------------------

type SettingsRow = typeof paymentOperatorSettings.$inferSelect;

async function settingsOf(db: Executor, operator: OperatorName): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOperatorSettings)
    .where(eq(paymentOperatorSettings.operator, operator));
  return row;
}

function secretsOf(deps: PaymentsDeps, row: SettingsRow | undefined): Record<string, string> {
  if (!row?.secretsEncrypted) return {};
  return JSON.parse(deps.secrets.decrypt(row.secretsEncrypted)) as Record<string, string>;
}

/** PayU's credentials: stored ones, else (emulator mode) the sandbox's; null when unusable. */
async function payuCredentials(deps: PaymentsDeps): Promise<PayuCredentials | null> {
  const row = await settingsOf(deps.db, 'payu');
  if (row && !row.enabled) return null;
  const secrets = secretsOf(deps, row);
  const config = row?.publicConfig ?? {};
  if (config.posId && config.clientId && secrets.clientSecret && secrets.secondKey) {
    return {
      baseUrl: baseUrlOf(deps, 'payu', config.baseUrl),
      posId: config.posId,
      clientId: config.clientId,
      clientSecret: secrets.clientSecret,
      secondKey: secrets.secondKey,
    };
  }
  if (deps.config.paymentsMode !== 'emulator') return null;
  return { baseUrl: baseUrlOf(deps, 'payu'), ...PAYU_SANDBOX };
}

async function paypalCredentials(deps: PaymentsDeps): Promise<PaypalCredentials | null> {
  const row = await settingsOf(deps.db, 'paypal');
  if (row && !row.enabled) return null;
  const secrets = secretsOf(deps, row);
  const config = row?.publicConfig ?? {};
  if (config.clientId && config.webhookId && secrets.clientSecret) {
    return {
      baseUrl: baseUrlOf(deps, 'paypal', config.baseUrl),
      clientId: config.clientId,
      clientSecret: secrets.clientSecret,
      webhookId: config.webhookId,
    };
  }
  if (deps.config.paymentsMode !== 'emulator') return null;
  return { baseUrl: baseUrlOf(deps, 'paypal'), ...PAYPAL_SANDBOX };
}

/** A seller's AutoPay service, when the admin allows AutoPay and the seller configured it. */
async function autopayCredentials(
  deps: PaymentsDeps,
  companyId: string,
): Promise<AutopayCredentials | null> {
  const row = await settingsOf(deps.db, 'autopay');
  if (row && !row.enabled) return null;
  const [settings] = await deps.db
    .select()
    .from(sellerSettings)
    .where(eq(sellerSettings.companyId, companyId));
  if (!settings?.autopayIdShop || !settings.autopayBmKeyEncrypted) return null;
  return {
    baseUrl: baseUrlOf(deps, 'autopay', row?.publicConfig.baseUrl),
    serviceId: settings.autopayIdShop,
    key: deps.secrets.decrypt(settings.autopayBmKeyEncrypted),
  };
}

export type ResolvedCredentials =
  | { operator: 'payu'; credentials: PayuCredentials }
  | { operator: 'paypal'; credentials: PaypalCredentials }
  | { operator: 'autopay'; credentials: AutopayCredentials };

/** The credentials a stored payment was made with (AutoPay: its maker's service). */
export async function operatorCredentials(
  deps: PaymentsDeps,
  payment: { operator: string; companyId: string | null },
): Promise<ResolvedCredentials | null> {
  if (payment.operator === 'payu') {
    const credentials = await payuCredentials(deps);
    return credentials ? { operator: 'payu', credentials } : null;
  }
  if (payment.operator === 'paypal') {
    const credentials = await paypalCredentials(deps);
    return credentials ? { operator: 'paypal', credentials } : null;
  }
  if (!payment.companyId) return null;
  const credentials = await autopayCredentials(deps, payment.companyId);
  return credentials ? { operator: 'autopay', credentials } : null;
}

const PUBLIC_KEYS: Record<OperatorName, string[]> = {
  payu: ['posId', 'clientId', 'baseUrl'],
  paypal: ['clientId', 'webhookId', 'baseUrl'],
  autopay: ['baseUrl'],
};
const SECRET_KEYS: Record<OperatorName, string[]> = {
  payu: ['clientSecret', 'secondKey'],
  paypal: ['clientSecret'],
  autopay: [],
};

export async function listOperatorSettings(deps: PaymentsDeps): Promise<OperatorSettings[]> {
  return Promise.all(
    PAYMENT_OPERATORS.map(async (operator) => {
      const row = await settingsOf(deps.db, operator);
      const secrets = secretsOf(deps, row);
      const usable =
        operator === 'payu'
          ? await payuCredentials(deps)
          : operator === 'paypal'
            ? await paypalCredentials(deps)
            : null;
      return {
        operator,
        enabled: row?.enabled ?? true,
        config: row?.publicConfig ?? {},
        secretsSet: SECRET_KEYS[operator].filter((k) => Boolean(secrets[k])),
        usingSandbox:
          deps.config.paymentsMode === 'emulator' &&
          (operator === 'autopay'
            ? !row?.publicConfig.baseUrl
            : usable?.baseUrl.includes('/sandbox/') === true),
      };
    }),
  );
}

export async function saveOperatorSettings(
  deps: PaymentsDeps,
  operator: OperatorName,
  input: OperatorSettingsInput,
) {
  // Keys the operator does not have are refused, not silently dropped (issue 16).
  const unknown: Record<string, MessageKey> = {};
  for (const [part, known] of [
    ['config', PUBLIC_KEYS[operator]],
    ['secrets', SECRET_KEYS[operator]],
  ] as const) {
    for (const key of Object.keys(input[part])) {
      if (!known.includes(key)) unknown[`${part}.${key}`] = 'fieldInvalid';
    }
  }
  if (Object.keys(unknown).length > 0) throw new ValidationError(unknown);
  const row = await settingsOf(deps.db, operator);
  const secrets = secretsOf(deps, row);
  for (const key of SECRET_KEYS[operator]) {
    const value = input.secrets[key];
    if (value) secrets[key] = value;
  }
  const config = Object.fromEntries(
    PUBLIC_KEYS[operator].flatMap((k) => (input.config[k] ? [[k, input.config[k]]] : [])),
  );
  const values = {
    operator,
    enabled: input.enabled,
    publicConfig: config,
    secretsEncrypted:
      Object.keys(secrets).length > 0 ? deps.secrets.encrypt(JSON.stringify(secrets)) : null,
    updatedAt: new Date(),
  };
  await deps.db
    .insert(paymentOperatorSettings)
    .values(values)
    .onConflictDoUpdate({ target: paymentOperatorSettings.operator, set: values });
  return (await listOperatorSettings(deps)).find((s) => s.operator === operator)!;
}

// ---- Paying ------------------------------------------------------------------------------------

/** The buyer's orders of the list that still await an online payment. */
async function payableOrders(db: Executor, buyerId: string, ids: string[]) {
  return db
    .select({
      order: orders,
      shortName: companies.shortName,
      autopayIdShop: sellerSettings.autopayIdShop,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(sellerSettings, eq(sellerSettings.companyId, orders.companyId))
    .where(
      and(
        inArray(orders.id, ids),
        eq(orders.buyerId, buyerId),
        eq(orders.status, 'awaiting_payment'),
        eq(orders.paymentType, 'online'),
      ),
    )
    .orderBy(asc(orders.number));
}

export async function paymentOptions(
  deps: PaymentsDeps,
  auth: AuthContext,
  ids: string[],
): Promise<PaymentOptions> {
  const rows = await payableOrders(deps.db, auth.user._id, ids);
  const currency = rows[0]?.order.currency ?? 'EUR';
  const autopayAllowed = (await settingsOf(deps.db, 'autopay'))?.enabled ?? true;
  const operators: ('payu' | 'paypal')[] = [];
  if (rows.length > 0 && (await payuCredentials(deps))) operators.push('payu');
  if (rows.length > 0 && (await paypalCredentials(deps))) operators.push('paypal');
  return {
    orders: rows.map((r) => ({
      _id: r.order.id,
      number: r.order.number,
      seller: { _id: r.order.companyId, shortName: r.shortName },
      total: { amount: r.order.totalAmount, currency: r.order.currency },
      autopay: autopayAllowed && Boolean(r.autopayIdShop),
    })),
    total: { amount: rows.reduce((sum, r) => sum + r.order.totalAmount, 0), currency },
    operators,
  };
}

function toPayment(
  row: typeof payments.$inferSelect,
  paid: { id: string; number: string; status: string }[],
): Payment {
  return {
    _id: row.id,
    operator: row.operator as OperatorName,
    status: row.status as PaymentAttemptStatus,
    amount: { amount: row.amount, currency: row.currency },
    redirectUrl: row.redirectUrl,
    orders: paid.map((o) => ({ _id: o.id, number: o.number, status: o.status })),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getPayment(deps: PaymentsDeps, auth: AuthContext, id: string) {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.buyerId, auth.user._id)));
  if (!row) throw new NotFoundError();
  const paid = await deps.db
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(paymentOrders)
    .innerJoin(orders, eq(orders.id, paymentOrders.orderId))
    .where(eq(paymentOrders.paymentId, id))
    .orderBy(asc(orders.number));
  return toPayment(row, paid);
}

/**
 * Starts a payment: recorded first (so a notification can never arrive for an unknown payment),
 * then the operator is asked for its hosted page. PayU and PayPal pay any of the buyer's unpaid
 * orders together; AutoPay pays one order, to its maker's own AutoPay service.
 */
export async function startPayment(
  deps: PaymentsDeps,
  auth: AuthContext,
  input: StartPaymentInput,
  context: { ip: string; locale: Locale },
): Promise<Payment> {
  const ids = [...new Set(input.orderIds)];
  const rows = await payableOrders(deps.db, auth.user._id, ids);
  if (rows.length !== ids.length) throw new ConflictError('orderNotPayable', 'ORDER_STATE');
  const sellerIds = new Set(rows.map((r) => r.order.companyId));
  if (input.operator === 'autopay' && sellerIds.size !== 1)
    throw new AppError(409, 'CONFLICT', 'autopayOneMaker');

  const payu = input.operator === 'payu' ? await payuCredentials(deps) : null;
  const paypal = input.operator === 'paypal' ? await paypalCredentials(deps) : null;
  const autopay =
    input.operator === 'autopay' ? await autopayCredentials(deps, [...sellerIds][0]!) : null;
  if (!payu && !paypal && !autopay) throw new AppError(409, 'CONFLICT', 'operatorUnavailable');

  const amount = rows.reduce((sum, r) => sum + r.order.totalAmount, 0);
  const currency = rows[0]!.order.currency;
  const payment = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        operator: input.operator,
        buyerId: auth.user._id,
        companyId: input.operator === 'autopay' ? [...sellerIds][0]! : null,
        amount,
        currency,
      })
      .returning();
    await tx
      .insert(paymentOrders)
      .values(
        rows.map((r) => ({ paymentId: row!.id, orderId: r.order.id, amount: r.order.totalAmount })),
      );
    return row!;
  });

  const lines = await deps.db
    .select({
      name: orderItems.name,
      unitAmount: orderItems.unitAmount,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids));
  const deliveryTotal = rows.reduce((sum, r) => sum + r.order.deliveryAmount, 0);
  if (deliveryTotal > 0) lines.push({ name: 'Delivery', unitAmount: deliveryTotal, quantity: 1 });
  const [buyer] = await deps.db.select().from(users).where(eq(users.id, auth.user._id));
  const base = deps.config.publicUrl;
  const request = {
    paymentId: payment.id,
    amount,
    currency,
    description: `Kramik ${rows.map((r) => r.order.number).join(', ')}`,
    buyer: {
      email: buyer!.email,
      firstName: buyer!.firstName,
      lastName: buyer!.lastName,
      locale: context.locale,
      ip: context.ip,
    },
    lines,
    notifyUrl: `${base}/api/payments/notify/${input.operator}`,
    returnUrl:
      input.operator === 'paypal'
        ? `${base}/api/payments/paypal/return`
        : `${base}/payment/return/${input.operator}?payment=${payment.id}`,
    cancelUrl:
      input.operator === 'paypal'
        ? `${base}/api/payments/paypal/cancel`
        : `${base}/payment/return/${input.operator}?payment=${payment.id}&cancelled=1`,
  };

  try {
    const started = payu
      ? await deps.adapters.payu.start(request, payu)
      : paypal
        ? await deps.adapters.paypal.start(request, paypal)
        : deps.adapters.autopay.start(request, autopay!);
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({
          status: 'pending',
          operatorPaymentId: started.operatorPaymentId,
          redirectUrl: started.redirectUrl,
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')));
      await orderLifecycle.markPaymentPending(tx, ids);
    });
  } catch (error) {
    await deps.db
      .update(payments)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    if (error instanceof OperatorError) throw new AppError(502, 'BAD_GATEWAY', 'operatorFailed');
    throw error;
  }
  return getPayment(deps, auth, payment.id);
}

// ---- Notifications -----------------------------------------------------------------------------

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'mismatch' | 'unknown';

const FINAL: PaymentAttemptStatus[] = ['paid', 'failed', 'cancelled', 'refunded'];

/**
 * Applies one verified operator event, exactly once: the event is recorded first under its unique
 * key (a repeat finds the key taken and changes nothing), and a payment only moves forward (a late
 * "pending" after "paid" is ignored). A "paid" whose amount or currency is not the payment's is
 * recorded apart, under a key of its own, so it never uses up the key of the correct event that
 * may follow; the administrators are told, and reconciliation asks the operator at its next run.
 */
export async function applyEvent(
  deps: PaymentsDeps,
  operator: OperatorName,
  event: PaymentEvent,
  rawBody: string,
): Promise<EventOutcome> {
  // Crash tests: die once the operator reports the money taken, before anything is recorded.
  if (deps.config.faultPoint === 'payment-notify' && event.status === 'paid')
    process.kill(process.pid, 'SIGKILL');
  const outcome = await deps.db.transaction(async (tx): Promise<EventOutcome> => {
    const payment = await findEventPayment(tx, operator, event);
    const mismatch =
      payment !== undefined &&
      event.status === 'paid' &&
      (event.amount !== payment.amount || event.currency !== payment.currency);
    const recorded = await tx
      .insert(paymentNotifications)
      .values({
        operator,
        eventKey: mismatch ? mismatchKey(event) : event.eventKey,
        paymentId: payment?.id ?? null,
        status: event.status,
        amount: event.amount,
        currency: event.currency,
        rawBody,
        outcome: mismatch ? 'mismatch' : 'applied',
      })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (recorded.length === 0) return 'duplicate';
    if (mismatch) {
      await alertMismatch(tx, deps, operator, payment, event);
      return 'mismatch';
    }
    const note = async (value: EventOutcome) => {
      await tx
        .update(paymentNotifications)
        .set({ outcome: value })
        .where(eq(paymentNotifications.id, recorded[0]!.id));
      return value;
    };
    if (!payment) return note('unknown');
    // The payment row is locked: two deliveries of different events apply one after the other.
    const [locked] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, payment.id))
      .for('update');
    if (!locked || FINAL.includes(locked.status as PaymentAttemptStatus)) return note('ignored');
    if (event.status === 'pending' || event.status === 'approved') {
      await tx
        .update(payments)
        .set({
          status: 'pending',
          operatorPaymentId: locked.operatorPaymentId ?? event.operatorPaymentId,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, locked.id));
      return note('applied');
    }
    if (event.status === 'paid') {
      await markPaid(tx, deps, locked, event);
      return note('applied');
    }
    await tx
      .update(payments)
      .set({ status: event.status, updatedAt: new Date() })
      .where(eq(payments.id, locked.id));
    await orderLifecycle.setPaymentStatus(tx, await orderIdsOf(tx, locked.id), event.status);
    return note('applied');
  });
  if (outcome === 'applied' || outcome === 'mismatch') deps.kickMail();
  return outcome;
}

/** The orders a payment pays. */
async function orderIdsOf(tx: Executor, paymentId: string) {
  const rows = await tx
    .select({ id: paymentOrders.orderId })
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentId, paymentId));
  return rows.map((r) => r.id);
}

/** A mismatched event's own key: its repeats are duplicates, the correct event's key stays free. */
function mismatchKey(event: PaymentEvent) {
  return `${event.eventKey}:mismatch:${event.amount ?? ''}:${event.currency ?? ''}`;
}

/** Tells every administrator (mail) that an operator's signed "paid" did not match. */
async function alertMismatch(
  tx: Executor,
  deps: PaymentsDeps,
  operator: OperatorName,
  payment: typeof payments.$inferSelect,
  event: PaymentEvent,
) {
  const admins = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.permissions, 'admin'), eq(users.status, 'active')));
  for (const admin of admins) {
    await enqueueMail(tx, {
      to: admin.email,
      locale: admin.locale as Locale,
      template: {
        name: 'paymentMismatch',
        operator: OPERATOR_NAMES[operator],
        paymentId: payment.id,
        expected: { amount: payment.amount, currency: payment.currency },
        received: { amount: event.amount, currency: event.currency },
        link: `${deps.config.publicUrl}/admin/orders`,
      },
    });
  }
}

const OPERATOR_NAMES: Record<OperatorName, string> = {
  payu: 'PayU',
  paypal: 'PayPal',
  autopay: 'AutoPay',
};

/** The payment an event is about: our id as echoed, checked against the operator's id. */
async function findEventPayment(db: Executor, operator: OperatorName, event: PaymentEvent) {
  const byRef =
    event.paymentRef && /^[0-9a-f-]{36}$/i.test(event.paymentRef)
      ? (
          await db
            .select()
            .from(payments)
            .where(and(eq(payments.id, event.paymentRef), eq(payments.operator, operator)))
        )[0]
      : undefined;
  if (byRef) {
    // An event naming our payment but another operator payment is not about this one.
    if (byRef.operatorPaymentId && byRef.operatorPaymentId !== event.operatorPaymentId)
      return undefined;
    return byRef;
  }
  const [byOperatorId] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.operator, operator), eq(payments.operatorPaymentId, event.operatorPaymentId)),
    );
  return byOperatorId;
}

/**
 * The money arrived: the payment and its orders are paid, and the ledger records, per order, the
 * buyer's payment, the platform's commission and what the maker is due. An order cancelled before
 * the money came (the 72-hour expiry) stays cancelled and is refunded.
 */
async function markPaid(
  tx: Executor,
  deps: PaymentsDeps,
  payment: typeof payments.$inferSelect,
  event: PaymentEvent,
) {
  const now = new Date();
  await tx
    .update(payments)
    .set({
      status: 'paid',
      capturedAmount: payment.amount,
      operatorPaymentId: payment.operatorPaymentId ?? event.operatorPaymentId,
      captureId: event.captureId ?? payment.captureId,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  const paid = await tx
    .select({ order: orders })
    .from(paymentOrders)
    .innerJoin(orders, eq(orders.id, paymentOrders.orderId))
    .where(eq(paymentOrders.paymentId, payment.id))
    .orderBy(asc(orders.id));
  for (const { order } of paid) {
    const moved = await orderLifecycle.markPaid(tx, order, {
      operator: payment.operator,
      now,
      publicUrl: deps.config.publicUrl,
    });
    if (!moved) {
      // Money for an order cancelled meanwhile (the 72-hour expiry, or the buyer) goes back.
      if (order.status === 'cancelled')
        await tx
          .insert(refunds)
          .values({ paymentId: payment.id, orderId: order.id, amount: order.totalAmount })
          .onConflictDoNothing();
      continue;
    }
    const entry = (kind: string, amount: number) => ({
      orderId: order.id,
      companyId: order.companyId,
      paymentId: payment.id,
      kind,
      amount,
      currency: order.currency,
      createdAt: now,
    });
    await tx
      .insert(ledgerEntries)
      .values([
        entry('buyer_payment', order.totalAmount),
        entry('commission', order.commissionAmount),
        entry('seller_due', order.totalAmount - order.commissionAmount),
      ])
      .onConflictDoNothing();
  }
}

/** Notification handlers answer what each operator expects; errors say why in the log only. */
export interface NotifyAnswer {
  statusCode: number;
  contentType: string;
  body: string;
}

export async function handlePayuNotification(
  deps: PaymentsDeps,
  inbound: InboundNotification,
): Promise<NotifyAnswer> {
  const creds = await payuCredentials(deps);
  if (!creds) return { statusCode: 503, contentType: 'text/plain', body: 'PayU is not configured' };
  let event: PaymentEvent;
  try {
    event = deps.adapters.payu.verifyNotification(inbound, creds);
  } catch (error) {
    // A correctly signed refund notification: our refunds are tracked by polling; acknowledge it
    // so PayU stops resending.
    if (error instanceof UnsupportedPayuNotification)
      return { statusCode: 200, contentType: 'application/json', body: '{}' };
    throw error;
  }
  await applyEvent(deps, 'payu', event, inbound.rawBody.toString('utf8'));
  return { statusCode: 200, contentType: 'application/json', body: '{}' };
}

export async function handlePaypalWebhook(
  deps: PaymentsDeps,
  inbound: InboundNotification,
): Promise<NotifyAnswer> {
  const creds = await paypalCredentials(deps);
  if (!creds)
    return { statusCode: 503, contentType: 'text/plain', body: 'PayPal is not configured' };
  const event = await deps.adapters.paypal.verifyWebhook(inbound, creds);
  if (event) {
    const outcome = await applyEvent(deps, 'paypal', event, inbound.rawBody.toString('utf8'));
    // The buyer approved but may never come back to our return page: capture now.
    if (event.status === 'approved' && outcome === 'applied')
      await capturePaypal(deps, event.operatorPaymentId);
  }
  return { statusCode: 200, contentType: 'application/json', body: '{}' };
}

/** Captures an approved PayPal order (the return page and the webhook may both ask: harmless). */
export async function capturePaypal(deps: PaymentsDeps, operatorPaymentId: string) {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.operator, 'paypal'), eq(payments.operatorPaymentId, operatorPaymentId)));
  if (!payment) return null;
  if (FINAL.includes(payment.status as PaymentAttemptStatus)) return payment.id;
  const creds = await paypalCredentials(deps);
  if (!creds) return payment.id;
  const event = await deps.adapters.paypal.capture(
    operatorPaymentId,
    `capture-${payment.id}`,
    creds,
  );
  await applyEvent(deps, 'paypal', event, JSON.stringify({ capture: operatorPaymentId }));
  return payment.id;
}

/** The PayPal window comes back here after approval (`?token=<order id>`). */
export async function paypalReturned(deps: PaymentsDeps, token: string) {
  try {
    return await capturePaypal(deps, token);
  } catch (error) {
    if (error instanceof OperatorError) return null;
    throw error;
  }
}

/** The buyer cancelled in the PayPal window: the payment ends; the orders can be paid again. */
export async function paypalCancelled(deps: PaymentsDeps, token: string) {
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(
          eq(payments.operator, 'paypal'),
          eq(payments.operatorPaymentId, token),
          inArray(payments.status, ['created', 'pending']),
        ),
      )
      .returning({ id: payments.id });
    if (!payment) return null;
    await orderLifecycle.setPaymentStatus(tx, await orderIdsOf(tx, payment.id), 'cancelled');
    return payment.id;
  });
}

/**
 * AutoPay's ITN. The key is never chosen from the message: the document must verify with the key
 * of a seller whose payment it names (our own record of each payment's seller), and then only
 * that seller's own transactions are applied. Any transaction of another seller, or one we do not
 * know, is answered NOTCONFIRMED and changes nothing: a seller's key proves only what that seller
 * says about their own payments.
 */
export async function handleAutopayItn(
  deps: PaymentsDeps,
  inbound: InboundNotification,
): Promise<NotifyAnswer> {
  const adapter = deps.adapters.autopay;
  const parsed = adapter.parseItn(inbound);
  const ids = [...new Set(parsed.transactions.map((t) => fromOrderId(t.orderId)))];
  const named = await deps.db
    .select({ id: payments.id, companyId: payments.companyId })
    .from(payments)
    .where(and(inArray(payments.id, ids), eq(payments.operator, 'autopay')));
  const sellerOf = new Map(named.map((p) => [p.id, p.companyId]));
  let signer: { companyId: string; creds: AutopayCredentials } | null = null;
  for (const companyId of new Set(named.map((p) => p.companyId))) {
    if (!companyId) continue;
    const creds = await autopayCredentials(deps, companyId);
    if (creds && creds.serviceId === parsed.serviceId && adapter.signedWith(parsed, creds.key)) {
      signer = { companyId, creds };
      break;
    }
  }
  if (!signer)
    throw new NotificationRejected('AutoPay ITN not signed by the seller of its payments');
  const rawBody = inbound.rawBody.toString('utf8');
  const results: { orderId: string; confirmed: boolean }[] = [];
  for (const transaction of parsed.transactions) {
    const paymentId = fromOrderId(transaction.orderId);
    let confirmed = false;
    if (sellerOf.get(paymentId) === signer.companyId) {
      const event = adapter.eventOf(transaction);
      // A status we do not know is acknowledged: AutoPay would otherwise resend it forever.
      confirmed = !event || (await applyEvent(deps, 'autopay', event, rawBody)) !== 'unknown';
    }
    results.push({ orderId: transaction.orderId, confirmed });
  }
  return {
    statusCode: 200,
    contentType: 'application/xml',
    body: adapter.confirmation(parsed.serviceId, results, signer.creds.key),
  };
}

// ---- Reconciliation ----------------------------------------------------------------------------

/**
 * Asks the operator about payments pending longer than `olderThanMs` (a notification may have
 * been lost, or our server was down when it came), and at once about payments that received a
 * mismatched "paid" since they were last asked: the answer is applied as an event like any other,
 * so it counts once. A payment still open afterwards is asked again `olderThanMs` later, not at
 * every run. AutoPay has no status query: its ITN retries cover it.
 */
export async function reconcilePending(
  deps: PaymentsDeps,
  olderThanMs = 10 * 60_000,
  now = new Date(),
) {
  const stale = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['created', 'pending']),
        inArray(payments.operator, ['payu', 'paypal']),
        or(
          lt(payments.updatedAt, new Date(now.getTime() - olderThanMs)),
          sql`exists (select 1 from ${paymentNotifications} n where n.payment_id = ${payments.id} and n.outcome = 'mismatch' and n.received_at > ${payments.updatedAt})`,
        ),
        sql`${payments.operatorPaymentId} is not null`,
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(50);
  let applied = 0;
  for (const payment of stale) {
    try {
      if (payment.operator === 'payu') {
        const creds = await payuCredentials(deps);
        if (!creds) continue;
        const status = await deps.adapters.payu.fetchStatus(payment.operatorPaymentId!, creds);
        const outcome = await applyEvent(
          deps,
          'payu',
          {
            paymentRef: status.paymentRef ?? payment.id,
            operatorPaymentId: payment.operatorPaymentId!,
            status: status.status,
            amount: status.amount,
            currency: status.currency,
            eventKey: `${payment.operatorPaymentId}:${status.status.toUpperCase()}:reconciled`,
          },
          JSON.stringify(status),
        );
        if (outcome === 'applied') applied += 1;
      } else {
        const creds = await paypalCredentials(deps);
        if (!creds) continue;
        const status = await deps.adapters.paypal.fetchStatus(payment.operatorPaymentId!, creds);
        if (status.status === 'approved') {
          await capturePaypal(deps, payment.operatorPaymentId!);
          applied += 1;
        } else if (status.status !== 'pending') {
          const outcome = await applyEvent(
            deps,
            'paypal',
            {
              paymentRef: status.paymentRef ?? payment.id,
              operatorPaymentId: payment.operatorPaymentId!,
              status: status.status,
              amount: status.amount,
              currency: status.currency,
              eventKey: `reconciled:${payment.operatorPaymentId}:${status.status}`,
              captureId: status.captureId,
            },
            JSON.stringify(status),
          );
          if (outcome === 'applied') applied += 1;
        }
      }
    } catch (error) {
      if (!(error instanceof OperatorError)) throw error;
    }
    // Asked: a payment still open waits its turn again (a mismatch since then brings it back).
    await deps.db
      .update(payments)
      .set({ updatedAt: sql`clock_timestamp()` })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'pending'])));
  }
  return applied;
}

// ---- Ledger ------------------------------------------------------------------------------------

/** What each maker has been paid through the platform, is owed, and paid in commission. */
export async function payouts(db: Executor): Promise<PayoutList> {
  const rows = await db
    .select({
      companyId: ledgerEntries.companyId,
      shortName: companies.shortName,
      currency: sql<string>`max(${ledgerEntries.currency})`,
      paidOrders: sql<number>`count(distinct ${ledgerEntries.orderId}) filter (where ${ledgerEntries.kind} = 'buyer_payment')::int`,
      received: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('buyer_payment', 'refund')), 0)::int`,
      commission: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('commission', 'commission_reversal')), 0)::int`,
      due: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('seller_due', 'seller_due_reversal')), 0)::int`,
    })
    .from(ledgerEntries)
    .innerJoin(companies, eq(companies.id, ledgerEntries.companyId))
    .groupBy(ledgerEntries.companyId, companies.shortName)
    .orderBy(asc(companies.shortName));
  return {
    items: rows.map((r) => ({
      seller: { _id: r.companyId, shortName: r.shortName },
      paidOrders: r.paidOrders,
      received: { amount: r.received, currency: r.currency },
      commission: { amount: r.commission, currency: r.currency },
      due: { amount: r.due, currency: r.currency },
    })),
  };
}
