import { asc, eq, sql } from 'drizzle-orm';
import type { PayoutList } from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import { companies, ledgerEntries } from '../../db/schema/index.js';
import type { OrderRow } from '../orders/order-lifecycle.js';

/** An order's ledger entries for one payment: `[kind, amount]` pairs, in the order's currency. */
export function ledgerRows(
  order: Pick<OrderRow, 'id' | 'companyId' | 'currency'>,
  paymentId: string,
  now: Date,
  amounts: [kind: string, amount: number][],
) {
  return amounts.map(([kind, amount]) => ({
    orderId: order.id,
    companyId: order.companyId,
    paymentId,
    kind,
    amount,
    currency: order.currency,
    createdAt: now,
  }));
}

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
