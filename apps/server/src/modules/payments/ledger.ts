import type { Executor } from '../../db/client.js';
import { ledgerEntries } from '../../db/schema/index.js';
import type { OrderRow } from '../orders/order-lifecycle.js';

/** An order's ledger entries for one payment: `[kind, amount]` pairs, in the order's currency. */
export function ledgerRows(
  order: Pick<OrderRow, 'id' | 'companyId' | 'currency'>,
  paymentId: string | null,
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

/** What `recordOrderPaid` needs of an order: whose, how much, and the commission it was placed with. */
export type PaidOrder = Pick<
  OrderRow,
  'id' | 'companyId' | 'currency' | 'totalAmount' | 'commissionAmount'
>;

/**
 * The ledger side of an order's payment: the buyer's payment, the platform's commission (at the
 * rate the order was placed with) and what the maker is due. Unique per order and kind, so a
 * repeated call changes nothing. Every paid order goes through here: an operator's notification
 * and the demo marketplace's past orders alike.
 */
export async function recordOrderPaid(
  tx: Executor,
  order: PaidOrder,
  paymentId: string | null,
  now: Date,
) {
  await tx
    .insert(ledgerEntries)
    .values(
      ledgerRows(order, paymentId, now, [
        ['buyer_payment', order.totalAmount],
        ['commission', order.commissionAmount],
        ['seller_due', order.totalAmount - order.commissionAmount],
      ]),
    )
    .onConflictDoNothing();
}
