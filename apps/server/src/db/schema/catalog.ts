import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { at, atNow, createdAt, id, imageColumns, optionalRef, ref, timestamps } from './columns.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The stored widths of one product image: width in pixels → public URL. */
export type ImageVariants = Record<string, string>;

/** What a list needs of the cover image, kept on the product row (no join per page). */
export interface CoverImage {
  id: string;
  variants: ImageVariants;
  width: number;
  height: number;
}

/** A name per locale, e.g. `{ "en-US": "Ceramics", "pl-PL": "Ceramika" }`. */
export type LocalizedNames = Record<string, string>;

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: optionalRef('parent_id', (): AnyPgColumn => categories.id, 'restrict'),
    slug: text('slug').notNull().unique(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_position_idx').on(t.parentId, t.position)],
);

/** One language version of a product (PRODUCT.md "Catalog"). */
export interface ProductVersion {
  locale: string;
  name: string;
  description: string;
  action: string;
  howToUse: string;
  composition: string;
}

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: ref('company_id', () => companies.id, 'restrict'),
    categoryId: ref('category_id', () => categories.id, 'restrict'),
    subcategoryId: optionalRef('subcategory_id', () => categories.id, 'restrict'),
    versions: jsonb('versions').$type<ProductVersion[]>().notNull(),
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    specialOffer: boolean('special_offer').notNull().default(false),
    condition: text('condition', { enum: ['new', 'used', 'damaged'] })
      .notNull()
      .default('new'),
    erpCode: text('erp_code'),
    ean: text('ean'),
    sellerIndex: text('seller_index'),
    quantity: integer('quantity').notNull().default(0),
    deliveryDays: integer('delivery_days').notNull().default(3),
    /**
     * Made after the order (issue 24): not limited by stock; made in `makingDays` days, at most
     * `weeklyCapacity` pieces a week (docs/decisions.md "Made to order").
     */
    madeToOrder: boolean('made_to_order').notNull().default(false),
    makingDays: integer('making_days'),
    weeklyCapacity: integer('weekly_capacity'),
    /** When the current price took effect (Omnibus). */
    priceChangedAt: atNow('price_changed_at'),
    /** The lowest price of the 30 days before `priceChangedAt`; null when there was none. */
    lastPriceAmount: integer('last_price_amount'),
    /**
     * While a maker's sale runs (issue 24): the regular price the sale price replaced, the sale
     * (`sales.id`) and its end; all null otherwise (the sales worker sets and clears them).
     */
    regularPriceAmount: integer('regular_price_amount'),
    saleId: uuid('sale_id'),
    saleEndsAt: at('sale_ends_at'),
    coverImage: jsonb('cover_image').$type<CoverImage>(),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** How many reviews gave 1, 2, 3, 4 and 5 stars (kept with the average by the review writes). */
    ratings1: integer('ratings_1').notNull().default(0),
    ratings2: integer('ratings_2').notNull().default(0),
    ratings3: integer('ratings_3').notNull().default(0),
    ratings4: integer('ratings_4').notNull().default(0),
    ratings5: integer('ratings_5').notNull().default(0),
    /**
     * When moderation hid the product (null: not hidden). A hidden product has no
     * `product_search` row: the catalog does not list it (migration 0018, `setProductHidden`).
     */
    hiddenAt: at('hidden_at'),
    ...timestamps(),
  },
  (t) => [
    index('products_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    uniqueIndex('products_company_index_key')
      .on(t.companyId, t.sellerIndex)
      .where(sql`${t.sellerIndex} is not null`),
    // A search for an EAN, an ERP code or an index is an exact lookup of these (issue 22); codes
    // are compared case-insensitively.
    index('products_ean_idx')
      .on(t.ean)
      .where(sql`${t.ean} is not null`),
    index('products_erp_code_idx')
      .on(sql`lower(${t.erpCode})`)
      .where(sql`${t.erpCode} is not null`),
    index('products_seller_index_idx')
      .on(sql`lower(${t.sellerIndex})`)
      .where(sql`${t.sellerIndex} is not null`),
    check('products_price_check', sql`${t.priceAmount} >= 0`),
    check('products_quantity_check', sql`${t.quantity} >= 0`),
    check('products_condition_check', sql`${t.condition} in ('new', 'used', 'damaged')`),
    check(
      'products_made_to_order_check',
      sql`not ${t.madeToOrder} or (${t.makingDays} between 1 and 365 and ${t.weeklyCapacity} between 1 and 1000)`,
    ),
  ],
);

