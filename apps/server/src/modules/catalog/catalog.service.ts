import QRCode from 'qrcode';
import {
  DEFAULT_LOCALE,
  type CardImage,
  type CarrierOption,
  type Category,
  type CompareList,
  type Locale,
  type ProductDetail,
  type ProductImage,
  type ProductListQuery,
  type ProductPage,
  type ProductSort,
  type ProductSummary,
  type RatingSummary,
  type SuggestionList,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database, Executor } from '../../db/client.js';
import type { CoverImage, LocalizedNames, ProductVersion } from '../../db/schema/index.js';
import { NotFoundError } from '../../lib/errors.js';
import { imagesOf, toImage } from '../../lib/images.js';
import { formatCurrency } from '../../lib/intl.js';
import { summary } from '../../lib/text.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import type { RequestContext } from '../../plugins/context.js';
import * as repo from './catalog.repo.js';
import * as ratings from './ratings.repo.js';
import { withProbe } from './search-plan.js';
import { correctedQuery, knownCorrection, toTsQuery, withMatch } from './search-words.js';
import { leadTimeOf } from '../made-to-order/made-to-order.service.js';

/** The widths stored of every product image (list cards, product page, zoom). */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1280] as const;

export interface CatalogDeps {
  db: Database;
  config: Config;
}
/** What the catalog services take: the module's collaborators with the request's context. */
export type CatalogContext = CatalogDeps & RequestContext;
/** The reading part of a request's context: where to read, and in which language. */
type Reader = Pick<RequestContext, 'db' | 'locale'>;

export function localizedName(names: LocalizedNames, locale: Locale) {
  return names[locale] ?? names[DEFAULT_LOCALE] ?? Object.values(names)[0] ?? '';
}

/** The viewer's language version, else the product's first one (PRODUCT.md "Catalog"). */
export function pickVersion(versions: ProductVersion[], locale: Locale) {
  return versions.find((v) => v.locale === locale) ?? versions[0];
}

export async function listCategoryTree({ db, locale }: Reader): Promise<Category[]> {
  const rows = await repo.listCategories(db);
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      _id: row.id,
      slug: row.slug,
      name: localizedName(row.names, locale),
      subcategories: rows
        .filter((sub) => sub.parentId === row.id)
        .map((sub) => ({ _id: sub.id, slug: sub.slug, name: localizedName(sub.names, locale) })),
    }));
}

// ---- Images ----------------------------------------------------------------------------------

/**
 * The cover as a list item shows it; the same as `toImage`, without sorting: the widths are
 * integer-like keys, which JavaScript always lists in ascending order.
 */
export function coverOf(cover: CoverImage | null): ProductImage | null {
  if (!cover) return null;
  const variants = cover.variants as Record<string, string>;
  const widths = Object.keys(variants);
  if (widths.length === 0 || !widths.every((w) => /^[1-9][0-9]*$/.test(w))) {
    return toImage(cover.id, variants, cover.width, cover.height);
  }
  const url = variants[widths.at(-1)!]!;
  let thumb = url;
  let srcset = '';
  for (const w of widths) {
    if (thumb === url && Number(w) >= 480) thumb = variants[w]!;
    srcset += `${srcset ? ', ' : ''}${variants[w]} ${w}w`;
  }
  return { _id: cover.id, url, thumb, srcset, width: cover.width, height: cover.height };
}

/**
 * The cover as a card shows it (`CardImage`): its widths' URLs written once up to where they
 * differ. Widths in ascending order, as `coverOf` lists them.
 */
export function cardImageOf(cover: CoverImage | null): CardImage | null {
  if (!cover) return null;
  const variants = cover.variants as Record<string, string>;
  const widths = Object.keys(variants)
    .map(Number)
    .filter((w) => Number.isInteger(w) && w > 0)
    .sort((a, b) => a - b);
  if (widths.length === 0) return null;
  const urls = widths.map((w) => variants[String(w)]!);
  let shared = urls[0]!.length;
  for (const url of urls) {
    while (shared > 0 && url.slice(0, shared) !== urls[0]!.slice(0, shared)) shared--;
  }
  return {
    base: urls[0]!.slice(0, shared),
    widths: widths.map((w, i) => [w, urls[i]!.slice(shared)]),
    width: cover.width,
    height: cover.height,
  };
}

