import { sql, type SQL } from 'drizzle-orm';
import type { ProductCondition, ProductSort } from '@kramik/contract';
import { executePrepared, rowsOf, type Executor } from '../../db/client.js';
import type { CoverImage } from '../../db/schema/index.js';
import { converted, shapeOf, statementOf } from './search-statements.js';

export interface SearchFilter {
  /** A `to_tsquery` text built from sanitised words (`word:* & word:*`). */
  tsquery?: string;
  /**
   * The same words as the tsquery the rows are matched with (`tsquery` input, not parsed): each
   * word as the catalog words it begins, `('amber' | 'ambers') & 'ne':*` (`matchOf`). Without it,
   * `tsquery`'s prefixes.
   */
  match?: string;
  /**
   * Which full-text matches, for "relevance": 1, the products whose names hold the words; 2, those
   * whose other texts or categories do. Each tier is newest first; tier 1 comes first.
   */
  tier?: 1 | 2;
  categoryId?: string;
  subcategoryId?: string;
  companyId?: string;
  minPrice?: number;
  maxPrice?: number;
  condition?: ProductCondition;
  specialOffer?: boolean;
  inStock?: boolean;
  /** At least this mean rating ("4 stars and up"); products without reviews have none. */
  minRating?: number;
  sort: Exclude<ProductSort, 'relevance'> | 'relevance';
  after?: SearchKey;
  limit: number;
  locale: string;
  /**
   * With words: walk the sort index for at most this many rows (a frequent word), else sort the
   * text matches (a rare one). The service decides from the catalog's statistics.
   */
  probeRows?: number;
}

/** The keyset of the last row of a page: the sort value and the id. */
export interface SearchKey {
  v: number | string;
  id: string;
}

/** The words of a search: as typed (`tsquery`), and as the catalog words they begin (`match`). */
export type SearchWords = Pick<SearchFilter, 'tsquery' | 'match'>;

/**
 * The words as a tsquery, computed once per statement: a scalar subquery becomes an InitPlan,
 * where a bare `to_tsquery(…)` (a STABLE function) would be evaluated again for every row.
 */
const tsQueryOnce = (words: SearchWords) =>
  words.match !== undefined
    ? sql`(SELECT ${words.match}::tsquery)`
    : sql`(SELECT to_tsquery('simple', unaccent(lower(${words.tsquery ?? ''}))))`;

/** The words' condition on `s` (product_search): every text, or a relevance tier's. */
function textMatch(filter: SearchFilter) {
  const query = tsQueryOnce(filter);
  if (filter.tier === undefined) return sql`s.vector @@ ${query}`;
  return filter.tier === 2
    ? sql`s.vector @@ ${query} AND NOT s.names_vector @@ ${query}`
    : sql`s.names_vector @@ ${query}`;
}

/**
 * The typed words (letters and digits), each one no catalog word starts with replaced by the most
 * similar catalog word (trigram similarity of at least 0.3), or dropped when none is similar.
 * (`OFFSET 0` keeps the typed words a subquery of their own: flattened, each comparison would
 * unaccent the word again for every catalog word.)
 */
export async function correctWords(db: Executor, words: string[]) {
  if (words.length === 0) return [];
  const typed = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT CASE WHEN EXISTS (SELECT 1 FROM search_words k WHERE k.word LIKE t.w || '%')
      THEN t.w
      ELSE (SELECT k.word FROM search_words k WHERE k.word % t.w
             ORDER BY similarity(k.word, t.w) DESC, k.word LIMIT 1) END AS word
    FROM (SELECT unaccent(lower(w)) AS w, n
            FROM unnest(ARRAY[${typed}]::text[]) WITH ORDINALITY AS typed(w, n)
          OFFSET 0) t
    ORDER BY t.n`);
  return rowsOf<{ word: string | null }>(result).flatMap((row) => (row.word ? [row.word] : []));
}

/**
 * Whether any product contains the words. A materialized CTE is planned for all its rows, so it
 * reads the GIN index (a `LIMIT 1` alone lets the planner bet on a sequential scan that finds a
 * frequent word at once, and reads the whole table for a word nobody uses).
 */
export async function anyFullTextMatch(db: Executor, words: SearchWords) {
  const result = await db.execute(sql`SELECT 1 AS found WHERE ${anyMatch(words)}`);
  return rowsOf(result).length > 0;
}

const anyMatch = (words: SearchWords) => sql`EXISTS (
    WITH m AS MATERIALIZED (
      SELECT 1 FROM product_search s WHERE s.vector @@ ${tsQueryOnce(words)})
    SELECT 1 FROM m LIMIT 1)`;

/** The last code point: in "C" collation the words a prefix begins sort below prefix + it. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * For each typed word, the word as the catalog has its words (lower-cased, unaccented) and the
 * catalog words it begins, in order, at most `limit` (`search_lexemes`, migration 0010).
 */
export async function wordsBegun(db: Executor, words: string[], limit: number) {
  const typed = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT t.typed, t.folded, ARRAY(
        SELECT l.word FROM search_lexemes l
         WHERE l.word >= t.folded AND l.word < t.folded || ${LAST_CHARACTER}
         ORDER BY l.word LIMIT ${limit}) AS begun
      FROM (SELECT typed, unaccent(lower(typed)) AS folded
              FROM unnest(ARRAY[${typed}]::text[]) AS u(typed) OFFSET 0) t`);
  const rows = rowsOf<{ typed: string; folded: string; begun: string[] }>(result);
  return new Map(rows.map((row) => [row.typed, { folded: row.folded, begun: row.begun }]));
}

