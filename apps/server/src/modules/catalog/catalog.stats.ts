/** The catalog's part of the maker's dashboard: products running out. */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Locale } from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/** How few pieces left count as "low stock" on the maker's dashboard. */
export const LOW_STOCK_THRESHOLD = 3;

/**
 * The maker's ready-to-ship products with at most `threshold` pieces left, fewest first (10 of
 * them), and how many.
 */
export async function lowStock(
  db: Executor,
  companyId: string,
  locale: Locale,
  threshold = LOW_STOCK_THRESHOLD,
) {
  // A made-to-order piece is never short: its units are not what limits its orders.
  const scope = and(
    eq(products.companyId, companyId),
    eq(products.madeToOrder, false),
    lte(products.quantity, threshold),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: products.id, versions: products.versions, quantity: products.quantity })
      .from(products)
      .where(scope)
      .orderBy(asc(products.quantity), asc(products.createdAt), asc(products.id))
      .limit(10),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(scope),
  ]);
  return {
    threshold,
    count: total!.count,
    items: rows.map((row) => ({
      _id: row.id,
      name: (row.versions.find((v) => v.locale === locale) ?? row.versions[0])?.name ?? '',
      quantity: row.quantity,
    })),
  };
}