export function ratingOf(row: { ratingAverage: number; ratingCount: number }): RatingSummary {
  return {
    average: row.ratingCount > 0 ? Math.round(row.ratingAverage * 10) / 10 : null,
    count: row.ratingCount,
  };
}

// ---- Search ----------------------------------------------------------------------------------

interface CursorKey extends Record<string, string | number> {
  s: string;
  /**
   * How the words matched on the first page (kept for the following pages): as typed (`fts`) or
   * corrected to the catalog's most similar words (`fuzzy`).
   */
  m: string;
  /** The relevance tier of the last row (1: its names hold the words; 2: its other texts); 0. */
  t: number;
  v: number | string;
  id: string;
}

function keyValidator(sort: ProductSort) {
  return (value: Record<string, unknown>): value is CursorKey =>
    value.s === sort &&
    (value.m === 'fts' || value.m === 'fuzzy' || value.m === '') &&
    (value.t === 0 || value.t === 1 || value.t === 2) &&
    (typeof value.v === 'number' || typeof value.v === 'string') &&
    (typeof value.v === 'number' || !Number.isNaN(Date.parse(value.v))) &&
    typeof value.id === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value.id);
}

/** A catalog query's filter, its words as typed, and how the cursor says they matched. */
function baseFilter(query: ProductListQuery, locale: Locale) {
  const tsquery = toTsQuery(query.q);
  const sort: ProductSort = query.sort === 'relevance' && !tsquery ? 'newest' : query.sort;
  const after = decodeCursor(query.cursor, keyValidator(sort));
  const filter: repo.SearchFilter = {
    tsquery: tsquery || undefined,
    tier: tsquery && sort === 'relevance' ? (after?.t === 2 ? 2 : 1) : undefined,
    categoryId: query.category,
    subcategoryId: query.subcategory,
    companyId: query.seller,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    condition: query.condition,
    specialOffer: query.specialOffer,
    inStock: query.inStock,
    minRating: query.minRating,
    sort,
    after: after ? { v: after.v, id: after.id } : undefined,
    limit: query.limit,
    locale,
  };
  return { filter, corrected: after?.m === 'fuzzy' };
}

/** The filter with the typed words corrected (`correctedQuery`), and the words; or null. */
async function correctedFilter(db: Executor, filter: repo.SearchFilter, q: string | undefined) {
  const corrected = await correctedQuery(db, q);
  return corrected
    ? { filter: { ...filter, tsquery: corrected.tsquery }, words: corrected.words }
    : null;
}

const narrowed = (filter: repo.SearchFilter) =>
  Boolean(
    filter.categoryId ||
    filter.subcategoryId ||
    filter.companyId ||
    filter.minPrice !== undefined ||
    filter.maxPrice !== undefined ||
    filter.condition ||
    filter.specialOffer !== undefined ||
    filter.inStock !== undefined ||
    filter.minRating !== undefined,
  );

/**
 * The search filter of a catalog query with the words decided (the benchmark's plans): as typed
 * when any product contains them, else corrected.
 */
export async function searchFilterOf(
  { db, locale }: Reader,
  query: ProductListQuery,
): Promise<repo.SearchFilter> {
  const { filter, corrected } = baseFilter(query, locale);
  if (!filter.tsquery) return filter;
  const typed = await withMatch(db, filter);
  if (corrected || !(await repo.anyFullTextMatch(db, typed))) {
    const fixed = (await correctedFilter(db, filter, query.q))?.filter;
    return withProbe(db, fixed ? await withMatch(db, fixed) : typed);
  }
  return withProbe(db, typed);
}

/**
 * A page's filters with their probes decided: under "relevance" the products whose names hold the
 * words come first, and when they run out on a page, the products whose other texts hold them
 * fill it up (tier 2, in the same statement).
 */
async function pageFilters(db: Executor, filter: repo.SearchFilter): Promise<repo.PageFilters> {
  const first = await withProbe(db, await withMatch(db, filter));
  if (filter.tier !== 1) return [first];
  return [first, await withProbe(db, { ...first, tier: 2, after: undefined })];
}

/** The rows of a page (limit + 1). */
async function pageRows(db: Executor, filter: repo.SearchFilter) {
  return repo.searchProducts(db, ...(await pageFilters(db, filter)));
}

/**
 * The query as a product code when it looks like one: an EAN (8 or 13 digits), or an ERP code or
 * index (one word of letters, digits and `-_./`, holding a digit); else null.
 */
