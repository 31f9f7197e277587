/** The reports' part of the admin's dashboard. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reports } from '../../db/schema/index.js';

/** Reports nobody has handled yet (the `reports_status_created_idx` index). */
export async function countOpenReports(db: Executor) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.status, 'open'));
  return row!.count;
}
