/**
 * The order's lifecycle, in one place: every write to orders, order items' stock effects and order
 * events after checkout goes through here, with the mail each transition sends. Other modules call
 * these functions inside their own transaction (payments: `markPaymentPending`,
 * `setPaymentStatus`, `markPaid`, `markRefunded`); the statuses a maker or admin may choose next
 * are the contract's SELLER_TRANSITIONS.
 *
 * Cancelling a paid order needs a refund, which is the payments module's business: payments
 * registers its refund request here at start (`onPaidOrderCancelled`), so the dependency runs
 * one way, from payments to orders.
 */
import { and, asc, eq, inArray, not } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  matchLocale,
  trackingUrl,
  type CarrierOption,
  type OrderStatus,
  type PaymentStatus,
} from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import { companies, orderEvents, orderItems, orders, users } from '../../db/schema/index.js';
import { ConflictError } from '../../lib/errors.js';
import { releaseStock } from '../catalog/stock.js';
import { releaseCouponUse } from '../promotions/promotions.service.js';
import { enqueueMail, type MakerOrderUpdate } from '../mail/mail.service.js';

export type OrderRow = typeof orders.$inferSelect;

export interface Transition {
  to: OrderStatus;
  actorRole: 'buyer' | 'seller' | 'admin' | 'system';
  actorId: string | null;
  note?: string | null;
  tracking?: { carrier: CarrierOption; number: string };
}

type RefundRequester = (tx: Executor, order: OrderRow, now: Date) => Promise<void>;
let refundRequester: RefundRequester | undefined;

/** Payments registers how a cancelled paid order asks for its money back (once, at start). */
export function onPaidOrderCancelled(requester: RefundRequester) {
  refundRequester = requester;
}

/** What another module owns that keeps the order from being cancelled, as the answer's error. */
type CancelGuard = (db: Executor, order: OrderRow) => Promise<ConflictError | undefined>;
const cancelGuards = new Set<CancelGuard>();

/**
 * A module whose objects keep an order from being cancelled says so here, once at start
 * (logistics: a parcel at the carrier must be cancelled there first). Each guard is asked in the
 * cancelling transaction, before anything is written, and by the order's page, which then does
 * not offer to cancel (`cancelRefusal`).
 */
export function onOrderCancelling(guard: CancelGuard) {
  cancelGuards.add(guard);
}

/** Why the order cannot be cancelled now for another module's sake; undefined when it can. */
export async function cancelRefusal(db: Executor, order: OrderRow) {
  for (const guard of cancelGuards) {
    const refusal = await guard(db, order);
    if (refusal) return refusal;
  }
  return undefined;
}

/** An order as it stood at some point, with its lines and every step of its history. */
export interface PastOrder {
  order: typeof orders.$inferInsert;
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[];
  history: Omit<typeof orderEvents.$inferInsert, 'orderId'>[];
}

/**
 * Records an order that was placed and moved on elsewhere, all at once: the demo marketplace's
 * orders. Checkout places real ones; this writes no stock, ledger or mail.
 */
export async function recordPastOrder(tx: Executor, { order, items, history }: PastOrder) {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  const orderId = row!.id;
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
  await tx.insert(orderEvents).values(history.map((event) => ({ ...event, orderId })));
  return orderId;
}

/**
 * Moves an order from the status it was read in; a concurrent change makes the guarded update
 * miss and the caller gets 409. Cancelling returns the stock and asks for a refund of what was
 * paid; delivering a cash-on-delivery order records the cash as paid.
 */
export async function applyTransition(tx: Executor, order: OrderRow, step: Transition, now: Date) {
  const patch: Partial<typeof orders.$inferInsert> = { status: step.to, updatedAt: now };
  if (step.tracking) {
    patch.trackingCarrier = step.tracking.carrier;
    patch.trackingNumber = step.tracking.number;
  }
  if (step.to === 'cancelled') {
    const refusal = await cancelRefusal(tx, order);
    if (refusal) throw refusal;
    patch.paymentDueAt = null;
    if (order.paymentStatus === 'none' || order.paymentStatus === 'pending')
      patch.paymentStatus = 'cancelled';
  }
  if (order.paymentType === 'cod' && (step.to === 'delivered' || step.to === 'picked_up')) {
    patch.paymentStatus = 'paid';
    patch.paidAmount = order.totalAmount;
    patch.paidAt = now;
  }
  const moved = await tx
    .update(orders)
    .set(patch)
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (moved.length === 0) throw new ConflictError('orderStateChanged', 'ORDER_STATE');
  if (step.to === 'cancelled') {
    await releaseStock(tx, await shelfLinesOf(tx, order.id));
    // An order cancelled before it was paid gives its coupon use back (issue 24).
    if (order.paidAmount === 0) await releaseCouponUse(tx, order.id);
    if (order.paidAmount > 0) {
      if (!refundRequester) throw new Error('no refund requester registered by payments');
      await refundRequester(tx, order, now);
    }
  }
  await recordEvent(tx, order.id, step, now);
}

