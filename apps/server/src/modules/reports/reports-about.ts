import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

/** A report as the administrators' user page lists it. */
export interface ReportAbout {
  id: string;
  reason: string;
  targetType: string;
  targetId: string | null;
  description: string;
  status: string;
  createdAt: Date;
}

/**
 * The reports about a user (issue 20, `/admin/users/:id`): about their company or one of its
 * products, and about the reviews and messages they wrote; newest first, at most `limit`.
 */
export async function reportsAbout(
  { db }: { db: Executor },
  who: { userId: string; companyId: string | null },
  limit = 20,
): Promise<ReportAbout[]> {
  const company = who.companyId;
  const result = await db.execute(sql`
    SELECT r.id, r.reason, r.target_type AS "targetType", r.target_id AS "targetId",
      r.description, r.status, r.created_at AS "createdAt"
    FROM reports r
    WHERE (r.target_type = 'company' AND r.target_id = ${company}::uuid)
       OR (r.target_type = 'product' AND r.target_id IN (
             SELECT p.id FROM products p WHERE p.company_id = ${company}::uuid))
       OR (r.target_type = 'review' AND r.target_id IN (
             SELECT v.id FROM reviews v WHERE v.author_id = ${who.userId}::uuid))
       OR (r.target_type = 'message' AND r.target_id IN (
             SELECT m.id FROM conversation_messages m WHERE m.sender_id = ${who.userId}::uuid))
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit}`);
  return rowsOf<ReportAbout & { createdAt: Date | string }>(result).map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
  }));
}