export function productCodeOf(q: string | undefined) {
  const code = q?.trim() ?? '';
  if (/^(\d{8}|\d{13})$/.test(code)) return code;
  return /^[\p{L}\p{N}][\p{L}\p{N}._/-]{1,63}$/u.test(code) && /\d/.test(code) ? code : null;
}

/** The row as a catalog card shows it. */
/**
 * A card, leaving out what is empty (`ProductSummarySchema`). Built fifty times a page: no closure
 * per card (the compiled server keeps function names, which costs a call per closure made).
 */
function toSummary(row: repo.SearchRow): ProductSummary {
  const { currency } = row;
  const card: ProductSummary = {
    _id: row.id,
    name: row.name,
    price: { amount: row.priceAmount, currency },
    condition: row.condition,
    quantity: row.quantity,
    deliveryDays: row.deliveryDays,
    company: { _id: row.companyId, name: row.companyName },
    image: cardImageOf(row.coverImage),
    deliveryCost: {},
  };
  if (row.lastPriceAmount !== null) card.lastPrice = { amount: row.lastPriceAmount, currency };
  if (row.regularPriceAmount !== null) {
    card.regularPrice = { amount: row.regularPriceAmount, currency };
  }
  if (row.saleEndsAt !== null) card.saleEndsAt = row.saleEndsAt;
  if (row.specialOffer) card.specialOffer = true;
  if (row.madeToOrder) card.madeToOrder = true;
  if (row.ratingCount > 0) card.rating = ratingOf(row);
  if (row.deliveryFromAmount !== null) {
    card.deliveryCost.from = { amount: row.deliveryFromAmount, currency };
  }
  if (row.freeDeliveryFromAmount !== null) {
    card.deliveryCost.freeFrom = { amount: row.freeDeliveryFromAmount, currency };
  }
  return card;
}

/**
 * One catalog page. A query that looks like a product code (`productCodeOf`) first looks the
 * code up exactly, and shows what it finds (on one page). The words match by full text as typed; when nothing holds them, each is
 * corrected to the catalog's most similar word (typos) and the page is asked again, and a cursor
 * keeps the first page's choice. Only when the page comes back empty is it worth knowing whether
 * the words exist at all (without filters, an empty page already says they do not). A typo
 * corrected lately is asked both ways in one statement: the corrected page is read only when the
 * page as typed is empty.
 */
export async function searchCatalog(
  { db, locale }: Reader,
  query: ProductListQuery,
): Promise<ProductPage> {
  let { filter, corrected } = baseFilter(query, locale);
  const code = query.cursor ? null : productCodeOf(query.q);
  if (code) {
    const found = await repo.searchByCode(db, code, filter);
    if (found.length > 0) {
      return { nextCursor: null, correctedQuery: null, items: found.map(toSummary) };
    }
  }
  let rows: repo.SearchRow[] = [];
  let correctedWords: string | null = null;
  const known = filter.tsquery && !filter.after ? knownCorrection(db, filter.tsquery) : undefined;
  if (corrected) {
    const fixed = await correctedFilter(db, filter, query.q);
    if (fixed) {
      correctedWords = fixed.words;
      rows = await pageRows(db, (filter = fixed.filter));
    }
  } else if (known) {
    const fixed = { ...filter, tsquery: known.tsquery };
    const both = await repo.searchProductsOr(
      db,
      await pageFilters(db, filter),
      await pageFilters(db, fixed),
      narrowed(filter) ? await withMatch(db, filter) : undefined,
    );
    if (both.some((row) => row.fallback)) {
      corrected = true;
      correctedWords = known.words;
      filter = fixed;
    }
    rows = both;
  } else {
    rows = await pageRows(db, filter);
    if (
      rows.length === 0 &&
      filter.tsquery &&
      !filter.after &&
      !(narrowed(filter) && (await repo.anyFullTextMatch(db, await withMatch(db, filter))))
    ) {
      const fixed = await correctedFilter(db, filter, query.q);
      if (fixed) {
        corrected = true;
        correctedWords = fixed.words;
        rows = await pageRows(db, (filter = fixed.filter));
      }
    }
  }
  const tier2At = rows.findIndex((row) => row.tier === 2);
  const tier2From = tier2At === -1 ? Infinity : tier2At;
  const page = paginate(rows, query.limit, (row) => ({
    s: filter.sort,
    m: filter.tsquery ? (corrected ? 'fuzzy' : 'fts') : '',
    t: filter.tier === undefined ? 0 : rows.indexOf(row) >= tier2From ? 2 : 1,
    v: typeof row.sortValue === 'string' ? row.sortValue : Number(row.sortValue),
    id: row.id,
  }));
  return {
    nextCursor: page.nextCursor,
    correctedQuery: correctedWords,
    items: page.items.map(toSummary),
  };
}