/**
 * The units an order took off the shelf: its lines still tied to a product (a deleted product's
 * lines have none) that were not ordered as made to order.
 */
async function shelfLinesOf(tx: Executor, orderId: string) {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), not(orderItems.madeToOrder)))
    .orderBy(asc(orderItems.productId));
  return lines.flatMap((l) =>
    l.productId ? [{ productId: l.productId, quantity: l.quantity }] : [],
  );
}

async function recordEvent(tx: Executor, orderId: string, step: Transition, now: Date) {
  await tx.insert(orderEvents).values({
    orderId,
    status: step.to,
    actorRole: step.actorRole,
    actorId: step.actorId,
    note: step.note ?? null,
    createdAt: now,
  });
}

/**
 * A history entry that changes nothing: the order stays where it is and the note says what
 * happened (a carrier's report on the parcel's way, in the carrier's words).
 */
export async function recordHistoryNote(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'status'>,
  note: string,
  now: Date,
) {
  await recordEvent(
    tx,
    order.id,
    { to: order.status as OrderStatus, actorRole: 'system', actorId: null, note },
    now,
  );
}

/** Tells the buyer, in their language, that the order moved; the link opens the order. */
export async function mailOrderStatus(
  tx: Executor,
  publicUrl: string,
  order: Pick<OrderRow, 'id' | 'buyerId' | 'number'>,
  step: Pick<Transition, 'to' | 'tracking'>,
) {
  const [buyer] = await tx
    .select({ email: users.email, locale: users.locale, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.buyerId));
  if (!buyer) return;
  await enqueueMail(tx, {
    to: buyer.email,
    locale: matchLocale(buyer.locale) ?? DEFAULT_LOCALE,
    template: {
      name: 'orderStatus',
      firstName: buyer.firstName,
      number: order.number,
      status: step.to,
      trackingUrl: step.tracking ? trackingUrl(step.tracking.carrier, step.tracking.number) : null,
      link: `${publicUrl}/userorders?order=${order.id}`,
    },
  });
}

/** Where the maker opens one of their orders (the orders screen opens its details). */
export const makerOrderLink = (publicUrl: string, orderId: string) =>
  `${publicUrl}/orders?order=${orderId}`;

/**
 * Tells the maker, in their language, that an order was paid (prepare it) or cancelled by someone
 * else than them; the link opens the order itself.
 */
export async function mailMaker(
  tx: Executor,
  publicUrl: string,
  order: Pick<OrderRow, 'id' | 'companyId' | 'number'>,
  update: MakerOrderUpdate,
) {
  const [owner] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(companies.id, order.companyId));
  if (!owner) return;
  await enqueueMail(tx, {
    to: owner.email,
    locale: matchLocale(owner.locale) ?? DEFAULT_LOCALE,
    template: {
      name: 'makerOrderUpdate',
      number: order.number,
      update,
      link: makerOrderLink(publicUrl, order.id),
    },
  });
}

// ---- What payments reports ------------------------------------------------------------------------

/** The buyer chose an operator for these orders: their payment is under way. */
export async function markPaymentPending(tx: Executor, orderIds: string[], now = new Date()) {
  await setPaymentStatus(tx, orderIds, 'pending', now);
}

/**
 * The operator reported the payment of these orders failed or was cancelled (or still pending):
 * orders still awaiting payment show it; they can be paid again another way.
 */
export async function setPaymentStatus(
  tx: Executor,
  orderIds: string[],
  status: PaymentStatus,
  now = new Date(),
) {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ paymentStatus: status, updatedAt: now })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'awaiting_payment')));
}

/**
 * The money for an order arrived: an order awaiting payment becomes paid, with its event and the
 * buyer's mail. Answers false when the order had moved meanwhile (cancelled by the 72-hour expiry
 * or the buyer): the caller refunds that money.
 */
export async function markPaid(
  tx: Executor,
  order: OrderRow,
  paid: { operator: string; now: Date; publicUrl: string },
) {
  const moved = await tx
    .update(orders)
    .set({
      status: 'paid',
      paymentStatus: 'paid',
      paidAmount: order.totalAmount,
      paidAt: paid.now,
      paymentDueAt: null,
      updatedAt: paid.now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')))
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  const step: Transition = {
    to: 'paid',
    actorRole: 'system',
    actorId: null,
    note: paid.operator,
  };
  await recordEvent(tx, order.id, step, paid.now);
  await mailOrderStatus(tx, paid.publicUrl, order, step);
  await mailMaker(tx, paid.publicUrl, order, 'paid');
  return true;
}

/** The refund of a cancelled order's payment went through. */
export async function markRefunded(tx: Executor, orderId: string, now = new Date()) {
  await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: now })
    .where(eq(orders.id, orderId));
}
