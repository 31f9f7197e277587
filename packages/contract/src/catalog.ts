import { z } from 'zod';
import { MULTI_LINE, SINGLE_LINE } from './text.js';
import { CARRIER_OPTIONS } from './companies.js';
import {
  CURRENCIES,
  MAX_COMPARED_PRODUCTS,
  MAX_DELIVERY_DAYS,
  MAX_PRODUCT_PRICE,
  MAX_PRODUCT_QUANTITY,
  MIN_DELIVERY_DAYS,
  MIN_PRODUCT_PRICE,
  PRODUCT_CODE_MAX_LENGTH,
  PRODUCT_CONDITIONS,
  PRODUCT_VERSION_MAX_LENGTH,
} from './constants.js';
import { LOCALES } from './locales.js';
import {
  LeadTimeSchema,
  MAX_MAKING_DAYS,
  MAX_WEEKLY_CAPACITY,
  MIN_MAKING_DAYS,
  MIN_WEEKLY_CAPACITY,
} from './made-to-order.js';
import { PageQuerySchema, pageOf } from './pagination.js';

export const MoneySchema = z.object({
  /** Integer minor units (cents). */
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof MoneySchema>;

// ---- Categories ------------------------------------------------------------------------------

export const CategorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  /** The name in the caller's language. */
  name: z.string(),
  subcategories: z.array(z.object({ _id: z.string(), slug: z.string(), name: z.string() })),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryListSchema = z.object({ items: z.array(CategorySchema) });

const categoryName = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(80, 'invalid')
  .regex(SINGLE_LINE, 'controlCharacters');

/** A name in every interface language, each required (SPEC §5 "Category form"). */
export const CategoryNamesSchema = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, categoryName])) as Record<
    (typeof LOCALES)[number],
    typeof categoryName
  >,
  { error: 'required' },
);
export type CategoryNames = z.infer<typeof CategoryNamesSchema>;

