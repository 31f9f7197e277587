/** The companies' part of the admin's dashboard: makers who joined in each period. */
import { gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';

/** Makers' companies created since each bound. */
export async function newMakerCounts(
  db: Executor,
  bounds: { today: Date; days7: Date; days30: Date },
) {
  const since = (at: Date) =>
    sql<number>`(count(*) filter (where ${companies.createdAt} >= ${at.toISOString()}::timestamptz))::int`;
  const [row] = await db
    .select({
      today: since(bounds.today),
      days7: since(bounds.days7),
      days30: since(bounds.days30),
    })
    .from(companies)
    .where(gte(companies.createdAt, bounds.days30));
  return row!;
}
