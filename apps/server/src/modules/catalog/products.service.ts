import {
  isValidEan13,
  MAX_PRODUCT_IMAGES,
  ProductInputSchema,
  type Locale,
  type SellerProduct,
  type SellerProductPage,
} from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import { isTimeKey } from '../../db/keyset.js';
import type { products } from '../../db/schema/index.js';
import type { MessageKey } from '../../i18n/messages.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { removeStoredVariants, storeImageVariants } from '../../lib/images.js';
import { mediaStoreFor } from '../../lib/media-store.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import { parseForm, requireReorder } from '../../lib/validation.js';
import {
  changeCompanyRating,
  requireOwnCompany,
  requireStoreConfigured,
} from '../companies/companies.service.js';
import { getSiteCurrency } from '../site/site.service.js';
import * as repo from './catalog.repo.js';
import * as ratings from './ratings.repo.js';
import { notifyBackInStock } from './stock-alerts.service.js';
import { madeToOrderColumns, madeToOrderProblems } from '../made-to-order/made-to-order.service.js';
import { imagesOf } from '../../lib/images.js';
import { PRODUCT_IMAGE_WIDTHS, pickVersion, type CatalogContext } from './catalog.service.js';
import type { SignedInContext } from '../../plugins/context.js';
import { favouriteCounts } from '../favourites/favourites.stats.js';

/** What the seller's product services take: a signed-in maker's context. */
type ProductsCaller = CatalogContext & SignedInContext;

type ProductRow = typeof products.$inferSelect;

function toSellerProduct(
  row: ProductRow,
  images: Awaited<ReturnType<typeof repo.listImages>>,
  locale: Locale,
): SellerProduct {
  return {
    _id: row.id,
    versions: row.versions,
    name: pickVersion(row.versions, locale)?.name ?? '',
    priceAmount: row.priceAmount,
    currency: row.currency,
    lastPrice:
      row.lastPriceAmount === null ? null : { amount: row.lastPriceAmount, currency: row.currency },
    specialOffer: row.specialOffer,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    condition: row.condition,
    erpCode: row.erpCode,
    ean: row.ean,
    index: row.sellerIndex,
    quantity: row.quantity,
    deliveryDays: row.deliveryDays,
    madeToOrder: row.madeToOrder,
    makingDays: row.makingDays,
    weeklyCapacity: row.weeklyCapacity,
    images: imagesOf(images.filter((image) => image.productId === row.id)),
    hiddenByModeration: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Checks a product form: the contract's shape, then the rules that need the database. A version
 * without a name answers with the spec's "no name for version … Fix it !".
 */
async function checkInput(
  ctx: CatalogContext,
  companyId: string,
  body: unknown,
  exceptId?: string,
) {
  const input = parseForm(ProductInputSchema, body, 'fillAllRequired');
  const fields: Record<string, MessageKey> = {};
  const seen = new Set<string>();
  input.versions.forEach((version, i) => {
    if (seen.has(version.locale)) fields[`versions.${i}.locale`] = 'versionDuplicate';
    seen.add(version.locale);
  });
  const unnamed = input.versions.findIndex((version) => version.name === '');
  if (unnamed >= 0) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'versionNameMissing',
      { ...fields, [`versions.${unnamed}.name`]: 'versionNameMissing' },
      { version: input.versions[unnamed]!.locale },
    );
  }
  const category = await repo.findCategory(ctx.db, input.categoryId);
  if (!category || category.parentId !== null) fields.categoryId = 'fieldInvalid';
  if (input.subcategoryId) {
    const subcategory = await repo.findCategory(ctx.db, input.subcategoryId);
    if (!subcategory) fields.subcategoryId = 'fieldInvalid';
    else if (subcategory.parentId !== input.categoryId)
      fields.subcategoryId = 'subcategoryMismatch';
  }
  if (input.ean && !isValidEan13(input.ean)) fields.ean = 'eanFormat';
  Object.assign(fields, madeToOrderProblems(input));
  // Prices are in the marketplace currency: another one is refused, never silently replaced.
  if (input.currency !== undefined && input.currency !== (await getSiteCurrency(ctx.db))) {
    fields.currency = 'fieldInvalid';
  }
  if (input.index && (await repo.isIndexTaken(ctx.db, companyId, input.index, exceptId))) {
    fields.index = 'indexTaken';
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return input;
}

async function ownProduct(ctx: ProductsCaller, id: string) {
  const company = await requireOwnCompany(ctx);
  const product = await repo.findOwnProduct(ctx.db, company.id, id);
  if (!product) throw new NotFoundError();
  return { company, product };
}

export async function listOwnProducts(
  ctx: ProductsCaller,
  query: { q?: string; cursor?: string; limit: number },
): Promise<SellerProductPage> {
  const company = await requireOwnCompany(ctx);
  const after = decodeCursor(query.cursor, isTimeKey);
  const rows = await repo.listOwnProducts(ctx.db, {
    companyId: company.id,
    q: query.q,
    after,
    limit: query.limit,
  });
  const page = paginate(rows, query.limit, (row) => ({ at: row.key, id: row.id }));
  const images = await repo.listImages(
    ctx.db,
    page.items.map((row) => row.id),
  );
  const favourites = await favouriteCounts(
    ctx.db,
    page.items.map((row) => row.id),
  );
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => ({
      ...toSellerProduct(row, images, ctx.locale),
      favouritesCount: favourites.get(row.id) ?? 0,
    })),
  };
}