/**
 * What the catalog searches, filters and sorts by: a narrow copy of each product's list columns
 * with its search text (migration 0009). Kept by triggers on products and by `refreshSearchText`
 * after a category rename; a search walks these small rows and joins only its page's products.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    subcategoryId: uuid('subcategory_id'),
    priceAmount: integer('price_amount').notNull(),
    ratingAverage: real('rating_average').notNull(),
    condition: text('condition').notNull(),
    specialOffer: boolean('special_offer').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: at('created_at').notNull(),
    /**
     * Every version's texts and the category names in all languages, lower-cased and unaccented,
     * as a tsvector without positions (nothing ranks over it; matching only).
     */
    vector: tsvector('vector').notNull(),
    /** Every version's name, lower-cased and unaccented (a seller's own list matches these). */
    names: text('names').notNull(),
    /** The names as a tsvector: a match here puts a product first under "relevance". */
    namesVector: tsvector('names_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, names)`),
  },
  (t) => [
    index('product_search_created_idx').on(t.createdAt, t.productId),
    index('product_search_category_created_idx').on(t.categoryId, t.createdAt, t.productId),
    index('product_search_subcategory_created_idx').on(t.subcategoryId, t.createdAt, t.productId),
    index('product_search_company_created_idx').on(t.companyId, t.createdAt, t.productId),
    index('product_search_price_idx').on(t.priceAmount, t.productId),
    // A category or subcategory sorted by price: its rows in price order, not the whole price
    // index filtered row by row (most of it is other categories' rows, read from the table).
    index('product_search_category_price_idx').on(t.categoryId, t.priceAmount, t.productId),
    index('product_search_subcategory_price_idx').on(t.subcategoryId, t.priceAmount, t.productId),
    index('product_search_rating_idx').on(t.ratingAverage, t.productId),
    // "4 stars and up" under the other sorts: the few well-rated rows in each sort's order.
    index('product_search_top_rated_created_idx')
      .on(t.createdAt, t.productId)
      .where(sql`${t.ratingAverage} >= 4`),
    index('product_search_top_rated_price_idx')
      .on(t.priceAmount, t.productId)
      .where(sql`${t.ratingAverage} >= 4`),
    index('product_search_vector_idx').using('gin', t.vector),
    index('product_search_names_vector_idx').using('gin', t.namesVector),
  ],
);

/**
 * The makers whose products the catalog does not list (owner blocked, or company awaiting
 * approval): their products have no `product_search` row (`setMakerListed`, migration 0018).
 */
export const unlistedMakers = pgTable('unlisted_makers', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Every word of the products' names and of the categories' names, kept by triggers: typos are
 * corrected to the most similar of them (migration 0009; the key is in "C" collation so that a
 * prefix LIKE walks it, and a GIN trigram index serves similarity).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * Every word of the catalog's texts (the lexemes of `product_search.vector`: all versions' texts
 * and the categories' names), kept by triggers: a typed word is searched as the catalog words it
 * begins, exact words a GIN index reads far faster than a prefix (migration 0010; the key is in
 * "C" collation, so that a prefix is a range of it).
 */
export const searchLexemes = pgTable('search_lexemes', { word: text('word').primaryKey() });

/** Stored product images: several WebP widths and the metadata-free original. */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: ref('product_id', () => products.id, 'cascade'),
    ...imageColumns(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** Every price a product had and since when (EU Omnibus "last price"). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: id(),
    productId: ref('product_id', () => products.id, 'cascade'),
    priceAmount: integer('price_amount').notNull(),
    effectiveFrom: at('effective_from').notNull(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.effectiveFrom)],
);

/**
 * "Tell me when it is back": an address waiting for a sold-out product. When the product is in
 * stock again, one mail goes out in `locale` and the row is deleted (`notifyBackInStock`); the
 * mail's link carries `token`, which removes the row earlier.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: ref('product_id', () => products.id, 'cascade'),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stock_alerts_product_email_key').on(t.productId, sql`lower(${t.email})`)],
);