/** The listed products among `ids` as cards, in the order of `ids` (favourites, issue 24). */
export async function listedSummaries({ db, locale }: Reader, ids: string[]) {
  const rows = await repo.listedRowsByIds(db, ids, locale);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
}

/** The listed products the makers added between `from` and `to`, newest first (the digest). */
export function listedProductsAddedBetween(
  { db }: Pick<Reader, 'db'>,
  companyIds: string[],
  from: Date,
  to: Date,
) {
  return repo.listedProductsAddedBetween(db, companyIds, from, to);
}

/** Up to 8 products whose names hold the words, newest first. */
async function suggestionRows(db: Executor, tsquery: string, locale: Locale) {
  const filter = { tsquery, locale, limit: 8, sort: 'relevance', tier: 1 } as const;
  const rows = await repo.searchProducts(db, await withProbe(db, await withMatch(db, filter)));
  return rows.slice(0, filter.limit);
}

export async function suggest({ db, locale }: Reader, q: string): Promise<SuggestionList> {
  const tsquery = toTsQuery(q);
  if (!tsquery) return { items: [] };
  let rows = await suggestionRows(db, tsquery, locale);
  if (rows.length === 0) {
    const corrected = await correctedQuery(db, q);
    if (corrected) rows = await suggestionRows(db, corrected.tsquery, locale);
  }
  return {
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      image: coverOf(row.coverImage)?.thumb ?? null,
    })),
  };
}

// ---- Product page ----------------------------------------------------------------------------

/** The product page from what `repo.findProductPage` read (compare reads the same per product). */
/** The product page as the API answers it, with its lead time (`leadTimeOf`). */
function toDetail<L extends ProductDetail['leadTime']>(
  deps: CatalogDeps,
  page: repo.ProductPageRow,
  locale: Locale,
  leadTime: L,
): ProductDetail & { leadTime: L } {
  const { product, maker, images, carriers, shops } = page;
  const version = pickVersion(product.versions, locale);
  const money = (amount: number) => ({ amount, currency: product.currency });
  return {
    _id: product.id,
    name: version?.name ?? '',
    locale: version?.locale ?? locale,
    description: version?.description ?? '',
    action: version?.action ?? '',
    howToUse: version?.howToUse ?? '',
    composition: version?.composition ?? '',
    versions: product.versions.map((v) => ({ locale: v.locale, name: v.name })),
    price: money(product.priceAmount),
    lastPrice: product.lastPriceAmount === null ? null : money(product.lastPriceAmount),
    regularPrice: product.regularPriceAmount === null ? null : money(product.regularPriceAmount),
    saleEndsAt: product.saleEndsAt?.toISOString() ?? null,
    specialOffer: product.specialOffer,
    condition: product.condition,
    quantity: product.quantity,
    deliveryDays: product.deliveryDays,
    company: { _id: product.companyId, name: maker?.shortName ?? '' },
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId,
    category: {
      _id: product.categoryId,
      name: page.categoryNames ? localizedName(page.categoryNames, locale) : '',
    },
    subcategory:
      product.subcategoryId && page.subcategoryNames
        ? { _id: product.subcategoryId, name: localizedName(page.subcategoryNames, locale) }
        : null,
    image: coverOf(product.coverImage),
    images: imagesOf(images),
    rating: ratingOf(product),
    ean: product.ean,
    maker: {
      _id: product.companyId,
      shortName: maker?.shortName ?? '',
      companyName: maker?.companyName ?? '',
      city: maker?.city ?? '',
      country: maker?.country ?? '',
      photo: maker?.photo ?? null,
    },
    deliveryCost: {
      from: carriers.length > 0 ? money(Math.min(...carriers.map((c) => c.priceAmount))) : null,
      freeFrom: freeFromOf(carriers, money),
    },
    delivery: {
      carriers: carriers.map((c) => ({
        carrier: c.carrier as CarrierOption,
        price: { amount: c.priceAmount, currency: c.currency },
        freeFrom:
          c.freeDeliveryThreshold === null
            ? null
            : { amount: c.freeDeliveryThreshold, currency: c.currency },
      })),
      pickupShops: shops.map((shop) => ({ _id: shop.id, title: shop.title, city: shop.city })),
    },
    url: productUrl(deps.config, product.id),
    createdAt: product.createdAt.toISOString(),
    leadTime,
  };
}

