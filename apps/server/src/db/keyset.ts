import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A point in time as a cursor keeps it: ISO 8601 in UTC, to the microsecond, as the database
 * stores it. A JavaScript `Date` keeps milliseconds: a keyset on one skipped the rows written
 * within the millisecond of a page's last row (on PostgreSQL, which stamps microseconds), such as
 * the other orders of one checkout, which share their transaction's time.
 */
export const microsecondText = (time: AnyColumn | SQL) =>
  sql<string>`to_char(${time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const MICROSECOND_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor of `microsecondText` and a row id (the database reads nothing else as a time). */
export const isTimeKey = (value: Record<string, unknown>): value is { at: string; id: string } =>
  typeof value.at === 'string' &&
  MICROSECOND_TEXT.test(value.at) &&
  !Number.isNaN(Date.parse(value.at)) &&
  typeof value.id === 'string' &&
  UUID.test(value.id);

/**
 * The rows after a cursor's row in newest-first order of (`time`, `id`): one row comparison,
 * which an index on (`time`, `id`) answers as a range.
 */
export function olderThan(time: AnyColumn, id: AnyColumn, key: { at: string; id: string }) {
  return sql`(${time}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)`;
}
