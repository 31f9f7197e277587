import { and, asc, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, companies, products } from '../../db/schema/index.js';

export async function listCategories(db: Executor) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
}

export interface ProductKey {
  createdAt: string;
  id: string;
}

/** Newest first, keyset on (created_at, id) so pages stay stable while products are added. */
export async function listProducts(
  db: Executor,
  filter: { companyId?: string; categoryId?: string; after?: ProductKey; limit: number },
) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.companyId) conditions.push(eq(products.companyId, filter.companyId));
  if (filter.categoryId) {
    conditions.push(
      or(eq(products.categoryId, filter.categoryId), eq(products.subcategoryId, filter.categoryId)),
    );
  }
  if (filter.after) {
    const after = new Date(filter.after.createdAt);
    conditions.push(
      or(
        lt(products.createdAt, after),
        and(eq(products.createdAt, after), lt(products.id, filter.after.id)),
      ),
    );
  }
  return db
    .select({ product: products, companyName: companies.shortName })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(...conditions))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(filter.limit + 1);
}
