import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  SELLER_TRANSITIONS,
  matchLocale,
  trackingUrl,
  type AdminOrderListQuery,
  type CarrierOption,
  type Customer,
  type CustomerPage,
  type OrderDetail,
  type OrderListQuery,
  type OrderPage,
  type OrderStatus,
  type OrderStatusInput,
  type OrderSummary,
  type PaymentStatus,
  type PaymentType,
  type PlacedOrders,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database, Executor } from '../../db/client.js';
import {
  companies,
  ledgerEntries,
  orderEvents,
  orderItems,
  orders,
  users,
} from '../../db/schema/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import { isTimeKey, microsecondText, olderThan } from '../../db/keyset.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { recordAudit } from '../audit/audit.service.js';
import { inviteToReview } from '../reviews/reviews.service.js';
import {
  applyTransition,
  cancelRefusal,
  mailMaker,
  mailOrderStatus,
  recordHistoryNote,
  type Transition,
} from './order-lifecycle.js';
import { enqueueMail } from '../mail/mail.service.js';
import { productsOf } from './cart.service.js';

export interface OrdersDeps {
  db: Database;
  config: Config;
  kickMail: () => void;
  /** Asks the payments worker to send requested refunds now rather than at its next round. */
  kickRefunds?: () => void;
}

/** Who looks at an order decides which orders exist for them and what they may do. */
export type Viewer =
  | { role: 'buyer'; userId: string }
  | { role: 'seller'; userId: string; companyId: string }
  | { role: 'admin'; userId: string };

type OrderRow = typeof orders.$inferSelect;

const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** Past its ship-by day and not shipped yet (issue 24): flagged to the maker and the admin. */
const overdue = sql<boolean>`(${orders.status} in ('paid', 'in_progress') and ${orders.shipBy} is not null and ${orders.shipBy} < current_date)`;

const summaryColumns = {
  order: orders,
  shortName: companies.shortName,
  itemCount,
  overdue,
};

function toSummary(row: {
  order: OrderRow;
  shortName: string;
  itemCount: number;
  overdue: boolean;
}): OrderSummary {
  const o = row.order;
  const money = (amount: number) => ({ amount, currency: o.currency });
  return {
    _id: o.id,
    number: o.number,
    createdAt: o.createdAt.toISOString(),
    status: o.status as OrderStatus,
    paymentStatus: o.paymentStatus as PaymentStatus,
    paymentType: o.paymentType as PaymentType,
    seller: { _id: o.companyId, shortName: row.shortName },
    customerName: o.customerName,
    country: o.country,
    itemCount: Number(row.itemCount),
    total: money(o.totalAmount),
    paid: money(o.paidAmount),
    receivingMethod: o.receivingMethod as 'delivery' | 'pickup',
    shipBy: o.shipBy,
    overdue: Boolean(row.overdue),
  };
}

function scopeOf(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'buyer') return eq(orders.buyerId, viewer.userId);
  if (viewer.role === 'seller') return eq(orders.companyId, viewer.companyId);
  return undefined;
}

/** The orders one checkout placed, for the buyer who placed them. */
export async function listPlacedOrders(
  db: Executor,
  buyerId: string,
  checkoutId: string,
): Promise<PlacedOrders> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(eq(orders.checkoutId, checkoutId), eq(orders.buyerId, buyerId)))
    .orderBy(asc(orders.number));
  return { checkoutId, orders: rows.map(toSummary) };
}

/** What an insert of orders returns for `placedOrdersOf`: the rows and whether each is overdue. */
export const placedOrderReturning = { ...getTableColumns(orders), overdue };

/**
 * The orders one checkout has just written, as `listPlacedOrders` would read them back, from what
 * their insert returned (`placedOrderReturning`) and each order's maker name and item count.
 */
