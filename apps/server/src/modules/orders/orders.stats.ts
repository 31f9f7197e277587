/**
 * The orders' part of the dashboards: orders placed and their paid value per period, orders per
 * day, payments still awaited and orders to ship. Each is one aggregate over `orders` bounded by
 * `created_at` (the `orders_created_idx` / `orders_company_created_idx` indexes).
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

export interface OrderPeriodBounds {
  today: Date;
  days7: Date;
  days30: Date;
}

const placedSince = (since: Date) =>
  sql`${orders.createdAt} >= ${since.toISOString()}::timestamptz and ${orders.status} <> 'cancelled'`;

/**
 * Per period (cancelled orders left out): how many orders were placed, and the value (products and
 * delivery) of those already paid; with the orders placed on each UTC day of the last 30.
 */
export async function orderFigures(db: Executor, bounds: OrderPeriodBounds, companyId?: string) {
  const scope = and(
    gte(orders.createdAt, bounds.days30),
    companyId ? eq(orders.companyId, companyId) : undefined,
  );
  const count = (since: Date) => sql<number>`(count(*) filter (where ${placedSince(since)}))::int`;
  const paidValue = (since: Date) =>
    sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${placedSince(since)} and ${orders.paidAt} is not null), 0)::int`;
  const [[totals], perDay] = await Promise.all([
    db
      .select({
        currency: sql<string | null>`max(${orders.currency})`,
        today: count(bounds.today),
        days7: count(bounds.days7),
        days30: count(bounds.days30),
        valueToday: paidValue(bounds.today),
        value7: paidValue(bounds.days7),
        value30: paidValue(bounds.days30),
      })
      .from(orders)
      .where(scope),
    db
      .select({
        day: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        orders: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(scope, sql`${orders.status} <> 'cancelled'`))
      .groupBy(sql`1`),
  ]);
  const t = totals!;
  return {
    currency: t.currency ?? DEFAULT_CURRENCY,
    periods: {
      today: { orders: t.today, value: t.valueToday },
      days7: { orders: t.days7, value: t.value7 },
      days30: { orders: t.days30, value: t.value30 },
    },
    perDay: new Map(perDay.map((row) => [row.day, row.orders])),
  };
}

/** Orders to be paid online whose money has not arrived (any age): how many, and their total. */
export async function pendingPayments(db: Executor) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::int`,
      currency: sql<string | null>`max(${orders.currency})`,
    })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), eq(orders.paymentType, 'online')));
  return { count: row!.count, amount: row!.amount, currency: row!.currency ?? DEFAULT_CURRENCY };
}

/** The maker's orders waiting to leave the workshop: paid, or in progress. */
export async function ordersToShip(db: Executor, companyId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), inArray(orders.status, ['paid', 'in_progress'])));
  return row!.count;
}