export async function getOwnProduct(ctx: ProductsCaller, id: string) {
  const { product } = await ownProduct(ctx, id);
  return toSellerProduct(product, await repo.listImages(ctx.db, [id]), ctx.locale);
}

/** Adds a product; refused until the seller's delivery costs exist (SPEC §5). */
export async function createProduct(ctx: ProductsCaller, body: unknown) {
  const company = await requireOwnCompany(ctx);
  await requireStoreConfigured(ctx.db, company.id);
  const input = await checkInput(ctx, company.id, body);
  const currency = await getSiteCurrency(ctx.db);
  const row = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const product = await repo.insertProduct(tx, {
      companyId: company.id,
      versions: input.versions,
      priceAmount: input.priceAmount,
      currency,
      specialOffer: input.specialOffer,
      categoryId: input.categoryId,
      subcategoryId: input.subcategoryId ?? null,
      condition: input.condition,
      erpCode: input.erpCode,
      ean: input.ean,
      sellerIndex: input.index,
      quantity: input.quantity,
      deliveryDays: input.deliveryDays,
      ...madeToOrderColumns(input),
      priceChangedAt: now,
    });
    await repo.insertPrice(tx, product.id, input.priceAmount, now);
    return product;
  });
  return toSellerProduct(row, [], ctx.locale);
}

/**
 * A new price starts a new Omnibus period: it joins the price history, and the lowest price of the
 * 30 days before it becomes the "last price". Answers the product columns that change with it.
 */
export async function startPricePeriod(
  tx: Executor,
  productId: string,
  priceAmount: number,
  at: Date,
) {
  const lastPriceAmount = await repo.lowestPriceBefore(tx, productId, at);
  await repo.insertPrice(tx, productId, priceAmount, at);
  return { priceChangedAt: at, lastPriceAmount };
}

