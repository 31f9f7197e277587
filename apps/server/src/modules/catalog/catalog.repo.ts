import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ProductCondition, ProductSort } from '@kramik/contract';
import { rowsOf, type Executor } from '../../db/client.js';
import {
  categories,
  companies,
  priceHistory,
  productImages,
  productQuestions,
  products,
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

/** The viewer's version name, else the first version's, computed in the database. */
export function nameIn(locale: string) {
  return sql<string>`coalesce(
    (SELECT v->>'name' FROM jsonb_array_elements(${products.versions}) v
      WHERE v->>'locale' = ${locale} LIMIT 1),
    ${products.versions}->0->>'name', '')`;
}

const tsQuery = (text: string) => sql`to_tsquery('simple', unaccent(lower(${text})))`;

function relevance(filter: SearchFilter) {
  return filter.match === 'fuzzy'
    ? sql<number>`word_similarity(unaccent(lower(${filter.text ?? ''})), ${products.searchNames})`
    : sql<number>`ts_rank(${products.searchVector}, ${tsQuery(filter.tsquery ?? '')})`;
}

/** The words' condition: the GIN full-text index, or the GIN trigram index for typos. */
function textMatch(filter: SearchFilter) {
  return filter.match === 'fuzzy'
    ? sql`${products.searchNames} %> unaccent(lower(${filter.text ?? ''}))`
    : sql`${products.searchVector} @@ ${tsQuery(filter.tsquery ?? '')}`;
}

/** Whether any product contains the words (the GIN index stops at the first). */
export async function anyFullTextMatch(db: Executor, tsquery: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.searchVector} @@ ${tsQuery(tsquery)}`)
    .limit(1);
  return row !== undefined;
}

/**
 * The catalog query (also what the benchmark runs raw): every filter is a plain predicate the
 * planner can serve from an index, the text match is GIN (full text OR trigram), pagination is a
 * keyset on (sort value, id) and there is no total count (which would force a full scan).
 */
export function searchProducts(db: Executor, filter: SearchFilter) {
  const conditions: (SQL | undefined)[] = [];
  const hasText = Boolean(filter.tsquery || filter.text);
  if (hasText) conditions.push(textMatch(filter));
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.subcategoryId) conditions.push(eq(products.subcategoryId, filter.subcategoryId));
  if (filter.companyId) conditions.push(eq(products.companyId, filter.companyId));
  if (filter.minPrice !== undefined) conditions.push(gte(products.priceAmount, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.priceAmount, filter.maxPrice));
  if (filter.condition) conditions.push(eq(products.condition, filter.condition));
  if (filter.specialOffer !== undefined) {
    conditions.push(eq(products.specialOffer, filter.specialOffer));
  }
  if (filter.inStock === true) conditions.push(gt(products.quantity, 0));
  if (filter.inStock === false) conditions.push(eq(products.quantity, 0));

  const sort = filter.sort === 'relevance' && !hasText ? 'newest' : filter.sort;
  const { value, direction } = sortKey(sort, filter, hasText);
  if (filter.after) {
    const after = filter.after;
    const cursorValue =
      sort === 'newest'
        ? sql`${new Date(String(after.v)).toISOString()}::timestamptz`
        : sort === 'relevance' || sort === 'rating'
          ? sql`${Number(after.v)}::real`
          : sql`${Number(after.v)}::int`;
    conditions.push(
      direction === 'asc'
        ? sql`(${value}, ${products.id}) > (${cursorValue}, ${after.id}::uuid)`
        : sql`(${value}, ${products.id}) < (${cursorValue}, ${after.id}::uuid)`,
    );
  }
  const order = direction === 'asc' ? asc : desc;
  return db
    .select({
      id: products.id,
      name: nameIn(filter.locale),
      priceAmount: products.priceAmount,
      currency: products.currency,
      lastPriceAmount: products.lastPriceAmount,
      specialOffer: products.specialOffer,
      condition: products.condition,
      quantity: products.quantity,
      deliveryDays: products.deliveryDays,
      companyId: products.companyId,
      companyName: companies.shortName,
      categoryId: products.categoryId,
      subcategoryId: products.subcategoryId,
      coverImage: products.coverImage,
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
      createdAt: products.createdAt,
      sortValue: value,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(...conditions))
    .orderBy(order(value), order(products.id))
    .limit(filter.limit + 1);
}
export type SearchRow = Awaited<ReturnType<typeof searchProducts>>[number];

/**
 * The sort value. With words, the matches are few and come from the text index: the value is
 * wrapped (`+ 0`) so that the planner sorts them instead of walking a whole sort index and testing
 * every row against the words (1.5 s instead of 20 ms at 100,000 products).
 */
function sortKey(sort: ProductSort, filter: SearchFilter, hasText: boolean) {
  const plain = (column: SQL) => (hasText ? sql`(${column} + 0)` : column);
  switch (sort) {
    case 'price_asc':
      return { value: plain(sql`${products.priceAmount}`), direction: 'asc' as const };
    case 'price_desc':
      return { value: plain(sql`${products.priceAmount}`), direction: 'desc' as const };
    case 'rating':
      return { value: plain(sql`${products.ratingAverage}`), direction: 'desc' as const };
    case 'relevance':
      return { value: relevance(filter), direction: 'desc' as const };
    case 'newest':
      return {
        value: hasText
          ? sql`(${products.createdAt} + interval '0 seconds')`
          : sql`${products.createdAt}`,
        direction: 'desc' as const,
      };
  }
}

/** Up to `limit` names that match what is typed so far, for the header's suggestions. */
export function suggestProducts(
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
  return db
    .select({ id: products.id, name: nameIn(input.locale), coverImage: products.coverImage })
    .from(products)
    .where(textMatch(filter))
    .orderBy(desc(relevance(filter)), desc(products.id))
    .limit(input.limit);
}

// ---- One product -----------------------------------------------------------------------------

export async function findProduct(db: Executor, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function findProducts(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(products).where(inArray(products.id, ids));
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