export function placedOrdersOf(
  checkoutId: string,
  returned: (OrderRow & { overdue: boolean })[],
  about: Map<string, { shortName: string; itemCount: number }>,
): PlacedOrders {
  const rows = returned
    .map(({ overdue: late, ...order }) => ({ order, overdue: late, ...about.get(order.id)! }))
    .sort((a, b) => (a.order.number < b.order.number ? -1 : 1));
  return { checkoutId, orders: rows.map(toSummary) };
}

/** Newest first, keyset-paginated, filtered by status, day range, maker and number. */
export async function listOrders(
  { db }: Pick<RequestContext, 'db'>,
  viewer: Viewer,
  query: OrderListQuery & Partial<Pick<AdminOrderListQuery, 'seller' | 'number'>>,
): Promise<OrderPage> {
  const cursor = decodeCursor(query.cursor, isTimeKey);
  const conditions: (SQL | undefined)[] = [scopeOf(viewer)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, end));
  }
  if (query.seller) conditions.push(eq(orders.companyId, query.seller));
  // The same predicate as the partial index `orders_ship_by_open_idx`.
  if (query.overdue === 'true')
    conditions.push(
      sql`${orders.status} in ('paid', 'in_progress') and ${orders.shipBy} is not null and ${orders.shipBy} < current_date`,
    );
  if (query.number)
    conditions.push(ilike(orders.number, `%${query.number.replace(/[%_\\]/g, '\\$&')}%`));
  if (cursor) conditions.push(olderThan(orders.createdAt, orders.id, cursor));
  const rows = await db
    .select({ ...summaryColumns, key: microsecondText(orders.createdAt) })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
  const page = paginate(rows, query.limit, (r) => ({ at: r.key, id: r.order.id }));
  return { items: page.items.map(toSummary), nextCursor: page.nextCursor };
}

/** The statuses the viewer may move the order to now. */
export function nextStatusesOf(order: OrderRow, viewer: Viewer): OrderStatus[] {
  if (viewer.role === 'buyer') return [];
  const pickup = order.receivingMethod === 'pickup';
  return SELLER_TRANSITIONS[order.status as OrderStatus].filter((next) => {
    if (next === 'shipped' || next === 'delivered') return !pickup;
    if (next === 'ready_for_pickup' || next === 'picked_up') return pickup;
    // A paid order is cancelled with a refund; later, once work started, only unpaid (COD) ones.
    if (next === 'cancelled') return order.status === 'paid' || order.paidAmount === 0;
    return true;
  });
}

async function findVisibleOrder(db: Executor, viewer: Viewer, id: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(eq(orders.id, id), scopeOf(viewer)));
  // Another buyer's or maker's order does not exist for this viewer (API1).
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * An order as its viewer sees it. The buyer reads each line as they bought it; the maker and
 * admins read the product's name in their own language while the product exists (the name the
 * buyer saw stays on the line otherwise).
 */