/** A catalog row as the list pages show it (`createdAt`: ISO 8601, milliseconds, UTC). */
export interface SearchRow {
  id: string;
  name: string;
  priceAmount: number;
  currency: string;
  lastPriceAmount: number | null;
  /** During a maker's sale: the regular price and the sale's end (ISO text); else null. */
  regularPriceAmount: number | null;
  saleEndsAt: string | null;
  specialOffer: boolean;
  condition: ProductCondition;
  quantity: number;
  /** Made to order: orderable whatever its quantity (issue 24). */
  madeToOrder: boolean;
  deliveryDays: number;
  companyId: string;
  companyName: string;
  /** The maker's cheapest carrier price and lowest free-delivery threshold (kept by triggers). */
  deliveryFromAmount: number | null;
  freeDeliveryFromAmount: number | null;
  categoryId: string;
  subcategoryId: string | null;
  coverImage: CoverImage | null;
  ratingAverage: number;
  ratingCount: number;
  createdAt: string;
  /** The sort value: a number, or a creation time in microseconds (ISO text). */
  sortValue: number | string;
  /** The relevance tier the row was found in (1 or 2), 0 outside "relevance". */
  tier: number;
}

const ISO_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const ISO_US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const isoText = (value: SQL, format: string) =>
  sql`to_char(${value} AT TIME ZONE 'UTC', ${sql.raw(format)})`;

/** The name in the viewer's language, else the first version's, from `p` (products). */
const nameColumn = (locale: string) => sql`coalesce(
      (SELECT ver->>'name' FROM jsonb_array_elements(p.versions) ver
        WHERE ver->>'locale' = ${locale} LIMIT 1),
      p.versions->0->>'name', '')`;

/** The columns of a list row, from `p` (products) and `c` (companies). */
function listColumns(locale: string) {
  return sql`p.id, ${nameColumn(locale)} AS name,
    p.price_amount AS "priceAmount", p.currency, p.last_price_amount AS "lastPriceAmount",
    p.regular_price_amount AS "regularPriceAmount",
    ${isoText(sql`p.sale_ends_at`, ISO_MS)} AS "saleEndsAt",
    p.special_offer AS "specialOffer", p.condition, p.quantity, p.made_to_order AS "madeToOrder",
    p.delivery_days AS "deliveryDays",
    p.company_id AS "companyId", c.short_name AS "companyName",
    c.delivery_from_amount AS "deliveryFromAmount",
    c.free_delivery_from_amount AS "freeDeliveryFromAmount", p.category_id AS "categoryId",
    p.subcategory_id AS "subcategoryId", p.cover_image AS "coverImage",
    p.rating_average AS "ratingAverage", p.rating_count AS "ratingCount",
    ${isoText(sql`p.created_at`, ISO_MS)} AS "createdAt"`;
}

/**
 * How many rows of a sort index a word search reads, in order, before it gives up on finding a
 * page among them (at least): a word in at least one product of 40 fills a page within these
 * rows. Larger catalogs probe further (`searchProbeRows`).
 */
export const SEARCH_PROBE_ROWS = 2000;

/**
 * The rows of the sort index a frequent word's page is expected to take, for a catalog of
 * `products`: √(51 · n), where walking the index and sorting every match of a word cost about
 * the same, and never below `SEARCH_PROBE_ROWS` (7,200 rows at a million products, where sorting
 * the 27,000 matches of a word in 2.7 % of the names takes 66 ms). Rounded up to two significant
 * digits: the number is written into prepared statements, which should not change with every
 * ANALYZE of a growing catalog.
 */
