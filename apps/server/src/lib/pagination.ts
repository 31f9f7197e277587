import { BadRequestError } from './errors.js';

/** Opaque keyset cursors: base64url JSON of the last row's sort key. */
export function encodeCursor(key: Record<string, string | number>) {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor<T extends Record<string, string | number>>(
  cursor: string | undefined,
  isValid: (value: Record<string, unknown>) => value is T,
): T | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && isValid(value as Record<string, unknown>))
      return value as T;
  } catch {
    // fall through to the error below
  }
  throw new BadRequestError('badRequest', { cursor: 'fieldInvalid' });
}

/** Splits a page fetched with limit + 1 rows into the page and the next cursor. */
export function paginate<Row, Key extends Record<string, string | number>>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => Key,
) {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return { items, nextCursor: hasMore && last ? encodeCursor(keyOf(last)) : null };
}
