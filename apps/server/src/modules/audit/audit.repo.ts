import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { microsecondText, olderThan } from '../../db/keyset.js';
import { auditLog } from '../../db/schema/index.js';

/** The keyset of the log: the entry's time in microseconds (ISO text) and its id. */
export interface AuditKey {
  at: string;
  id: string;
}

export interface AuditFilter {
  /** An action (`review.hide`) or an area (`review` or `review.`: every review action). */
  action?: string;
  actorId?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** `%` and `_` match literally in a LIKE pattern. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the log, newest first, `limit + 1` entries after the cursor. */
export async function listEntries(
  db: Executor,
  filter: AuditFilter,
  limit: number,
  after?: AuditKey,
) {
  const conditions: SQL[] = [];
  if (filter.action) {
    const action = filter.action.replace(/\.$/, '');
    conditions.push(
      or(eq(auditLog.action, action), sql`${auditLog.action} like ${`${escapeLike(action)}.%`}`)!,
    );
  }
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
  if (after) conditions.push(olderThan(auditLog.createdAt, auditLog.id, after));
  return db
    .select({
      entry: auditLog,
      key: microsecondText(auditLog.createdAt),
    })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
}