export function searchProbeRows(products: number) {
  const rows = Math.sqrt(51 * Math.max(products, 0));
  if (rows <= SEARCH_PROBE_ROWS) return SEARCH_PROBE_ROWS;
  const step = 10 ** (Math.floor(Math.log10(rows)) - 1);
  return Math.ceil(rows / step) * step;
}

/** What ANALYZE last saw of the catalog: its size and its frequent words (`searchStatistics`). */
export interface SearchStatistics {
  products: number;
  /** Each frequent word of the names (`names_vector`) with the share of products holding it. */
  names: Map<string, number>;
  /** The same for every text (`vector`: all versions' texts and the categories' names). */
  texts: Map<string, number>;
  /** The share of products in each condition (`new`, `used`, `damaged`) the statistics saw. */
  conditions: Map<string, number>;
  /** The share of products marked as a special offer, if the statistics saw it. */
  specialOffers: number | undefined;
}

/**
 * The planner's statistics of the search rows: the number of products, the most common words of
 * the names and of all texts with their frequencies, and the shares of each condition and of
 * special offers (kept by ANALYZE; empty before one).
 */
export async function searchStatistics(db: Executor): Promise<SearchStatistics> {
  const result = await db.execute(sql`
    SELECT greatest(c.reltuples, 0)::bigint AS products, st.attname AS column,
           coalesce(st.most_common_elems, st.most_common_vals)::text::text[] AS "values",
           coalesce(st.most_common_elem_freqs, st.most_common_freqs) AS shares
      FROM pg_class c
      LEFT JOIN pg_stats st ON st.tablename = 'product_search'
       AND st.schemaname = ANY (current_schemas(false))
       AND st.attname IN ('names_vector', 'vector', 'condition', 'special_offer')
     WHERE c.oid = 'product_search'::regclass`);
  const rows = rowsOf<{
    products: string | number;
    column: string | null;
    values: string[] | null;
    shares: number[] | null;
  }>(result);
  const shares = (column: string) => {
    const row = rows.find((r) => r.column === column);
    // A tsvector's frequencies are followed by their minimum, maximum and the empty share.
    return new Map((row?.values ?? []).map((value, i) => [value, Number(row!.shares![i] ?? 0)]));
  };
  const offers = shares('special_offer');
  return {
    products: Number(rows[0]?.products ?? 0),
    names: shares('names_vector'),
    texts: shares('vector'),
    conditions: shares('condition'),
    specialOffers: offers.size > 0 ? (offers.get('t') ?? 0) : undefined,
  };
}

