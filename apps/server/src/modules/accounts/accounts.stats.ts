/** The accounts' part of the admin's dashboard: buyers who registered in each period. */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** Buyer accounts (not makers, not administrators) created since each bound. */
export async function newBuyerCounts(
  db: Executor,
  bounds: { today: Date; days7: Date; days30: Date },
) {
  const since = (at: Date) =>
    sql<number>`(count(*) filter (where ${users.createdAt} >= ${at.toISOString()}::timestamptz))::int`;
  const [row] = await db
    .select({
      today: since(bounds.today),
      days7: since(bounds.days7),
      days30: since(bounds.days30),
    })
    .from(users)
    .where(and(eq(users.permissions, 'user'), gte(users.createdAt, bounds.days30)));
  return row!;
}
