/**
 * Operators' verified events applied to payments and orders, exactly once, and the handlers of
 * each operator's notifications (PayU's notification, PayPal's webhook and return, AutoPay's ITN).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale, PaymentAttemptStatus } from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import {
  orders,
  paymentNotifications,
  paymentOrders,
  payments,
  refunds,
  users,
} from '../../db/schema/index.js';
import { paymentNotificationsTotal } from '../../plugins/metrics.js';
import { enqueueMail } from '../mail/mail.service.js';
import * as orderLifecycle from '../orders/order-lifecycle.js';
import { fromOrderId } from './autopay/autopay.adapter.js';
import {
  NotificationRejected,
  OperatorError,
  type AutopayCredentials,
  type InboundNotification,
  type OperatorName,
  OPERATOR_NAMES,
  type PaymentEvent,
} from './operator.js';
import { autopayCredentials, paypalCredentials, payuCredentials } from './operator-settings.js';
import { recordOrderPaid } from './ledger.js';
import type { PaymentsDeps } from './payments.deps.js';
import { UnsupportedPayuNotification } from './payu/payu.adapter.js';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'mismatch' | 'unknown';

export const FINAL: PaymentAttemptStatus[] = ['paid', 'failed', 'cancelled', 'refunded'];

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
  paymentNotificationsTotal.inc({ operator, outcome });
  if (outcome === 'applied' || outcome === 'mismatch') deps.kickMail();
  return outcome;
}

/** The orders a payment pays. */
export async function orderIdsOf(tx: Executor, paymentId: string) {
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
    await recordOrderPaid(tx, order, payment.id, now);
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
