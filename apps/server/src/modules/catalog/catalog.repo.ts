import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ProductCondition, ProductSort } from '@kramik/contract';
import { rowsOf, type Executor } from '../../db/client.js';
import {
  categories,
  companies,
  priceHistory,
  productImages,
  productQuestions,
  products,
  type CoverImage,
  type LocalizedNames,
} from '../../db/schema/index.js';

// ---- Categories ------------------------------------------------------------------------------

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

/** Products per category, counting a product under its category and its subcategory. */
export async function productCountsByCategory(db: Executor) {
  const result = await db.execute(sql`
    SELECT id, count(*)::int AS n FROM (
      SELECT ${products.categoryId} AS id FROM ${products}
      UNION ALL
      SELECT ${products.subcategoryId} FROM ${products} WHERE ${products.subcategoryId} IS NOT NULL
    ) t GROUP BY id`);
  const rows = rowsOf<{ id: string; n: number }>(result);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function countProductsInCategory(db: Executor, id: string) {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(or(eq(products.categoryId, id), eq(products.subcategoryId, id)));
  return row?.n ?? 0;
}

export async function countSubcategories(db: Executor, id: string) {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  return row?.n ?? 0;
}

// ---- Search text -----------------------------------------------------------------------------

/**
 * Recomputes what search indexes (see migration 0003: every version's texts and the category
 * names, unaccented) for the given products, or for every product of a category.
 */
export async function refreshSearchText(
  db: Executor,
  target: { productIds: string[] } | { categoryId: string },
) {
  const where =
    'productIds' in target
      ? inArray(products.id, target.productIds)
      : or(
          eq(products.categoryId, target.categoryId),
          eq(products.subcategoryId, target.categoryId),
        );
  if ('productIds' in target && target.productIds.length === 0) return;
  await db
    .update(products)
    .set({
      searchDocument: sql`product_search_document(${products.versions}, ${products.categoryId}, ${products.subcategoryId})`,
      searchNames: sql`product_search_names(${products.versions})`,
    })
    .where(where);
}

// ---- Catalog search --------------------------------------------------------------------------

export interface SearchFilter {
  /** A `to_tsquery` text built from sanitised words (`word:* & word:*`). */
  tsquery?: string;
  /** The typed words, for trigram similarity. */
  text?: string;
  /**
   * How the words match: `fts` (full text, prefixes) when any product contains them, else `fuzzy`
   * (trigram similarity of the names, for typos).
   */
  match?: 'fts' | 'fuzzy';
  categoryId?: string;
  subcategoryId?: string;
  companyId?: string;
  minPrice?: number;
  maxPrice?: number;
  condition?: ProductCondition;
  specialOffer?: boolean;
  inStock?: boolean;
  sort: Exclude<ProductSort, 'relevance'> | 'relevance';
  after?: SearchKey;
  limit: number;
  locale: string;
}

/** The keyset of the last row of a page: the sort value and the id. */
export interface SearchKey {
  v: number | string;
  id: string;
}

/**
 * The words as a tsquery, computed once per statement: a scalar subquery becomes an InitPlan,
 * where a bare `to_tsquery(…)` (a STABLE function) would be evaluated again for every row ranked.
 */
const tsQueryOnce = (text: string) => sql`(SELECT to_tsquery('simple', unaccent(lower(${text}))))`;
const wordsOnce = (text: string) => sql`(SELECT unaccent(lower(${text})))`;

/**
 * Relevance: full-text matches are ranked over the names alone (`search_names_vector`, a few
 * lexemes: cheap to rank, and a word in the name is what makes a product relevant); typo matches
 * by the trigram similarity of the names.
 */
function relevance(filter: SearchFilter) {
  return filter.match === 'fuzzy'
    ? sql`word_similarity(${wordsOnce(filter.text ?? '')}, p.search_names)`
    : sql`ts_rank(p.search_names_vector, ${tsQueryOnce(filter.tsquery ?? '')})`;
}

/** The words' condition: the GIN full-text index, or the GIN trigram index for typos. */
function textMatch(filter: SearchFilter) {
  return filter.match === 'fuzzy'
    ? sql`p.search_names %> ${wordsOnce(filter.text ?? '')}`
    : sql`p.search_vector @@ ${tsQueryOnce(filter.tsquery ?? '')}`;
}

/**
 * Whether any product contains the words. A materialized CTE is planned for all its rows, so it
 * reads the GIN index (a `LIMIT 1` alone lets the planner bet on a sequential scan that finds a
 * frequent word at once, and reads the whole table for a word nobody uses).
 */
export async function anyFullTextMatch(db: Executor, tsquery: string) {
  const result = await db.execute(sql`
    WITH m AS MATERIALIZED (
      SELECT 1 FROM products p WHERE p.search_vector @@ ${tsQueryOnce(tsquery)})
    SELECT 1 AS found FROM m LIMIT 1`);
  return rowsOf(result).length > 0;
}

/** A catalog row as the list pages show it (`createdAt`: ISO 8601, milliseconds, UTC). */
export interface SearchRow {
  id: string;
  name: string;
  priceAmount: number;
  currency: string;
  lastPriceAmount: number | null;
  specialOffer: boolean;
  condition: ProductCondition;
  quantity: number;
  deliveryDays: number;
  companyId: string;
  companyName: string;
  categoryId: string;
  subcategoryId: string | null;
  coverImage: CoverImage | null;
  ratingAverage: number;
  ratingCount: number;
  createdAt: string;
  /** The sort value: a number, or for `newest` the creation time in microseconds (ISO text). */
  sortValue: number | string;
}

const ISO_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const ISO_US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const isoText = (value: SQL, format: string) =>
  sql`to_char(${value} AT TIME ZONE 'UTC', ${sql.raw(format)})`;

/** The columns of a list row, from `p` (products) and `c` (companies). */
function listColumns(locale: string) {
  return sql`p.id, coalesce(
      (SELECT ver->>'name' FROM jsonb_array_elements(p.versions) ver
        WHERE ver->>'locale' = ${locale} LIMIT 1),
      p.versions->0->>'name', '') AS name,
    p.price_amount AS "priceAmount", p.currency, p.last_price_amount AS "lastPriceAmount",
    p.special_offer AS "specialOffer", p.condition, p.quantity, p.delivery_days AS "deliveryDays",
    p.company_id AS "companyId", c.short_name AS "companyName", p.category_id AS "categoryId",
    p.subcategory_id AS "subcategoryId", p.cover_image AS "coverImage",
    p.rating_average AS "ratingAverage", p.rating_count AS "ratingCount",
    ${isoText(sql`p.created_at`, ISO_MS)} AS "createdAt"`;
}

/**
 * The catalog query (also what the benchmark runs raw), as one SQL statement: every filter is a
 * plain predicate the planner can serve from an index, the text match is GIN (full text OR
 * trigram), pagination is a keyset on (sort value, id) and there is no total count (which would
 * force a full scan). With words, the matches are ranked or sorted in a narrow materialized CTE
 * of (id, sort value) and only the page's rows are joined to their details.
 */
export function searchProductsSql(filter: SearchFilter): SQL {
  const conditions: SQL[] = [];
  const hasText = Boolean(filter.tsquery || filter.text);
  if (hasText) conditions.push(textMatch(filter));
  if (filter.categoryId) conditions.push(sql`p.category_id = ${filter.categoryId}`);
  if (filter.subcategoryId) conditions.push(sql`p.subcategory_id = ${filter.subcategoryId}`);
  if (filter.companyId) conditions.push(sql`p.company_id = ${filter.companyId}`);
  if (filter.minPrice !== undefined) conditions.push(sql`p.price_amount >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) conditions.push(sql`p.price_amount <= ${filter.maxPrice}`);
  if (filter.condition) conditions.push(sql`p.condition = ${filter.condition}`);
  if (filter.specialOffer !== undefined) {
    conditions.push(sql`p.special_offer = ${filter.specialOffer}`);
  }
  if (filter.inStock === true) conditions.push(sql`p.quantity > 0`);
  if (filter.inStock === false) conditions.push(sql`p.quantity = 0`);

  const sort = filter.sort === 'relevance' && !hasText ? 'newest' : filter.sort;
  const { value, direction } = sortKey(sort, filter, hasText);
  if (filter.after) {
    const after = filter.after;
    const cursorValue =
      sort === 'newest'
        ? sql`${String(after.v)}::timestamptz`
        : sort === 'relevance' || sort === 'rating'
          ? sql`${Number(after.v)}::real`
          : sql`${Number(after.v)}::int`;
    conditions.push(
      direction === 'asc'
        ? sql`(${value}, p.id) > (${cursorValue}, ${after.id}::uuid)`
        : sql`(${value}, p.id) < (${cursorValue}, ${after.id}::uuid)`,
    );
  }
  const dir = sql.raw(direction === 'asc' ? 'ASC' : 'DESC');
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const limit = filter.limit + 1;
  const sortValue = (v: SQL) => (sort === 'newest' ? isoText(v, ISO_US) : v);
  if (!hasText) {
    return sql`SELECT ${listColumns(filter.locale)}, ${sortValue(value)} AS "sortValue"
      FROM products p JOIN companies c ON c.id = p.company_id
      ${where}
      ORDER BY ${value} ${dir}, p.id ${dir} LIMIT ${limit}`;
  }
  return sql`WITH hits AS MATERIALIZED (
      SELECT p.id, ${value} AS sort_value FROM products p ${where}
      ORDER BY sort_value ${dir}, p.id ${dir} LIMIT ${limit})
    SELECT ${listColumns(filter.locale)}, ${sortValue(sql`hits.sort_value`)} AS "sortValue"
      FROM hits JOIN products p ON p.id = hits.id JOIN companies c ON c.id = p.company_id
      ORDER BY hits.sort_value ${dir}, hits.id ${dir}`;
}

export async function searchProducts(db: Executor, filter: SearchFilter) {
  return rowsOf<SearchRow>(await db.execute(searchProductsSql(filter)));
}

/**
 * The sort value. With words, the matches are few and come from the text index: the value is
 * wrapped (`+ 0`) so that the planner sorts them instead of walking a whole sort index and testing
 * every row against the words (1.5 s instead of 20 ms at 100,000 products).
 */
function sortKey(sort: ProductSort, filter: SearchFilter, hasText: boolean) {
  const plain = (column: SQL) => (hasText ? sql`(${column} + 0)` : column);
  switch (sort) {
    case 'price_asc':
      return { value: plain(sql`p.price_amount`), direction: 'asc' as const };
    case 'price_desc':
      return { value: plain(sql`p.price_amount`), direction: 'desc' as const };
    case 'rating':
      return { value: plain(sql`p.rating_average`), direction: 'desc' as const };
    case 'relevance':
      return { value: relevance(filter), direction: 'desc' as const };
    case 'newest':
      return {
        value: hasText ? sql`(p.created_at + interval '0 seconds')` : sql`p.created_at`,
        direction: 'desc' as const,
      };
  }
}

/** Up to `limit` names that match what is typed so far, for the header's suggestions. */
export async function suggestProducts(
  db: Executor,
  input: {
    tsquery: string;
    text: string;
    match: 'fts' | 'fuzzy';
    locale: string;
    limit: number;
  },
) {
  const filter: SearchFilter = { ...input, sort: 'relevance' };
  const result = await db.execute(sql`
    WITH hits AS MATERIALIZED (
      SELECT p.id, ${relevance(filter)} AS sort_value FROM products p WHERE ${textMatch(filter)}
      ORDER BY sort_value DESC, p.id DESC LIMIT ${input.limit})
    SELECT p.id, coalesce(
        (SELECT ver->>'name' FROM jsonb_array_elements(p.versions) ver
          WHERE ver->>'locale' = ${input.locale} LIMIT 1),
        p.versions->0->>'name', '') AS name,
      p.cover_image AS "coverImage"
    FROM hits JOIN products p ON p.id = hits.id
    ORDER BY hits.sort_value DESC, hits.id DESC`);
  return rowsOf<{ id: string; name: string; coverImage: CoverImage | null }>(result);
}

// ---- One product -----------------------------------------------------------------------------

export async function findProduct(db: Executor, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
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
    | 'specialOffer'
    | 'condition'
    | 'ean'
    | 'quantity'
    | 'deliveryDays'
    | 'coverImage'
    | 'ratingAverage'
    | 'ratingCount'
    | 'createdAt'
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
}

/**
 * The product page in one statement: the product (without its search columns), its maker, its
 * categories' names, its images, the maker's carriers and pick-up shops, each list in the order
 * the separate queries had (six round trips before).
 */
export async function findProductPage(
  db: Executor,
  id: string,
): Promise<ProductPageRow | undefined> {
  const result = await db.execute(sql`
    SELECT p.id, p.company_id AS "companyId", p.category_id AS "categoryId",
      p.subcategory_id AS "subcategoryId", p.versions, p.price_amount AS "priceAmount",
      p.currency, p.last_price_amount AS "lastPriceAmount", p.special_offer AS "specialOffer",
      p.condition, p.ean, p.quantity, p.delivery_days AS "deliveryDays",
      p.cover_image AS "coverImage", p.rating_average AS "ratingAverage",
      p.rating_count AS "ratingCount", p.created_at AS "createdAt",
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
    WHERE p.id = ${id}`);
  const row = rowsOf<
    ProductPageRow['product'] & Omit<ProductPageRow, 'product'> & { createdAt: Date | string }
  >(result)[0];
  if (!row) return undefined;
  const { maker, categoryNames, subcategoryNames, images, carriers, shops, ...product } = row;
  return {
    product: { ...product, createdAt: new Date(product.createdAt) },
    maker,
    categoryNames,
    subcategoryNames,
    images,
    carriers,
    shops,
  };
}

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

/** The seller's products, newest first; `q` matches any version's name. */
export function listOwnProducts(
  db: Executor,
  input: { companyId: string; q?: string; after?: { v: string; id: string }; limit: number },
) {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.companyId, input.companyId),
        input.q ? ilike(products.searchNames, `%${escapeLike(input.q.toLowerCase())}%`) : undefined,
        input.after
          ? sql`(${products.createdAt}, ${products.id}) < (${input.after.v}::timestamptz, ${input.after.id}::uuid)`
          : undefined,
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

// ---- Questions -------------------------------------------------------------------------------

export async function insertQuestion(db: Executor, values: typeof productQuestions.$inferInsert) {
  const [row] = await db.insert(productQuestions).values(values).returning();
  return row!;
}

// ---- Makers ----------------------------------------------------------------------------------

export async function findMaker(db: Executor, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}