/** The lowest free-delivery threshold of the maker's carriers, or null. */
function freeFromOf<T>(
  carriers: { freeDeliveryThreshold: number | null }[],
  money: (amount: number) => T,
) {
  const thresholds = carriers.flatMap((c) =>
    c.freeDeliveryThreshold === null ? [] : [c.freeDeliveryThreshold],
  );
  return thresholds.length > 0 ? money(Math.min(...thresholds)) : null;
}

export function productUrl(config: Config, id: string) {
  return `${config.publicUrl}/products/${id}`;
}

/** Who may read a product the catalog does not list: its maker and the administrators. */
function seesUnlisted(ctx: Pick<RequestContext, 'auth'>, companyId: string) {
  const user = ctx.auth?.user;
  return user?.permissions === 'admin' || (!!user && user.companyId === companyId);
}

/** A product by id; one the catalog does not list is 404 to all but its maker and admins. */
export async function getProduct(ctx: CatalogContext, id: string) {
  const page = await repo.findProductPage(ctx.db, id);
  if (!page || (!page.listed && !seesUnlisted(ctx, page.product.companyId))) {
    throw new NotFoundError();
  }
  // From the row read above: a made-to-order piece alone reads its open orders' places.
  const leadTime = await leadTimeOf(ctx.db, page.product, page.vacation);
  return toDetail(ctx, page, ctx.locale, leadTime);
}

/** The offer's schema.org availability: a made-to-order piece is never out of stock. */
function availabilityOf(product: { quantity: number; madeToOrder: boolean }) {
  if (product.madeToOrder) return 'MadeToOrder';
  return product.quantity > 0 ? 'InStock' : 'OutOfStock';
}

/** Up to three listed products side by side, in the order asked; the others are left out. */
export async function compare(ctx: CatalogContext, ids: string[]): Promise<CompareList> {
  const items: CompareList['items'] = [];
  for (const id of ids) {
    const page = await repo.findProductPage(ctx.db, id);
    // With the lead time: a made-to-order piece is available whatever its units.
    if (page?.listed) {
      const leadTime = await leadTimeOf(ctx.db, page.product, page.vacation);
      items.push(toDetail(ctx, page, ctx.locale, leadTime));
    }
  }
  return { items };
}

// ---- Visibility ------------------------------------------------------------------------------
// A product is listed (catalog lists and search, sitemap, shelves, compare, maker pages, new
// orders) when moderation has not hidden it and its maker is listed (owner not blocked, company
// approved). An unlisted product simply has no `product_search` row (migration 0018).

/** Moderation hides or shows a product (in the caller's transaction); 404 for an unknown id. */
export async function setProductHidden(
  ctx: Pick<RequestContext, 'db'>,
  productId: string,
  hidden: boolean,
): Promise<void> {
  const found = await repo.setProductHidden(ctx.db, productId, hidden ? new Date() : null);
  if (!found) throw new NotFoundError();
}

/**
 * Lists or unlists all of a maker's products at once (accounts on block/unblock, companies on
 * approval). Listing again brings back the products moderation has not hidden.
 */
export async function setMakerListed(
  ctx: Pick<RequestContext, 'db'>,
  companyId: string,
  listed: boolean,
): Promise<void> {
  await repo.setMakerListed(ctx.db, companyId, listed);
}

/** Whether the catalog lists the maker's products (false: owner blocked or awaiting approval). */
export function isMakerListed(ctx: Pick<RequestContext, 'db'>, companyId: string) {
  return repo.isMakerListed(ctx.db, companyId);
}

/** The makers whose products and shops are not shown now (shops map; usually a few). */
export function unlistedMakerIds(ctx: Pick<RequestContext, 'db'>) {
  return repo.unlistedMakerIds(ctx.db);
}

