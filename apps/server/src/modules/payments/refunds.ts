import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ledgerEntries, paymentOrders, payments, refunds } from '../../db/schema/index.js';
import { markRefunded, onPaidOrderCancelled, type OrderRow } from '../orders/order-lifecycle.js';
import { OperatorError } from './operator.js';
import { ledgerRows } from './ledger.js';
import { operatorNamed } from './operator-registry.js';
import type { PaymentsDeps } from './payments.deps.js';

/** Cancelling a paid order asks for its refund (registered with the order lifecycle at start). */
export function registerRefunds() {
  onPaidOrderCancelled(requestRefund);
}

/**
 * Records the refund of a paid order being cancelled, in the cancelling transaction: one refund per
 * order (a unique key, so a repeated cancel cannot ask twice) and the ledger's reversal entries.
 * The operator is asked afterwards by `processRefunds`, with the refund's id as its idempotency key.
 */
export async function requestRefund(tx: Executor, order: OrderRow, now: Date) {
  if (order.paidAmount <= 0) return;
  const [paid] = await tx
    .select({ id: payments.id })
    .from(paymentOrders)
    .innerJoin(payments, eq(payments.id, paymentOrders.paymentId))
    .where(and(eq(paymentOrders.orderId, order.id), eq(payments.status, 'paid')))
    .limit(1);
  // Cash on delivery is paid to the carrier, not through an operator: nothing to refund here.
  if (!paid) return;
  await tx
    .insert(refunds)
    .values({ paymentId: paid.id, orderId: order.id, amount: order.paidAmount })
    .onConflictDoNothing();
  await tx
    .insert(ledgerEntries)
    .values(
      ledgerRows(order, paid.id, now, [
        ['refund', -order.paidAmount],
        ['commission_reversal', -order.commissionAmount],
        ['seller_due_reversal', -(order.paidAmount - order.commissionAmount)],
      ]),
    )
    .onConflictDoNothing();
}

/**
 * Sends requested refunds to their operators. A refund never exceeds what was captured (a guarded
 * update and a check constraint on the payment), and a retry after a timeout reuses the refund id
 * as the operator's idempotency key, so the buyer is refunded once.
 */
export async function processRefunds(deps: PaymentsDeps) {
  const due = await deps.db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(inArray(refunds.status, ['requested', 'pending']))
    .orderBy(asc(refunds.createdAt))
    .limit(20);
  let done = 0;
  for (const { refund, payment } of due) {
    try {
      const result = await sendRefund(deps, refund, payment);
      if (!result) continue;
      await deps.db.transaction(async (tx) => {
        // The refund's row as it is now, locked: a round that read it earlier (another node's,
        // before the lock was lost) must not count it twice.
        const [current] = await tx
          .select({ status: refunds.status })
          .from(refunds)
          .where(eq(refunds.id, refund.id))
          .for('update');
        const finished = result.status === 'done' && current?.status !== 'done';
        if (finished) {
          const counted = await tx
            .update(payments)
            .set({
              refundedAmount: sql`${payments.refundedAmount} + ${refund.amount}`,
              status: sql`case when ${payments.refundedAmount} + ${refund.amount} = ${payments.capturedAmount} then 'refunded' else ${payments.status} end`,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(payments.id, payment.id),
                sql`${payments.refundedAmount} + ${refund.amount} <= ${payments.capturedAmount}`,
              ),
            )
            .returning({ id: payments.id });
          if (counted.length === 0) throw new Error('refund exceeds the captured amount');
          await markRefunded(tx, refund.orderId);
        }
        await tx
          .update(refunds)
          .set({
            status: result.status,
            operatorRefundId: result.operatorRefundId,
            lastError: null,
            updatedAt: new Date(),
          })
          .where(eq(refunds.id, refund.id));
      });
      if (result.status === 'done') done += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.db
        .update(refunds)
        .set({ lastError: message.slice(0, 500), updatedAt: new Date() })
        .where(eq(refunds.id, refund.id));
      if (!(error instanceof OperatorError)) throw error;
    }
  }
  return done;
}

async function sendRefund(
  deps: PaymentsDeps,
  refund: typeof refunds.$inferSelect,
  payment: typeof payments.$inferSelect,
) {
  const operator = operatorNamed(payment.operator);
  const creds = await operator?.credentials(deps, payment.companyId);
  if (!operator || !creds) return null;
  return operator.refund(deps, refund, payment, creds);
}