/** Saves the product form; a changed price starts a new price period (`startPricePeriod`). */
export async function updateProduct(ctx: ProductsCaller, id: string, body: unknown) {
  const { company, product } = await ownProduct(ctx, id);
  const input = await checkInput(ctx, company.id, body, id);
  const row = await ctx.db.transaction(async (tx) => {
    const priceChanged = input.priceAmount !== product.priceAmount;
    const pricePeriod = priceChanged
      ? {
          ...(await startPricePeriod(tx, id, input.priceAmount, new Date())),
          // A price the maker sets during a sale is the new regular price: the sale leaves it.
          regularPriceAmount: null,
          saleId: null,
          saleEndsAt: null,
        }
      : {};
    await repo.updateProduct(tx, id, {
      versions: input.versions,
      priceAmount: input.priceAmount,
      specialOffer: input.specialOffer,
      categoryId: input.categoryId,
      subcategoryId: input.subcategoryId ?? null,
      condition: input.condition,
      erpCode: input.erpCode,
      ean: input.ean,
      sellerIndex: input.index,
      quantity: input.quantity,
      deliveryDays: input.deliveryDays,
      ...madeToOrderColumns(input),
      ...pricePeriod,
    });
    if (product.quantity === 0 && input.quantity > 0) await notifyBackInStock(tx, [id]);
    return (await repo.findProduct(tx, id))!;
  });
  return toSellerProduct(row, await repo.listImages(ctx.db, [id]), ctx.locale);
}

export async function deleteProduct(ctx: ProductsCaller, id: string) {
  const { product } = await ownProduct(ctx, id);
  const images = await repo.listImages(ctx.db, [product.id]);
  await ctx.db.transaction(async (tx) => {
    // Its reviews go with it: the maker's rating stops counting them (the row is locked, so a
    // review written meanwhile is counted here or refused with the product gone).
    const rating = await ratings.lockProductRating(tx, product.id);
    if (rating && rating.count > 0) {
      await changeCompanyRating(tx, product.companyId, { count: -rating.count, sum: -rating.sum });
    }
    await repo.deleteProduct(tx, product.id);
  });
  await removeStoredVariants(mediaStoreFor(ctx.config), images);
}

/** Keeps the product row's cover (the first image) in step with its images. */
async function refreshCover(ctx: CatalogContext, productId: string) {
  const [first] = await repo.listImages(ctx.db, [productId]);
  await repo.setCoverImage(
    ctx.db,
    productId,
    first
      ? { id: first.id, variants: first.variants, width: first.width, height: first.height }
      : null,
  );
}

/** Adds an image at the end (at most 8; checked by content, stored in several widths). */
export async function addImage(ctx: ProductsCaller, id: string, bytes: Buffer) {
  const { product } = await ownProduct(ctx, id);
  const existing = await repo.listImages(ctx.db, [id]);
  if (existing.length >= MAX_PRODUCT_IMAGES) throw new ConflictError('tooManyImages');
  const stored = await storeImageVariants(bytes, {
    media: mediaStoreFor(ctx.config),
    folder: `products/${product.id}`,
    widths: PRODUCT_IMAGE_WIDTHS,
  });
  await repo.insertImage(ctx.db, {
    productId: id,
    position: (existing.at(-1)?.position ?? -1) + 1,
    ...stored,
  });
  await refreshCover(ctx, id);
  return getOwnProduct(ctx, id);
}

export async function removeProductImage(ctx: ProductsCaller, id: string, imageId: string) {
  await ownProduct(ctx, id);
  const removed = await repo.deleteImage(ctx.db, id, imageId);
  if (!removed) throw new NotFoundError();
  await removeStoredVariants(mediaStoreFor(ctx.config), [removed]);
  await refreshCover(ctx, id);
  return getOwnProduct(ctx, id);
}

/** Puts the images in the given order (every image of the product, each once). */
export async function orderImages(ctx: ProductsCaller, id: string, ids: string[]) {
  await ownProduct(ctx, id);
  const existing = await repo.listImages(ctx.db, [id]);
  requireReorder(
    ids,
    existing.map((image) => image.id),
  );
  await ctx.db.transaction(async (tx) => {
    for (const [position, imageId] of ids.entries()) {
      await repo.setImagePosition(tx, imageId, position);
    }
  });
  await refreshCover(ctx, id);
  return getOwnProduct(ctx, id);
}
