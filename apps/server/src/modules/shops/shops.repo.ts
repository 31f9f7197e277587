import { and, asc, between, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companies, products, shopImages, shops } from '../../db/schema/index.js';

export async function listCompanyShops(db: Executor, companyId: string) {
  return db
    .select()
    .from(shops)
    .where(eq(shops.companyId, companyId))
    .orderBy(asc(shops.createdAt), asc(shops.id));
}

export async function findShop(db: Executor, id: string) {
  const [row] = await db.select().from(shops).where(eq(shops.id, id));
  return row;
}

/** The seller's shop, or undefined when it is someone else's (answered as 404). */
export async function findOwnShop(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.companyId, companyId)));
  return row;
}

export async function insertShop(db: Executor, values: typeof shops.$inferInsert) {
  const [row] = await db.insert(shops).values(values).returning();
  return row!;
}

export async function updateShop(
  db: Executor,
  id: string,
  values: Partial<typeof shops.$inferInsert>,
) {
  const [row] = await db
    .update(shops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shops.id, id))
    .returning();
  return row!;
}

export async function deleteShop(db: Executor, id: string) {
  await db.delete(shops).where(eq(shops.id, id));
}

export async function listShopImages(db: Executor, shopIds: string[]) {
  if (shopIds.length === 0) return [];
  return db
    .select()
    .from(shopImages)
    .where(inArray(shopImages.shopId, shopIds))
    .orderBy(asc(shopImages.position), asc(shopImages.createdAt));
}

export async function insertShopImage(db: Executor, values: typeof shopImages.$inferInsert) {
  const [row] = await db.insert(shopImages).values(values).returning();
  return row!;
}

export async function deleteShopImage(db: Executor, shopId: string, imageId: string) {
  const [row] = await db
    .delete(shopImages)
    .where(and(eq(shopImages.id, imageId), eq(shopImages.shopId, shopId)))
    .returning();
  return row;
}

export async function companyNames(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: companies.id, shortName: companies.shortName })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((row) => [row.id, row.shortName]));
}

/**
 * Shops on the public map: only those marked visible, optionally inside a box, of one maker, or of
 * makers selling in a category.
 */
export async function listMapShops(
  db: Executor,
  filter: {
    bbox?: [number, number, number, number];
    companyId?: string;
    categoryId?: string;
    /** The makers whose shops are not shown (blocked, awaiting approval). */
    exceptCompanyIds?: string[];
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [eq(shops.visibleOnMap, true)];
  if (filter.exceptCompanyIds?.length) {
    conditions.push(notInArray(shops.companyId, filter.exceptCompanyIds));
  }
  if (filter.bbox) {
    const [minLng, minLat, maxLng, maxLat] = filter.bbox;
    conditions.push(between(shops.lat, minLat, maxLat));
    conditions.push(
      minLng <= maxLng
        ? between(shops.lng, minLng, maxLng)
        : // A box across the antimeridian.
          or(sql`${shops.lng} >= ${minLng}`, sql`${shops.lng} <= ${maxLng}`),
    );
  }
  if (filter.companyId) conditions.push(eq(shops.companyId, filter.companyId));
  if (filter.categoryId) {
    conditions.push(
      sql`${shops.companyId} IN (SELECT ${products.companyId} FROM ${products}
        WHERE ${products.categoryId} = ${filter.categoryId}
           OR ${products.subcategoryId} = ${filter.categoryId})`,
    );
  }
  return db
    .select({ shop: shops, companyName: companies.shortName })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(and(...conditions))
    .orderBy(desc(shops.createdAt), desc(shops.id))
    .limit(filter.limit + 1);
}