export async function getOrder(
  { db, locale }: Pick<RequestContext, 'db' | 'locale'>,
  viewer: Viewer,
  id: string,
): Promise<OrderDetail> {
  const row = await findVisibleOrder(db, viewer, id);
  const o = row.order;
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, o.id))
    .orderBy(asc(orderItems.name));
  const ownNames =
    viewer.role === 'buyer'
      ? new Map<string, string>()
      : new Map(
          (
            await productsOf(
              db,
              lines.flatMap((l) => (l.productId ? [l.productId] : [])),
              locale,
            )
          ).map((p) => [p.id, p.name]),
        );
  const history = await db
    .select({
      status: orderEvents.status,
      actorRole: orderEvents.actorRole,
      note: orderEvents.note,
      createdAt: orderEvents.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, o.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const money = (amount: number) => ({ amount, currency: o.currency });
  const seesMoney = viewer.role !== 'buyer';
  const [ledger = { entries: 0, due: 0 }] = seesMoney
    ? await db
        .select({
          entries: sql<number>`count(*)::int`,
          due: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('seller_due', 'seller_due_reversal')), 0)::int`,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.orderId, o.id))
    : [];
  const offered = nextStatusesOf(o, viewer);
  // What another module owns (a live parcel) may keep it from being cancelled: not offered then.
  const canCancel =
    (viewer.role === 'buyer' ? o.status === 'awaiting_payment' : offered.includes('cancelled')) &&
    !(await cancelRefusal(db, o));
  const nextStatuses = canCancel ? offered : offered.filter((next) => next !== 'cancelled');
  return {
    ...toSummary(row),
    checkoutId: o.checkoutId,
    lines: lines.map((l) => ({
      productId: l.productId,
      name: (l.productId && ownNames.get(l.productId)) || l.name,
      image: l.image,
      unitPrice: money(l.unitAmount),
      quantity: l.quantity,
      lineTotal: money(l.lineAmount),
    })),
    itemsTotal: money(o.itemsAmount),
    delivery: money(o.deliveryAmount),
    discount: money(o.discountAmount),
    couponCode: o.couponCode,
    receiving: {
      method: o.receivingMethod as 'delivery' | 'pickup',
      carrier: o.carrier as CarrierOption | null,
      pointCode: o.pointCode,
      pointName: o.pointName,
      pointAddress: o.pointAddress,
      shop: o.shop ? { _id: o.shopId, ...o.shop } : null,
    },
    // Orders placed before issue 22 name no recipient: the customer is the recipient.
    shippingAddress: o.shippingAddress && { recipientName: '', phone: '', ...o.shippingAddress },
    invoice: o.invoice,
    customer: { name: o.customerName, email: o.customerEmail, phone: o.customerPhone },
    tracking:
      o.trackingCarrier && o.trackingNumber
        ? {
            carrier: o.trackingCarrier as CarrierOption,
            number: o.trackingNumber,
            url: trackingUrl(o.trackingCarrier, o.trackingNumber),
          }
        : null,
    paymentDueAt: o.paymentDueAt?.toISOString() ?? null,
    paidAt: o.paidAt?.toISOString() ?? null,
    history: history.map((h) => ({
      status: h.status as OrderStatus,
      actor: h.actorRole as OrderDetail['history'][number]['actor'],
      actorName:
        h.actorRole === 'system'
          ? null
          : `${h.firstName ?? ''} ${h.lastName ?? ''}`.trim() || h.username || null,
      note: h.note,
      at: h.createdAt.toISOString(),
    })),
    payout: seesMoney
      ? {
          orderAmount: money(o.totalAmount),
          paidAmount: money(o.paidAmount),
          commissionPercent: o.commissionBasisPoints / 100,
          commission: money(o.commissionAmount),
          // Once paid, the ledger says what the maker is due (refunds included); before, the
          // order's own figures say what they will be.
          youWillReceive: money(
            ledger.entries > 0 ? ledger.due : o.totalAmount - o.commissionAmount,
          ),
        }
      : null,
    canCancel,
    canPay:
      viewer.role === 'buyer' && o.status === 'awaiting_payment' && o.paymentType === 'online',
    nextStatuses,
  };
}

/** A seller (their orders) or an admin (any) moves an order along SELLER_TRANSITIONS. */
export async function changeStatus(
  ctx: OrdersDeps & RequestContext,
  viewer: Viewer,
  id: string,
  input: OrderStatusInput,
) {
  await ctx.db.transaction(async (tx) => {
    const { order } = await findVisibleOrder(tx, viewer, id);
    if (!nextStatusesOf(order, viewer).includes(input.status))
      throw new ConflictError('orderStateChanged', 'ORDER_STATE');
    let tracking: Transition['tracking'];
    if (input.status === 'shipped') {
      const fields: Record<string, 'fieldRequired'> = {};
      if (!input.carrier) fields.carrier = 'fieldRequired';
      if (!input.trackingNumber) fields.trackingNumber = 'fieldRequired';
      if (Object.keys(fields).length > 0) throw new ValidationError(fields);
      tracking = { carrier: input.carrier!, number: input.trackingNumber! };
    }
    const step: Transition = {
      to: input.status,
      actorRole: viewer.role === 'admin' ? 'admin' : 'seller',
      actorId: viewer.userId,
      note: input.note ?? null,
      tracking,
    };
    await applyTransition(tx, order, step, new Date());
    await mailOrderStatus(tx, ctx.config.publicUrl, order, step);
    // The maker hears of a cancellation they did not make themselves.
    if (step.to === 'cancelled' && viewer.role === 'admin')
      await mailMaker(tx, ctx.config.publicUrl, order, 'cancelledByAdmin');
    await inviteToReview(tx, ctx.config.publicUrl, order.id, step.to);
    // An administrator's move is an admin action: one audit entry (issue 20).
    if (viewer.role === 'admin' && ctx.auth) {
      await recordAudit(
        { ...ctx, db: tx, auth: ctx.auth },
        {
          action: 'order.status',
          targetType: 'order',
          targetId: order.id,
          before: { status: order.status },
          after: { status: step.to, ...(tracking ? { tracking } : {}) },
          note: step.note,
        },
      );
    }
  });
  ctx.kickMail();
  if (input.status === 'cancelled') ctx.kickRefunds?.();
  return getOrder(ctx, viewer, id);
}

/** The buyer cancels an order they have not paid yet; the maker hears of it. */
export async function cancelByBuyer(ctx: OrdersDeps & SignedInContext, id: string) {
  const { auth } = ctx;
  const viewer: Viewer = { role: 'buyer', userId: auth.user._id };
  await ctx.db.transaction(async (tx) => {
    const { order } = await findVisibleOrder(tx, viewer, id);
    if (order.status !== 'awaiting_payment')
      throw new ConflictError('orderStateChanged', 'ORDER_STATE');
    await applyTransition(
      tx,
      order,
      { to: 'cancelled', actorRole: 'buyer', actorId: auth.user._id },
      new Date(),
    );
    await mailMaker(tx, ctx.config.publicUrl, order, 'cancelledByBuyer');
  });
  ctx.kickMail();
  return getOrder(ctx, viewer, id);
}

/**
 * Cancels orders still unpaid when their payment time is over (72 hours), returning their stock;
 * each in its own transaction, skipping orders another worker or a payment holds. Answers how
 * many were cancelled.
 */
export async function expireUnpaidOrders(deps: OrdersDeps, now = new Date(), batch = 100) {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.paymentDueAt, now)))
    .orderBy(asc(orders.paymentDueAt))
    .limit(batch);
  let cancelled = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_payment')))
        .for('update', { skipLocked: true });
      if (!order) return false;
      const step: Transition = {
        to: 'cancelled',
        actorRole: 'system',
        actorId: null,
        note: 'unpaid',
      };
      await applyTransition(tx, order, step, now);
      await mailOrderStatus(tx, deps.config.publicUrl, order, step);
      await mailMaker(tx, deps.config.publicUrl, order, 'cancelledUnpaid');
      return true;
    });
    if (done) cancelled += 1;
  }
  if (cancelled > 0) deps.kickMail();
  return cancelled;
}

/**
 * Buyers who ordered from the maker, latest first, with their order count and total: both count
 * the orders that were not cancelled (a buyer whose every order was cancelled is not listed).
 */
export async function listCustomers(
  { db }: Pick<RequestContext, 'db'>,
  companyId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<CustomerPage> {
  const cursor = decodeCursor(query.cursor, isTimeKey);
  const lastOrderAt = sql<Date>`max(${orders.createdAt})`;
  const rows = await db
    .select({
      buyerId: orders.buyerId,
      name: sql<string>`(array_agg(${orders.customerName} order by ${orders.createdAt} desc))[1]`,
      email: sql<string>`(array_agg(${orders.customerEmail} order by ${orders.createdAt} desc))[1]`,
      orderCount: sql<number>`count(*)::int`,
      total: sql<number>`sum(${orders.totalAmount})::int`,
      currency: sql<string>`max(${orders.currency})`,
      lastOrderAt: microsecondText(lastOrderAt),
    })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), ne(orders.status, 'cancelled')))
    .groupBy(orders.buyerId)
    .having(
      cursor
        ? sql`(${lastOrderAt}, ${orders.buyerId}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(lastOrderAt), desc(orders.buyerId))
    .limit(query.limit + 1);
  const page = paginate(rows, query.limit, (r) => ({ at: r.lastOrderAt, id: r.buyerId }));
  return {
    items: page.items.map((r): Customer => ({
      _id: r.buyerId,
      name: r.name,
      email: r.email,
      orderCount: r.orderCount,
      total: { amount: r.total, currency: r.currency },
      lastOrderAt: new Date(r.lastOrderAt).toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

/** What a carrier reported about an order's parcel (logistics tracking). */
export interface CarrierReport {
  /** The carrier's own words, kept in the order's history. */
  note: string;
  /** Where it takes the order: `shipped` (the carrier has it), `delivered`, or nowhere. */
  moveTo: 'shipped' | 'delivered' | null;
  tracking: { carrier: CarrierOption; number: string } | null;
  /** The parcel waits in a locker: the buyer hears, with the pick-up code where given. */
  waiting: { pickupCode: string | null; point: string | null } | null;
  /** When the carrier says it happened. */
  at: Date;
}

/**
 * A carrier's report moves the order forward only: `shipped` from paid or in progress,
 * `delivered` from shipped (through shipped when that was missed), each with the buyer's mail; a
 * report that would move it back or nowhere (late, or on the way) is a history note. The caller
 * records each report once (its event key), inside this transaction.
 */
export async function applyCarrierReport(
  tx: Executor,
  publicUrl: string,
  orderId: string,
  report: CarrierReport,
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return;
  // The history is read by time: a report of the same moment as one written before (a carrier's
  // clock ticks in seconds) goes a millisecond after it, so the reports keep the order they came.
  const [tie] = await tx
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        gte(orderEvents.createdAt, report.at),
        lt(orderEvents.createdAt, new Date(report.at.getTime() + 1000)),
      ),
    )
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  const at = tie ? new Date(tie.at.getTime() + 1) : report.at;
  const steps: OrderStatus[] = [];
  const before = order.status as OrderStatus;
  if (report.moveTo && (before === 'paid' || before === 'in_progress')) steps.push('shipped');
  if (report.moveTo === 'delivered' && (before === 'shipped' || steps.length > 0))
    steps.push('delivered');
  if (steps.length === 0) await recordHistoryNote(tx, order, report.note, at);
  let current: OrderRow = order;
  for (const [index, to] of steps.entries()) {
    const step: Transition = {
      to,
      actorRole: 'system',
      actorId: null,
      note: report.note,
      tracking: to === 'shipped' && report.tracking ? report.tracking : undefined,
    };
    // Two steps of one report keep their order in the history.
    await applyTransition(tx, current, step, new Date(at.getTime() + index));
    await mailOrderStatus(tx, publicUrl, current, step);
    await inviteToReview(tx, publicUrl, order.id, to);
    current = { ...current, status: to };
  }
  if (report.waiting) {
    const [buyer] = await tx
      .select({ email: users.email, locale: users.locale, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, order.buyerId));
    if (buyer)
      await enqueueMail(tx, {
        to: buyer.email,
        locale: matchLocale(buyer.locale) ?? DEFAULT_LOCALE,
        template: {
          name: 'parcelWaiting',
          firstName: buyer.firstName,
          number: order.number,
          point: report.waiting.point ?? order.pointCode,
          pickupCode: report.waiting.pickupCode,
          trackingUrl: report.tracking
            ? trackingUrl(report.tracking.carrier, report.tracking.number)
            : null,
          link: `${publicUrl}/userorders?order=${order.id}`,
        },
      });
  }
}

// The module's part of the dashboards (issue 20).
export * from './orders.stats.js';