/** The catalog's filters, by their names in `SearchFilter`. */
export const FILTER_NAMES = [
  'categoryId',
  'subcategoryId',
  'companyId',
  'minPrice',
  'maxPrice',
  'condition',
  'specialOffer',
  'inStock',
  'minRating',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/**
 * Whether the sort's index serves a filter, so that a walk of the index reads only the rows that
 * pass it: the category, subcategory and maker lead the newest-first indexes, the category and
 * subcategory lead price indexes too, and the price indexes hold a price range. A minimum rating is a range of the rating index, and the other sorts have
 * partial indexes of the products rated 4 and up (the catalog's "4 stars and up"). Any other
 * filter is tested on every row the walk reads.
 */
export function sortIndexServes(sort: SearchFilter['sort'], name: FilterName) {
  if (name === 'minRating') return true;
  if (name === 'categoryId' || name === 'subcategoryId') {
    return (
      sort === 'newest' || sort === 'relevance' || sort === 'price_asc' || sort === 'price_desc'
    );
  }
  if (name === 'companyId') return sort === 'newest' || sort === 'relevance';
  if (name === 'minPrice' || name === 'maxPrice')
    return sort === 'price_asc' || sort === 'price_desc';
  return false;
}

/** A minimum rating as SQL text: a whole number of stars from 1 to 5. */
function ratingFloor(stars: number) {
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw new Error(`not a rating: ${stars}`);
  return stars;
}

/**
 * A row count as SQL text, not a parameter: a prepared statement's plan depends on its LIMITs
 * (`executePrepared`), which take few values (the page size, the probe length).
 */
function countOf(n: number) {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}

/**
 * A catalog page's hits: the ids and sort values of its products (51: one more than the page),
 * from the narrow `product_search` rows. Every filter is a plain predicate an index serves,
 * pagination is a keyset on (sort value, id), and there is no total count (which would force a
 * full scan).
 *
 * Without words the sort index is walked. With words there are two ways to a page: a frequent
 * word fills a page from the first rows of the sort index (the walk tests the words on each row
 * and stops at a page of matches), a rare one has few matches, which the GIN index gives and
 * which are sorted. The planner cannot tell the two apart (it guesses a word's frequency, and the
 * guess is wrong for a word tied to a category), so the caller says: with `probeRows` the index is
 * walked for at most that many rows, and only when the walk comes back short are the text
 * matches sorted; without it the text matches are sorted at once.
 */
function hitsOf(filter: SearchFilter) {
  const hasText = Boolean(filter.tsquery);
  const sort = filter.sort === 'relevance' && !hasText ? 'newest' : filter.sort;
  const key = sortKey(sort);
  const dir = sql.raw(key.direction === 'asc' ? 'ASC' : 'DESC');
  const conditions = filterConditions(filter, sort);
  const served = conditions.filter((c) => c.served).map((c) => c.condition);
  const tested = conditions.filter((c) => !c.served).map((c) => c.condition);

  /** The conditions and the keyset over `value` (plain for an index walk, opaque for a sort). */
  const where = (value: SQL, given: SQL[]) => {
    const all = [...given];
    if (filter.after) {
      const cursor = sql`(${key.cursorValue(filter.after.v)}, ${filter.after.id}::uuid)`;
      all.push(
        key.direction === 'asc'
          ? sql`(${value}, s.product_id) > ${cursor}`
          : sql`(${value}, s.product_id) < ${cursor}`,
      );
    }
    return all.length > 0 ? sql`WHERE ${sql.join(all, sql` AND `)}` : sql``;
  };
  const limit = countOf(filter.limit + 1);
  const every = [...served, ...tested];

  let hits: SQL;
  if (!hasText) {
    hits = sql`SELECT s.product_id AS id, ${key.value} AS sort_value FROM product_search s
      ${where(key.value, every)}
      ORDER BY ${key.value} ${dir}, s.product_id ${dir} LIMIT ${limit}`;
  } else {
    const match = textMatch(filter);
    const sorted = (extra: SQL[]) => sql`SELECT s.product_id AS id, ${key.opaque} AS sort_value
        FROM product_search s ${where(key.opaque, [match, ...every, ...extra])}
       ORDER BY 2 ${dir}, 1 ${dir} LIMIT ${limit}`;
    // The walk reads at most `probeRows` rows of the index (however few pass the other filters).
    hits = filter.probeRows
      ? sql`WITH walk AS MATERIALIZED (
          SELECT id, sort_value FROM (
            SELECT s.product_id AS id, ${key.value} AS sort_value,
                   (${sql.join([match, ...tested], sql` AND `)}) AS hit
              FROM product_search s ${where(key.value, served)}
             ORDER BY ${key.value} ${dir}, s.product_id ${dir} LIMIT ${countOf(filter.probeRows)}) probe
           WHERE hit LIMIT ${limit}),
        short AS MATERIALIZED (SELECT count(*) < ${limit} AS yes FROM walk)
        SELECT id, sort_value FROM walk WHERE NOT (SELECT yes FROM short)
        UNION ALL
        (${sorted([sql`(SELECT yes FROM short)`])})`
      : sorted([]);
  }
  return { hits, key, dir };
}

/** The filters' conditions on `s` (product_search), each saying whether the sort's index serves it. */
function filterConditions(filter: SearchFilter, sort: SearchFilter['sort']) {
  // The filters the sort's index serves narrow a walk of it; the others are tested on each row.
  const conditions: { condition: SQL; served: boolean }[] = [];
  const add = (name: FilterName, condition: SQL) =>
    conditions.push({ condition, served: sortIndexServes(sort, name) });
  if (filter.categoryId) add('categoryId', sql`s.category_id = ${filter.categoryId}`);
  if (filter.subcategoryId) add('subcategoryId', sql`s.subcategory_id = ${filter.subcategoryId}`);
  if (filter.companyId) add('companyId', sql`s.company_id = ${filter.companyId}`);
  if (filter.minPrice !== undefined) add('minPrice', sql`s.price_amount >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) add('maxPrice', sql`s.price_amount <= ${filter.maxPrice}`);
  if (filter.condition) add('condition', sql`s.condition = ${filter.condition}`);
  if (filter.specialOffer !== undefined) {
    add('specialOffer', sql`s.special_offer = ${filter.specialOffer}`);
  }
  // The search row's quantity is what can be ordered: a made-to-order piece's is never 0
  // (migration 0037).
  if (filter.inStock === true) add('inStock', sql`s.quantity > 0`);
  if (filter.inStock === false) add('inStock', sql`s.quantity = 0`);
  // A literal, not a parameter: the partial indexes' predicate (rating >= 4) must be provable
  // from the statement's text for a prepared plan to use them.
  if (filter.minRating !== undefined) {
    add('minRating', sql`s.rating_average >= ${sql.raw(String(ratingFloor(filter.minRating)))}`);
  }
  return conditions;
}

/**
 * The catalog query (also what the benchmark runs raw), as one SQL statement: the hits joined to
 * their products and makers (only the page's 51 are read from the wide rows). With `fill` (the
 * same words' tier 2, for a relevance page of tier 1) the page is topped up in the same statement
 * when tier 1 runs out on it: the fill runs only then (its `LIMIT` is 0 otherwise), and each row
 * says its tier.
 */
export function searchProductsSql(filter: SearchFilter, fill?: SearchFilter): SQL {
  const { hits, key, dir } = hitsOf(filter);
  const page = fill
    ? sql`WITH tier1 AS MATERIALIZED (${hits})
        SELECT 1 AS tier, id, sort_value FROM tier1
        UNION ALL
        (SELECT 2, id, sort_value FROM (${hitsOf(fill).hits}) tier2
          LIMIT greatest(0, ${countOf(filter.limit + 1)} - (SELECT count(*) FROM tier1)))`
    : sql`SELECT ${sql.raw(String(filter.tier ?? 0))} AS tier, id, sort_value FROM (${hits}) page`;
  const sortValue = key.time ? isoText(sql`hits.sort_value`, ISO_US) : sql`hits.sort_value`;
  return sql`SELECT ${listColumns(filter.locale)}, ${sortValue} AS "sortValue",
      hits.tier::int AS tier
    FROM (${page}) hits JOIN products p ON p.id = hits.id JOIN companies c ON c.id = p.company_id
    ORDER BY hits.tier, hits.sort_value ${dir}, hits.id ${dir}`;
}

/**
 * `searchProductsSql`, built once per shape of its filters and then only given their values
 * (search-statements.ts): the same text and parameters.
 */
export function searchProductsStatement(filter: SearchFilter, fill?: SearchFilter) {
  const inputs = [filter, fill];
  return statementOf(`page/${shapeOf(inputs)}`, inputs, ([page, tier2]) =>
    searchProductsSql(page as SearchFilter, tier2 as SearchFilter | undefined),
  );
}

export async function searchProducts(db: Executor, filter: SearchFilter, fill?: SearchFilter) {
  return rowsOf<SearchRow>(await executePrepared(db, searchProductsStatement(filter, fill)));
}

/**
 * The listed products whose EAN, ERP code or index is `code` (codes case-insensitively), newest
 * first, under the filter's other conditions: an exact lookup of the products' code indexes
 * (migration 0025) instead of a word search, for a query that looks like a code.
 */
export async function searchByCode(db: Executor, code: string, filter: SearchFilter) {
  const conditions = filterConditions(filter, 'newest').map((c) => c.condition);
  const result = await db.execute(sql`
    SELECT ${listColumns(filter.locale)}, ${isoText(sql`p.created_at`, ISO_US)} AS "sortValue",
      0 AS tier
    FROM products p
      JOIN product_search s ON s.product_id = p.id
      JOIN companies c ON c.id = p.company_id
    WHERE (p.ean = ${code}
           OR (p.erp_code IS NOT NULL AND lower(p.erp_code) = lower(${code}))
           OR (p.seller_index IS NOT NULL AND lower(p.seller_index) = lower(${code})))
      ${conditions.length > 0 ? sql`AND ${sql.join(conditions, sql` AND `)}` : sql``}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${countOf(filter.limit)}`);
  return rowsOf<SearchRow>(result);
}

/** The listed products among `ids` as list rows (favourites, issue 24), in no order. */
export async function listedRowsByIds(db: Executor, ids: string[], locale: string) {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    SELECT ${listColumns(locale)}, ${isoText(sql`p.created_at`, ISO_US)} AS "sortValue", 0 AS tier
    FROM products p
      JOIN product_search s ON s.product_id = p.id
      JOIN companies c ON c.id = p.company_id
    WHERE p.id = ANY (${`{${ids.join(',')}}`}::uuid[])`);
  return rowsOf<SearchRow>(result);
}

/**
 * The listed products the makers added between `from` and `to` (the followers' weekly digest,
 * issue 24), newest first, with their versions to name them in each follower's language.
 */
export async function listedProductsAddedBetween(
  db: Executor,
  companyIds: string[],
  from: Date,
  to: Date,
) {
  if (companyIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT p.id, p.company_id AS "companyId", c.short_name AS "companyName", p.versions
    FROM products p
      JOIN product_search s ON s.product_id = p.id
      JOIN companies c ON c.id = p.company_id
    WHERE p.company_id = ANY (${`{${companyIds.join(',')}}`}::uuid[])
      AND p.created_at >= ${from.toISOString()} AND p.created_at < ${to.toISOString()}
    ORDER BY p.created_at DESC, p.id DESC`);
  return rowsOf<{
    id: string;
    companyId: string;
    companyName: string;
    versions: { locale: string; name: string }[];
  }>(result);
}

/** A page's filter, and under "relevance" tier 1 its tier-2 fill (`searchProductsSql`). */
export type PageFilters = [filter: SearchFilter, fill?: SearchFilter];

/**
 * A page, or when it comes back empty another one (a typo's corrected words), in one statement:
 * the second is read only when the first has no row and, with `unlessAnyMatch`, when no product
 * holds those words at all. Each row says whether it is the second page's (`fallback`).
 */
export function searchProductsOrSql(
  page: PageFilters,
  fallback: PageFilters,
  unlessAnyMatch?: SearchWords,
): SQL {
  const dir = sql.raw(sortKey(page[0].sort).direction === 'asc' ? 'ASC' : 'DESC');
  return sql`WITH page AS MATERIALIZED (${searchProductsSql(...page)})
    SELECT page.*, false AS fallback FROM page
    UNION ALL
    SELECT fallback.*, true FROM (${searchProductsSql(...fallback)}) fallback
     WHERE NOT EXISTS (SELECT 1 FROM page)${unlessAnyMatch ? sql` AND NOT ${anyMatch(unlessAnyMatch)}` : sql``}
    ORDER BY fallback, tier, "sortValue" ${dir}, id ${dir}`;
}

/** `searchProductsOrSql`, built once per shape as `searchProductsStatement` is. */
export function searchProductsOrStatement(
  page: PageFilters,
  fallback: PageFilters,
  unlessAnyMatch?: SearchWords,
) {
  const words = unlessAnyMatch && { tsquery: unlessAnyMatch.tsquery, match: unlessAnyMatch.match };
  const inputs = [page[0], page[1], fallback[0], fallback[1], words];
  return statementOf(`or/${shapeOf(inputs)}`, inputs, (templates) => {
    const [first, firstFill, second, secondFill, anyOf] = templates as [
      SearchFilter,
      SearchFilter | undefined,
      SearchFilter,
      SearchFilter | undefined,
      SearchWords | undefined,
    ];
    return searchProductsOrSql([first, firstFill], [second, secondFill], anyOf);
  });
}

export async function searchProductsOr(
  db: Executor,
  page: PageFilters,
  fallback: PageFilters,
  unlessAnyMatch?: SearchWords,
) {
  const query = searchProductsOrStatement(page, fallback, unlessAnyMatch);
  return rowsOf<SearchRow & { fallback: boolean }>(await executePrepared(db, query));
}

/**
 * The sort value on `s`: `value` as the sort index has it (for a walk), `opaque` wrapped so that
 * the planner sorts the few text matches instead of walking the index (`+ 0`), and how a cursor's
 * value is cast back. "Relevance" is newest first within its tier.
 */
function sortKey(sort: ProductSort) {
  const column = (value: SQL, direction: 'asc' | 'desc', type: 'int' | 'real') => ({
    value,
    opaque: sql`(${value} + 0)`,
    direction,
    cursorValue: (v: number | string) => sql`${converted(v, Number)}::${sql.raw(type)}`,
    time: false,
  });
  switch (sort) {
    case 'price_asc':
      return column(sql`s.price_amount`, 'asc', 'int');
    case 'price_desc':
      return column(sql`s.price_amount`, 'desc', 'int');
    case 'rating':
      return column(sql`s.rating_average`, 'desc', 'real');
    case 'newest':
    case 'relevance':
      return {
        value: sql`s.created_at`,
        opaque: sql`(s.created_at + interval '0 seconds')`,
        direction: 'desc' as const,
        cursorValue: (v: number | string) => sql`${converted(v, String)}::timestamptz`,
        time: true,
      };
  }
}