/** Which of these products may be ordered now (cart and checkout). */
/** Whether the catalog lists a product, as a column of another module's read. */
export const listedSql = repo.listedSql;

export function listedProductIds(ctx: Pick<RequestContext, 'db'>, ids: string[]) {
  return repo.listedProductIds(ctx.db, ids);
}

/**
 * The product page's QR code as a PNG: the public address of the product's passport page
 * (`/products/{id}/passport`, issue 24), which links back to the product page.
 */
export async function qrCode(ctx: CatalogContext, id: string) {
  const product = await repo.findProduct(ctx.db, id);
  if (!product) throw new NotFoundError();
  return QRCode.toBuffer(`${productUrl(ctx.config, id)}/passport`, {
    type: 'png',
    width: 512,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
}

/**
 * The head of a product page (`/products/{id}`), rendered by the server so that links shared to
 * messengers and social sites show the product and search engines read its offer: share tags,
 * JSON-LD `Product` with its `Offer` and a `BreadcrumbList` (home → category → product);
 * 'not-found' for an unknown id. One primary-key read (`findProductHead`).
 */
export async function productPageMeta(ctx: CatalogContext, id: string) {
  const { locale, config } = ctx;
  const head = await repo.findProductHead(ctx.db, id);
  if (!head || !head.listed) return 'not-found' as const;
  const { product, makerName, categoryNames } = head;
  const version = pickVersion(product.versions, locale);
  const name = version?.name ?? '';
  const description = summary(version?.description ?? '');
  const price = formatCurrency(locale, product.currency, product.priceAmount);
  const cover = coverOf(product.coverImage);
  const image = cover
    ? `${config.publicUrl}${
        cover.srcset
          .split(', ')
          .find((s) => s.endsWith(' 640w'))
          ?.split(' ')[0] ?? cover.url
      }`
    : undefined;
  const url = productUrl(config, product.id);
  const rating = ratingOf(product);
  const categoryName = categoryNames ? localizedName(categoryNames, locale) : '';
  return {
    title: `${name} · ${makerName ?? ''} · Kramik`,
    description: [price, description].filter(Boolean).join(' · '),
    image,
    url,
    type: 'product' as const,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description,
        ...(image ? { image } : {}),
        url,
        offers: {
          '@type': 'Offer',
          price: (product.priceAmount / 100).toFixed(2),
          priceCurrency: product.currency,
          availability: `https://schema.org/${availabilityOf(product)}`,
          url,
          seller: { '@type': 'Organization', name: makerName ?? '' },
        },
        ...(rating.average === null
          ? {}
          : {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: rating.average,
                ratingCount: rating.count,
              },
            }),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: 'Kramik', item: `${config.publicUrl}/` },
          {
            name: categoryName,
            item: `${config.publicUrl}/catalog?category=${product.categoryId}`,
          },
          { name, item: url },
        ].map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, ...crumb })),
      },
    ],
  };
}

/** The head of a maker's page (`/company/{id}`): share tags; 'not-found' for an unknown id. */
export async function makerPageMeta(ctx: CatalogContext, id: string) {
  const maker = await repo.findMaker(ctx.db, id);
  if (!maker) return 'not-found' as const;
  return {
    title: `${maker.shortName} · Kramik`,
    description: summary(maker.description),
    image: maker.photo ? `${ctx.config.publicUrl}${maker.photo}` : undefined,
    url: `${ctx.config.publicUrl}/company/${maker.id}`,
  };
}

/**
 * A review was written, changed or removed: the product's rating columns follow in the caller's
 * transaction (reviews module; `added`/`removed`: the stars of the review written or gone).
 */
export function changeProductRating(db: Executor, productId: string, change: ratings.RatingChange) {
  return ratings.changeProductRating(db, productId, change);
}

/** The product's rating: mean (one decimal), count and how many reviews gave 1 to 5 stars. */
export async function getProductRating(db: Executor, productId: string) {
  const row = await ratings.findProductRating(db, productId);
  if (!row) throw new NotFoundError();
  return {
    ...ratingOf(row),
    companyId: row.companyId,
    distribution: [row.ratings1, row.ratings2, row.ratings3, row.ratings4, row.ratings5] as [
      number,
      number,
      number,
      number,
      number,
    ],
  };
}

// The module's part of the dashboards (issue 20).
export * from './catalog.stats.js';