export const CategoryInputSchema = z.object({
  names: CategoryNamesSchema,
  /** A subcategory names its category; a category leaves it out. */
  parentId: z.uuid('invalid').nullable().default(null),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const CategoryRenameSchema = z.object({ names: CategoryNamesSchema });
export type CategoryRename = z.infer<typeof CategoryRenameSchema>;

/** The new order of the categories (parentId null) or of one category's subcategories. */
export const CategoryOrderSchema = z.object({
  parentId: z.uuid('invalid').nullable().default(null),
  ids: z.array(z.uuid('invalid')).min(1, 'required').max(500, 'invalid'),
});
export type CategoryOrder = z.infer<typeof CategoryOrderSchema>;

/** The administrator's view: every language, and how many products use it. */
export const AdminCategorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  parentId: z.string().nullable(),
  position: z.number().int(),
  names: z.record(z.string(), z.string()),
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryListSchema = z.object({ items: z.array(AdminCategorySchema) });

// ---- Products: shared parts ------------------------------------------------------------------

export const ProductImageSchema = z.object({
  _id: z.string(),
  /** The largest stored width (WebP). */
  url: z.string(),
  /** A small width for lists and thumbnails. */
  thumb: z.string(),
  /** `url 320w, url 640w, …` for `<img srcset>`. */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const RatingSummarySchema = z.object({
  /** Mean of 1–5 ratings, one decimal; null before the first review. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/**
 * A card's photo, written short: the URLs of its widths share `base`, and `${base}${file}` is the
 * photo `w` pixels wide for each `[w, file]` of `widths` (ascending). A page of 50 cards would
 * otherwise repeat each photo's folder and name five times (url, thumb and a srcset of three).
 */
export const CardImageSchema = z.object({
  base: z.string(),
  widths: z.array(z.tuple([z.number().int(), z.string()])),
  width: z.number().int(),
  height: z.number().int(),
});
export type CardImage = z.infer<typeof CardImageSchema>;

/**
 * What a product card shows (catalog, home, maker pages): nothing a card does not use, and what is
 * empty left out (a page of fifty cards is sent for every catalog request): no last price, no sale,
 * no special offer, no reviews yet, no carrier.
 */
export const ProductSummarySchema = z.object({
  _id: z.string(),
  /** The name in the caller's language, else the product's first version. */
  name: z.string(),
  price: MoneySchema,
  /** The EU Omnibus lowest price of the 30 days before the current price; absent when none. */
  lastPrice: MoneySchema.nullish(),
  /** During a maker's sale (issue 24): the regular price `price` reduces; absent otherwise. */
  regularPrice: MoneySchema.nullish(),
  /** When the running sale ends (ISO 8601); absent when none runs. */
  saleEndsAt: z.string().nullish(),
  /** Absent: not a special offer. */
  specialOffer: z.boolean().optional(),
  condition: z.enum(PRODUCT_CONDITIONS),
  /** The units the maker keeps; a made-to-order piece is orderable whatever this says. */
  quantity: z.number().int(),
  /** Made to order (issue 24): never sold out; absent for a piece ready to ship. */
  madeToOrder: z.boolean().optional(),
  deliveryDays: z.number().int(),
  company: z.object({ _id: z.string(), name: z.string() }),
  /** The cover image, or null. */
  image: CardImageSchema.nullable(),
  /** Absent before the first review. */
  rating: RatingSummarySchema.optional(),
  /**
   * What delivery from the maker costs: the cheapest carrier's price and the lowest
   * free-delivery threshold of the maker's goods (each absent when the maker has none).
   */
  deliveryCost: z.object({ from: MoneySchema.nullish(), freeFrom: MoneySchema.nullish() }),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

// ---- Catalog search --------------------------------------------------------------------------

export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const flag = z
  .enum(['true', 'false', '1', '0'], 'invalid')
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));
const amount = z.coerce.number('invalid').int('invalid').min(0, 'invalid').max(100_000_000);

/**
 * `GET /api/products`: the catalog's whole state, as the web keeps it in the URL. Prices in minor
 * units. Without `q`, "relevance" means newest first.
 */
export const ProductListQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(100, 'invalid').optional(),
  category: z.uuid('invalid').optional(),
  subcategory: z.uuid('invalid').optional(),
  seller: z.uuid('invalid').optional(),
  minPrice: amount.optional(),
  maxPrice: amount.optional(),
  condition: z.enum(PRODUCT_CONDITIONS, 'invalid').optional(),
  specialOffer: flag,
  inStock: flag,
  /** Only products rated at least this many stars on average ("4 stars and up"). */
  minRating: z.coerce
    .number('invalid')
    .int('invalid')
    .min(1, 'invalid')
    .max(5, 'invalid')
    .optional(),
  sort: z.enum(PRODUCT_SORTS, 'invalid').default('relevance'),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductPageSchema = pageOf(ProductSummarySchema).extend({
  /**
   * The words the page matched when no product holds the words as typed (a typo): each corrected
   * to the catalog's most similar word ("ceramc" → "ceramic"); null when they matched as typed.
   */
  correctedQuery: z.string().nullable(),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

export const SuggestQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export const SuggestionListSchema = z.object({
  items: z.array(z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() })),
});
export type SuggestionList = z.infer<typeof SuggestionListSchema>;

// ---- Product page ----------------------------------------------------------------------------

export const DeliveryOptionSchema = z.object({
  carrier: z.enum(CARRIER_OPTIONS),
  price: MoneySchema,
  /** Free delivery from this order value of the maker's goods; null: never free. */
  freeFrom: MoneySchema.nullable(),
});
export type DeliveryOption = z.infer<typeof DeliveryOptionSchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  // A product page says what a card leaves out.
  lastPrice: MoneySchema.nullable(),
  specialOffer: z.boolean(),
  rating: RatingSummarySchema,
  deliveryCost: z.object({ from: MoneySchema.nullable(), freeFrom: MoneySchema.nullable() }),
  categoryId: z.string(),
  subcategoryId: z.string().nullable(),
  /** The cover image, or null. */
  image: ProductImageSchema.nullable(),
  createdAt: z.string(),
  /** The locale of the texts shown (the viewer's, else the product's first version). */
  locale: z.string(),
  description: z.string(),
  action: z.string(),
  howToUse: z.string(),
  composition: z.string(),
  /** Every language the product is written in, with its name there. */
  versions: z.array(z.object({ locale: z.string(), name: z.string() })),
  images: z.array(ProductImageSchema),
  category: z.object({ _id: z.string(), name: z.string() }),
  subcategory: z.object({ _id: z.string(), name: z.string() }).nullable(),
  ean: z.string().nullable(),
  maker: z.object({
    _id: z.string(),
    shortName: z.string(),
    companyName: z.string(),
    city: z.string(),
    country: z.string(),
    photo: z.string().nullable(),
  }),
  delivery: z.object({
    carriers: z.array(DeliveryOptionSchema),
    /** The maker's shops that take pick-ups (filled once physical shops exist). */
    pickupShops: z.array(z.object({ _id: z.string(), title: z.string(), city: z.string() })),
  }),
  /** The public address of the product page; the QR code encodes its passport, `${url}/passport`. */
  url: z.string(),
  /** Made to order or from stock, and the earliest ship-by day (the product page only). */
  leadTime: LeadTimeSchema.optional(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** `GET /api/products/compare?ids=a,b,c`: at most three (SPEC §9). */
export const CompareQuerySchema = z.object({
  ids: z
    .string({ error: 'required' })
    .transform((v) => [...new Set(v.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid('invalid')).min(1, 'required').max(MAX_COMPARED_PRODUCTS, 'compareLimit')),
});
export const CompareListSchema = z.object({ items: z.array(ProductDetailSchema) });
export type CompareList = z.infer<typeof CompareListSchema>;

/** "Question about this product" (login required). */
export const ProductQuestionInputSchema = z.object({
  message: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(2000, 'messageTooLong')
    .regex(MULTI_LINE, 'controlCharacters'),
});
export type ProductQuestionInput = z.infer<typeof ProductQuestionInputSchema>;
/** The message as sent: its `_id`, and the thread it was written in (see `conversations.ts`). */
export const ProductQuestionSchema = z.object({
  _id: z.string(),
  threadId: z.string(),
  createdAt: z.string(),
});
export type ProductQuestion = z.infer<typeof ProductQuestionSchema>;

// ---- Seller's products -----------------------------------------------------------------------

const versionText = (max: number, lines = MULTI_LINE) =>
  z.string('invalid').trim().max(max, 'invalid').regex(lines, 'controlCharacters').default('');

export const ProductVersionInputSchema = z.object({
  locale: z.enum(LOCALES, 'invalid'),
  /** Checked by the server with the spec's message ("no name for version … Fix it !"). */
  name: versionText(PRODUCT_VERSION_MAX_LENGTH.name, SINGLE_LINE),
  description: versionText(PRODUCT_VERSION_MAX_LENGTH.description),
  action: versionText(PRODUCT_VERSION_MAX_LENGTH.action),
  howToUse: versionText(PRODUCT_VERSION_MAX_LENGTH.howToUse),
  composition: versionText(PRODUCT_VERSION_MAX_LENGTH.composition),
});
export type ProductVersionInput = z.infer<typeof ProductVersionInputSchema>;

const optionalCode = (max: number) =>
  z
    .string('invalid')
    .trim()
    .max(max, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters')
    .nullish()
    .transform((v) => (v ? v : null));

/** Every field of SPEC §3 "Product"; prices in minor units of the marketplace currency. */
export const ProductInputSchema = z.object({
  versions: z
    .array(ProductVersionInputSchema, 'versionsRequired')
    .min(1, 'versionsRequired')
    .max(LOCALES.length, 'invalid'),
  priceAmount: z
    .number({ error: 'required' })
    .int('invalid')
    .min(MIN_PRODUCT_PRICE, 'priceRange')
    .max(MAX_PRODUCT_PRICE, 'priceRange'),
  /** The marketplace currency may be named; any other is refused. */
  currency: z.enum(CURRENCIES, 'invalid').optional(),
  specialOffer: z.boolean('invalid').default(false),
  categoryId: z.uuid({ error: 'required' }),
  subcategoryId: z.uuid('invalid').nullish().default(null),
  condition: z.enum(PRODUCT_CONDITIONS, 'invalid').default('new'),
  erpCode: optionalCode(PRODUCT_CODE_MAX_LENGTH),
  ean: optionalCode(13),
  index: optionalCode(PRODUCT_CODE_MAX_LENGTH),
  quantity: z
    .number({ error: 'required' })
    .int('invalid')
    .min(0, 'invalid')
    .max(MAX_PRODUCT_QUANTITY),
  deliveryDays: z
    .number({ error: 'required' })
    .int('invalid')
    .min(MIN_DELIVERY_DAYS, 'invalid')
    .max(MAX_DELIVERY_DAYS),
  /** Made after the order (issue 24): not limited by stock; needs the two numbers below. */
  madeToOrder: z.boolean('invalid').default(false),
  makingDays: z
    .number('makingDaysRange')
    .int('makingDaysRange')
    .min(MIN_MAKING_DAYS, 'makingDaysRange')
    .max(MAX_MAKING_DAYS, 'makingDaysRange')
    .nullish()
    .default(null),
  weeklyCapacity: z
    .number('weeklyCapacityRange')
    .int('weeklyCapacityRange')
    .min(MIN_WEEKLY_CAPACITY, 'weeklyCapacityRange')
    .max(MAX_WEEKLY_CAPACITY, 'weeklyCapacityRange')
    .nullish()
    .default(null),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** The owner's full view, for the edit form and "manage products". */
export const SellerProductSchema = z.object({
  _id: z.string(),
  versions: z.array(
    z.object({
      locale: z.string(),
      name: z.string(),
      description: z.string(),
      action: z.string(),
      howToUse: z.string(),
      composition: z.string(),
    }),
  ),
  /** The name in the caller's language, else the first version's. */
  name: z.string(),
  priceAmount: z.number().int(),
  currency: z.string(),
  lastPrice: MoneySchema.nullable(),
  specialOffer: z.boolean(),
  categoryId: z.string(),
  subcategoryId: z.string().nullable(),
  condition: z.enum(PRODUCT_CONDITIONS),
  erpCode: z.string().nullable(),
  ean: z.string().nullable(),
  index: z.string().nullable(),
  quantity: z.number().int(),
  /** How many buyers keep it among their favourites (issue 24; in the maker's list only). */
  favouritesCount: z.number().int().optional(),
  deliveryDays: z.number().int(),
  madeToOrder: z.boolean().optional(),
  makingDays: z.number().int().nullable().optional(),
  weeklyCapacity: z.number().int().nullable().optional(),
  images: z.array(ProductImageSchema),
  /** Moderation hid it: the catalog does not list it (the maker still sees it here). */
  hiddenByModeration: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerProduct = z.infer<typeof SellerProductSchema>;

export const SellerProductListQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(100, 'invalid').optional(),
});
export const SellerProductPageSchema = pageOf(SellerProductSchema);
export type SellerProductPage = z.infer<typeof SellerProductPageSchema>;

/** The new order of a product's images; the first is the cover. */
export const ProductImageOrderSchema = z.object({
  ids: z.array(z.uuid('invalid')).min(1, 'required').max(20, 'invalid'),
});
