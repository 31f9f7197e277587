import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Executor } from '../../db/client.js';
import { categories, companies, products, shops } from '../../db/schema/index.js';

/** The objects that have public pages, each listed in sitemap parts of its own. */
export type SitemapKind = 'products' | 'makers' | 'shops' | 'categories';

/**
 * The row a part starts at, in the parts' order (creation time, then id). The time is ISO 8601 in
 * UTC to the microsecond, as stored: a JavaScript date would cut it to the millisecond and move
 * the part's start.
 */
export type PartStart = { createdAt: string; id: string };

/** How `PartStart.createdAt` is written. */
export const PART_START_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/** One public page's object: its id, when it last changed, and its parent (subcategories). */
export interface SitemapRow {
  id: string;
  lastmod: Date;
  parentId: string | null;
}

interface Source {
  table: PgTable;
  id: PgColumn;
  createdAt: PgColumn;
  lastmod: PgColumn;
  parentId?: PgColumn;
}

/**
 * The rows in creation order, so that new ones go to the last part and the earlier parts keep
 * their rows. Products walk `products_created_idx` (created_at, id); the other tables are small.
 */
const SOURCES: Record<SitemapKind, Source> = {
  products: {
    table: products,
    id: products.id,
    createdAt: products.createdAt,
    lastmod: products.updatedAt,
  },
  makers: {
    table: companies,
    id: companies.id,
    createdAt: companies.createdAt,
    lastmod: companies.updatedAt,
  },
  shops: { table: shops, id: shops.id, createdAt: shops.createdAt, lastmod: shops.updatedAt },
  categories: {
    table: categories,
    id: categories.id,
    createdAt: categories.createdAt,
    lastmod: categories.createdAt,
    parentId: categories.parentId,
  },
};

/**
 * Only what the catalog lists goes into the sitemap (issue 20): a product with its search row
 * (not hidden, maker listed), the makers and shops of listed makers. The parts keep their starts
 * (a part may hold fewer rows than its size).
 */
const LISTED: Record<SitemapKind, SQL | undefined> = {
  products: sql`EXISTS (SELECT 1 FROM product_search ps WHERE ps.product_id = ${products.id})`,
  makers: sql`NOT EXISTS (SELECT 1 FROM unlisted_makers um WHERE um.company_id = ${companies.id})`,
  shops: sql`NOT EXISTS (SELECT 1 FROM unlisted_makers um WHERE um.company_id = ${shops.companyId})`,
  categories: undefined,
};

/**
 * The first row of every part of `size` rows: from the first row, hop `size` rows on along the
 * kind's key, again and again (for products each hop walks `products_created_idx` alone, no row
 * read: 20 hops over a million products take about 0.12 s on PostgreSQL, where numbering every
 * row with a window function takes 0.55 s).
 */
export async function listPartStarts(
  db: Executor,
  kind: SitemapKind,
  size: number,
): Promise<PartStart[]> {
  const { table, createdAt, id } = SOURCES[kind];
  const result = await db.execute(sql`
    WITH RECURSIVE starts (created_at, id) AS (
      (SELECT ${createdAt}, ${id} FROM ${table} ORDER BY 1, 2 LIMIT 1)
      UNION ALL
      (SELECT next.* FROM starts, LATERAL (
        SELECT ${createdAt}, ${id} FROM ${table}
        WHERE (${createdAt}, ${id}) > (starts.created_at, starts.id)
        ORDER BY 1, 2 OFFSET ${size - 1} LIMIT 1
      ) AS next)
    )
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "createdAt",
      id
    FROM starts
    ORDER BY created_at, id`);
  return rowsOf<PartStart>(result);
}

/** Up to `size` rows of a kind from `start` (the first part: from the beginning), in order. */
export async function listPartRows(
  db: Executor,
  kind: SitemapKind,
  start: PartStart | undefined,
  size: number,
): Promise<SitemapRow[]> {
  const source = SOURCES[kind];
  return db
    .select({
      id: sql<string>`${source.id}`,
      lastmod: sql`${source.lastmod}`.mapWith((value: string | Date) => new Date(value)),
      parentId: source.parentId ? sql<string | null>`${source.parentId}` : sql<null>`null`,
    })
    .from(source.table)
    .where(
      and(
        start
          ? sql`(${source.createdAt}, ${source.id}) >= (${start.createdAt}::timestamptz, ${start.id}::uuid)`
          : undefined,
        LISTED[kind],
      ),
    )
    .orderBy(asc(source.createdAt), asc(source.id))
    .limit(size);
}
