import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import { executePrepared, rowsOf, type Executor } from '../../db/client.js';
import { microsecondText, olderThan } from '../../db/keyset.js';
import { fixedStatement } from './search-statements.js';
import {
  categories,
  companies,
  priceHistory,
  productImages,
  products,
  unlistedMakers,
  type LocalizedNames,
} from '../../db/schema/index.js';

// ---- Categories ------------------------------------------------------------------------------

/**
 * Whether the catalog lists the product `productId` names (a row in `product_search`: visible,
 * its maker active and approved), as a column of the caller's own read.
 */
export const listedSql = (productId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from product_search ps where ps.product_id = ${productId})`;

export async function listCategories(db: Executor) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
}

export async function findCategory(db: Executor, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function isSlugTaken(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug));
  return row !== undefined;
}

export async function nextCategoryPosition(db: Executor, parentId: string | null) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId));
  return (row?.max ?? -1) + 1;
}

export async function insertCategory(db: Executor, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function renameCategory(db: Executor, id: string, names: LocalizedNames) {
  const [row] = await db.update(categories).set({ names }).where(eq(categories.id, id)).returning();
  return row;
}

export async function setCategoryPosition(db: Executor, id: string, position: number) {
  await db.update(categories).set({ position }).where(eq(categories.id, id));
}

export async function deleteCategory(db: Executor, id: string) {
  await db.delete(categories).where(eq(categories.id, id));
}

/**
 * Products per category, counting a product under its category and its subcategory (read from
 * the narrow search rows: a third of the products table to scan).
 */
export async function productCountsByCategory(db: Executor) {
  const result = await db.execute(sql`
    SELECT id, count(*)::int AS n FROM (
      SELECT category_id AS id FROM product_search
      UNION ALL
      SELECT subcategory_id FROM product_search WHERE subcategory_id IS NOT NULL
    ) t GROUP BY id`);
  const rows = rowsOf<{ id: string; n: number }>(result);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function countProductsInCategory(db: Executor, id: string) {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM product_search
     WHERE category_id = ${id} OR subcategory_id = ${id}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export async function countSubcategories(db: Executor, id: string) {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  return row?.n ?? 0;
}

// ---- Search text -----------------------------------------------------------------------------

/**
 * Recomputes the search text of the products of a category after its names changed. A product's
 * own writes need nothing: triggers on products keep `product_search` (migration 0009).
 */
export async function refreshSearchText(db: Executor, target: { categoryId: string }) {
  await db.execute(sql`
    UPDATE product_search s SET vector = r.vector
      FROM product_search_rows(ARRAY(SELECT t.product_id FROM product_search t
             WHERE t.category_id = ${target.categoryId} OR t.subcategory_id = ${target.categoryId})) r
     WHERE s.product_id = r.product_id`);
}

// ---- Catalog search (its own file) -----------------------------------------------------------

export * from './catalog-search.repo.js';

// ---- One product -----------------------------------------------------------------------------

export async function findProduct(db: Executor, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/**
 * What a product page's head needs (share tags, JSON-LD): the product with its maker's name and
 * its category's names, by primary keys in one round trip.
 */
export async function findProductHead(db: Executor, id: string) {
  const [row] = await db
    .select({
      product: products,
      makerName: companies.shortName,
      categoryNames: categories.names,
      listed: listedSql(products.id),
    })
    .from(products)
    .leftJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  return row;
}

/** What the product page shows, in one round trip (see `findProductPage`). */
export interface ProductPageRow {
  product: Pick<
    typeof products.$inferSelect,
    | 'id'
    | 'companyId'
    | 'categoryId'
    | 'subcategoryId'
    | 'versions'
    | 'priceAmount'
    | 'currency'
    | 'lastPriceAmount'
    | 'regularPriceAmount'
    | 'saleEndsAt'
    | 'specialOffer'
    | 'condition'
    | 'ean'
    | 'quantity'
    | 'deliveryDays'
    | 'coverImage'
    | 'ratingAverage'
    | 'ratingCount'
    | 'createdAt'
    | 'madeToOrder'
    | 'makingDays'
    | 'weeklyCapacity'
  >;
  maker: {
    shortName: string;
    companyName: string;
    city: string;
    country: string;
    photo: string | null;
  } | null;
  categoryNames: LocalizedNames | null;
  subcategoryNames: LocalizedNames | null;
  images: { id: string; variants: Record<string, string>; width: number; height: number }[];
  carriers: {
    carrier: string;
    priceAmount: number;
    currency: string;
    freeDeliveryThreshold: number | null;
  }[];
  shops: { id: string; title: string; city: string }[];
  /** Whether the catalog lists the product (it has a search row; migration 0018). */
  listed: boolean;
  /** The maker's vacation columns (the lead time's), both null without a vacation or a maker. */
  vacation: { vacationUntil: string | null; vacationMode: string | null };
}

/**
 * The product page in one statement: the product (without its search columns), its maker, its
 * categories' names, its images, the maker's carriers and pick-up shops, each list in the order
 * the separate queries had (six round trips before), and what the lead time needs (the
 * made-to-order columns, the maker's vacation), which the page read a second time before.
 */
export async function findProductPage(
  db: Executor,
  id: string,
): Promise<ProductPageRow | undefined> {
  const result = await executePrepared(db, productPageSql(id));
  const row = rowsOf<
    Omit<ProductPageRow['product'], 'saleEndsAt'> &
      Omit<ProductPageRow, 'product' | 'vacation'> &
      ProductPageRow['vacation'] & {
        createdAt: Date | string;
        saleEndsAt: Date | string | null;
      }
  >(result)[0];
  if (!row) return undefined;
  const {
    maker,
    categoryNames,
    subcategoryNames,
    images,
    carriers,
    shops,
    listed,
    vacationUntil,
    vacationMode,
    ...product
  } = row;
  return {
    listed,
    vacation: { vacationUntil, vacationMode },
    product: {
      ...product,
      createdAt: new Date(product.createdAt),
      saleEndsAt: product.saleEndsAt ? new Date(product.saleEndsAt) : null,
    },
    maker,
    categoryNames,
    subcategoryNames,
    images,
    carriers,
    shops,
  };
}

/**
 * `findProductPage`'s statement, compiled once (`fixedStatement`): building and compiling its
 * fragments took about a twentieth of a product page's time in the API. Run as a prepared
 * statement (`executePrepared`): its one parameter is the product's id, a key lookup whatever
 * the id.
 */
const productPageSql = fixedStatement(
  (id: unknown) => sql`
    SELECT p.id, p.company_id AS "companyId", p.category_id AS "categoryId",
      p.subcategory_id AS "subcategoryId", p.versions, p.price_amount AS "priceAmount",
      p.currency, p.last_price_amount AS "lastPriceAmount", p.special_offer AS "specialOffer",
      p.regular_price_amount AS "regularPriceAmount", p.sale_ends_at AS "saleEndsAt",
      p.condition, p.ean, p.quantity, p.delivery_days AS "deliveryDays",
      p.cover_image AS "coverImage", p.rating_average AS "ratingAverage",
      p.rating_count AS "ratingCount", p.created_at AS "createdAt",
      p.made_to_order AS "madeToOrder", p.making_days AS "makingDays",
      p.weekly_capacity AS "weeklyCapacity",
      ${listedSql(sql`p.id`)} AS "listed",
      c.vacation_until::text AS "vacationUntil", c.vacation_mode AS "vacationMode",
      CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object(
        'shortName', c.short_name, 'companyName', c.company_name, 'city', c.city,
        'country', c.country, 'photo', c.photo) END AS maker,
      cat.names AS "categoryNames", sub.names AS "subcategoryNames",
      (SELECT coalesce(json_agg(json_build_object(
          'id', i.id, 'variants', i.variants, 'width', i.width, 'height', i.height)
          ORDER BY i.position, i.created_at), '[]')
        FROM product_images i WHERE i.product_id = p.id) AS images,
      (SELECT coalesce(json_agg(json_build_object(
          'carrier', cp.carrier, 'priceAmount', cp.price_amount, 'currency', cp.currency,
          'freeDeliveryThreshold', cp.free_delivery_threshold)
          ORDER BY cp.created_at, cp.id), '[]')
        FROM courier_pricing cp WHERE cp.company_id = p.company_id) AS carriers,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.title, 'city', s.city)
          ORDER BY s.created_at, s.id), '[]')
        FROM shops s WHERE s.company_id = p.company_id) AS shops
    FROM products p
      LEFT JOIN companies c ON c.id = p.company_id
      LEFT JOIN categories cat ON cat.id = p.category_id
      LEFT JOIN categories sub ON sub.id = p.subcategory_id
    WHERE p.id = ${id}`,
);

/** The seller's product, or undefined when it is someone else's (answered as 404). */
export async function findOwnProduct(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.companyId, companyId)));
  return row;
}

export async function listImages(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
}

export async function insertImage(db: Executor, values: typeof productImages.$inferInsert) {
  const [row] = await db.insert(productImages).values(values).returning();
  return row!;
}

export async function deleteImage(db: Executor, productId: string, imageId: string) {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning();
  return row;
}

export async function setImagePosition(db: Executor, imageId: string, position: number) {
  await db.update(productImages).set({ position }).where(eq(productImages.id, imageId));
}

export async function setCoverImage(
  db: Executor,
  productId: string,
  cover: typeof products.$inferSelect.coverImage,
) {
  await db.update(products).set({ coverImage: cover }).where(eq(products.id, productId));
}

export async function isIndexTaken(
  db: Executor,
  companyId: string,
  index: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.sellerIndex, index),
        exceptId ? sql`${products.id} <> ${exceptId}` : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertProduct(db: Executor, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: Executor,
  id: string,
  values: Partial<typeof products.$inferInsert>,
) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row!;
}

export async function deleteProduct(db: Executor, id: string) {
  await db.delete(products).where(eq(products.id, id));
}

/**
 * The seller's products, newest first; `q` matches any version's name, or the EAN, ERP code or
 * index (codes case-insensitively, as a whole or in part: the maker types what is on the label).
 * `key` is the creation time to the microsecond, for the next page's cursor: one in milliseconds
 * skipped the products that follow a page's last one within its millisecond (an import's rows).
 */
export function listOwnProducts(
  db: Executor,
  input: { companyId: string; q?: string; after?: { at: string; id: string }; limit: number },
) {
  return db
    .select({ ...getTableColumns(products), key: microsecondText(products.createdAt) })
    .from(products)
    .where(
      and(
        eq(products.companyId, input.companyId),
        input.q
          ? sql`(EXISTS (SELECT 1 FROM product_search s WHERE s.product_id = ${products.id}
              AND s.names LIKE '%' || unaccent(lower(${escapeLike(input.q)})) || '%')
              OR (NOT EXISTS (SELECT 1 FROM product_search s WHERE s.product_id = ${products.id})
              AND product_search_names(${products.versions})
                LIKE '%' || unaccent(lower(${escapeLike(input.q)})) || '%')
              OR ${products.ean} LIKE '%' || ${escapeLike(input.q)} || '%'
              OR lower(${products.erpCode}) LIKE '%' || lower(${escapeLike(input.q)}) || '%'
              OR lower(${products.sellerIndex}) LIKE '%' || lower(${escapeLike(input.q)}) || '%')`
          : undefined,
        input.after ? olderThan(products.createdAt, products.id, input.after) : undefined,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(input.limit + 1);
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ---- Prices (EU Omnibus) ---------------------------------------------------------------------

export async function insertPrice(
  db: Executor,
  productId: string,
  priceAmount: number,
  effectiveFrom: Date,
) {
  await db.insert(priceHistory).values({ productId, priceAmount, effectiveFrom });
}

/**
 * The lowest price in effect at any moment of the 30 days before `at`: the price that was current
 * 30 days earlier and every price set since. Null when the product had no price before `at`.
 */
export async function lowestPriceBefore(db: Executor, productId: string, at: Date) {
  const windowStart = new Date(at.getTime() - 30 * 24 * 3600 * 1000);
  const result = await db.execute(sql`
    SELECT min(price_amount)::int AS lowest FROM (
      (SELECT ${priceHistory.priceAmount} AS price_amount FROM ${priceHistory}
        WHERE ${priceHistory.productId} = ${productId}
          AND ${priceHistory.effectiveFrom} <= ${windowStart.toISOString()}::timestamptz
        ORDER BY ${priceHistory.effectiveFrom} DESC LIMIT 1)
      UNION ALL
      SELECT ${priceHistory.priceAmount} FROM ${priceHistory}
        WHERE ${priceHistory.productId} = ${productId}
          AND ${priceHistory.effectiveFrom} > ${windowStart.toISOString()}::timestamptz
          AND ${priceHistory.effectiveFrom} < ${at.toISOString()}::timestamptz
    ) p`);
  const lowest = rowsOf<{ lowest: number | null }>(result)[0]?.lowest;
  return lowest === null || lowest === undefined ? null : Number(lowest);
}

// ---- Visibility (migration 0018) -------------------------------------------------------------

/** Hides or shows a product; the update trigger removes or writes its `product_search` row. */
export async function setProductHidden(db: Executor, id: string, hiddenAt: Date | null) {
  const rows = await db
    .update(products)
    .set({ hiddenAt })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

/**
 * Unlists a maker (its products' search rows go) or lists it again (the rows of its products
 * that moderation has not hidden come back, computed as an insert computes them).
 */
export async function setMakerListed(db: Executor, companyId: string, listed: boolean) {
  if (!listed) {
    await db.insert(unlistedMakers).values({ companyId }).onConflictDoNothing();
    await db.execute(sql`DELETE FROM product_search WHERE company_id = ${companyId}`);
    return;
  }
  const removed = await db
    .delete(unlistedMakers)
    .where(eq(unlistedMakers.companyId, companyId))
    .returning({ companyId: unlistedMakers.companyId });
  if (removed.length === 0) return;
  await db.execute(sql`
    INSERT INTO product_search (product_id, company_id, category_id, subcategory_id, price_amount,
      rating_average, condition, special_offer, quantity, created_at, vector, names)
    SELECT * FROM product_search_rows(ARRAY(
      SELECT id FROM products WHERE company_id = ${companyId} AND hidden_at IS NULL))
    ON CONFLICT (product_id) DO NOTHING`);
}

export async function isMakerListed(db: Executor, companyId: string) {
  const [row] = await db
    .select({ companyId: unlistedMakers.companyId })
    .from(unlistedMakers)
    .where(eq(unlistedMakers.companyId, companyId));
  return row === undefined;
}

export async function unlistedMakerIds(db: Executor) {
  const rows = await db.select({ companyId: unlistedMakers.companyId }).from(unlistedMakers);
  return rows.map((row) => row.companyId);
}

/** Which of these products the catalog lists (those with a search row). */
export async function listedProductIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const result = await db.execute(
    sql`SELECT product_id AS id FROM product_search WHERE product_id = ANY (${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

// ---- Makers ----------------------------------------------------------------------------------

export async function findMaker(db: Executor, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}
