import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { paymentNotifications, payments } from '../../db/schema/index.js';
import { OperatorError } from './operator.js';
import { operatorNamed, QUERYABLE_OPERATORS } from './operator-registry.js';
import type { PaymentsDeps } from './payments.deps.js';

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
        inArray(payments.operator, QUERYABLE_OPERATORS),
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
      const operator = operatorNamed(payment.operator);
      const creds = await operator?.credentials(deps, payment.companyId);
      if (!operator?.fetchStatus || !creds) continue;
      if (await operator.fetchStatus(deps, payment, creds)) applied += 1;
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
