import {
  DEFAULT_LOCALE,
  LOCALES,
  MAX_MAKING_OF_PHOTOS,
  PassportInputSchema,
  PIECE_DELIVERED_STATUSES,
  type Locale,
  type OrderPieces,
  type Piece,
  type ProductPassport,
  type SellerPassport,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { CoverImage, PassportTexts } from '../../db/schema/index.js';
import { translate, type MessageKey } from '../../i18n/messages.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { imagesOf, removeStoredVariants, storeImageVariants, toImage } from '../../lib/images.js';
import { mediaStoreFor } from '../../lib/media-store.js';
import { parseForm } from '../../lib/validation.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { PRODUCT_IMAGE_WIDTHS, productUrl } from '../catalog/catalog.service.js';
import { requireOwnCompany } from '../companies/companies.service.js';
import { pieceCardPdf } from './piece-card.js';
import * as repo from './passports.repo.js';

export interface PassportsDeps {
  db: Database;
  config: Config;
}
export type PassportsContext = PassportsDeps & RequestContext;
type MakerContext = PassportsDeps & SignedInContext;

const EMPTY_TEXTS: PassportTexts = { materials: '', technique: '', care: '' };

/** The texts in the caller's language, else in the default one, else in any. */
function textsFor(texts: Record<string, PassportTexts>, locale: Locale): PassportTexts {
  const filled = (t: PassportTexts | undefined) =>
    t && (t.materials || t.technique || t.care) ? t : undefined;
  return (
    filled(texts[locale]) ??
    filled(texts[DEFAULT_LOCALE]) ??
    Object.values(texts).find((t) => filled(t)) ??
    EMPTY_TEXTS
  );
}

function nameFor(names: Record<string, string>, locale: Locale) {
  return names[locale] || names[DEFAULT_LOCALE] || Object.values(names).find(Boolean) || '';
}

const coverOf = (cover: CoverImage | null) =>
  cover ? toImage(cover.id, cover.variants, cover.width, cover.height) : null;

const delivered = (status: string) =>
  (PIECE_DELIVERED_STATUSES as readonly string[]).includes(status);

async function ownProduct(ctx: MakerContext, productId: string) {
  const company = await requireOwnCompany(ctx);
  const product = await repo.findPassportProduct(ctx.db, productId);
  if (!product || product.companyId !== company.id) throw new NotFoundError();
  return product;
}

/** The maker's passport form of a product (empty fields while none was saved). */
export async function getOwnPassport(
  ctx: MakerContext,
  productId: string,
): Promise<SellerPassport> {
  await ownProduct(ctx, productId);
  // One query after another: the context's executor may be a transaction.
  const passport = await repo.findPassport(ctx.db, productId);
  const photos = await repo.listMakingOf(ctx.db, [productId]);
  const held = await repo.countHeldNumbers(ctx.db, productId);
  return {
    productId,
    versions: LOCALES.filter((locale) => passport?.texts[locale]).map((locale) => ({
      locale,
      ...passport!.texts[locale]!,
    })),
    hoursOfWork: passport?.hoursOfWork ?? null,
    editionSize: passport?.editionSize ?? null,
    editionsAssigned: held,
    photos: imagesOf(photos),
  };
}

/**
 * Saves the passport: texts per language (each at most once), hours of work and the edition. An
 * edition cannot shrink below the numbers sold pieces already carry, nor turn one of a kind then.
 */
export async function updatePassport(ctx: MakerContext, productId: string, body: unknown) {
  await ownProduct(ctx, productId);
  const input = parseForm(PassportInputSchema, body, 'validationFailed');
  const fields: Record<string, MessageKey> = {};
  const seen = new Set<string>();
  input.versions.forEach((version, i) => {
    if (seen.has(version.locale)) fields[`versions.${i}.locale`] = 'passportVersionDuplicate';
    seen.add(version.locale);
  });
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  const held = await repo.countHeldNumbers(ctx.db, productId);
  if (held > 0 && (input.editionSize === null || input.editionSize < held)) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'editionSizeBelowSold',
      { editionSize: 'editionSizeBelowSold' },
      { sold: String(held) },
    );
  }
  const texts: Record<string, PassportTexts> = {};
  for (const { locale, materials, technique, care } of input.versions) {
    if (materials || technique || care) texts[locale] = { materials, technique, care };
  }
  await repo.savePassport(ctx.db, {
    productId,
    texts,
    hoursOfWork: input.hoursOfWork,
    editionSize: input.editionSize,
  });
  return getOwnPassport(ctx, productId);
}

/** Adds a making-of photo at the end (at most 6; checked by content, stored in several widths). */
export async function addMakingOfPhoto(ctx: MakerContext, productId: string, bytes: Buffer) {
  await ownProduct(ctx, productId);
  const existing = await repo.listMakingOf(ctx.db, [productId]);
  if (existing.length >= MAX_MAKING_OF_PHOTOS) throw new ConflictError('tooManyMakingOfPhotos');
  const stored = await storeImageVariants(bytes, {
    media: mediaStoreFor(ctx.config),
    folder: `products/${productId}/making-of`,
    widths: PRODUCT_IMAGE_WIDTHS,
  });
  await repo.insertMakingOf(ctx.db, {
    productId,
    position: (existing.at(-1)?.position ?? -1) + 1,
    ...stored,
  });
  return getOwnPassport(ctx, productId);
}

/**
 * Removes a making-of photo (an unknown one: nothing to do). Its files stay while a sold piece's
 * snapshot shows them; they are removed only when no piece refers to them.
 */
export async function removeMakingOfPhoto(ctx: MakerContext, productId: string, imageId: string) {
  await ownProduct(ctx, productId);
  const removed = await repo.deleteMakingOf(ctx.db, productId, imageId);
  if (removed && !(await repo.isPhotoInPieces(ctx.db, productId, imageId)))
    await removeStoredVariants(mediaStoreFor(ctx.config), [removed]);
  return getOwnPassport(ctx, productId);
}

/**
 * The public passport page of a product (what its QR code opens): maker, passport texts in the
 * caller's language, hours, edition and photos. A product the catalog does not list is 404 (its
 * maker and the administrators still see it, as on the product page).
 */
export async function getProductPassport(
  ctx: PassportsContext,
  productId: string,
): Promise<ProductPassport> {
  const product = await repo.findPassportProduct(ctx.db, productId);
  const user = ctx.auth?.user;
  const insider =
    user?.permissions === 'admin' || (!!user && user.companyId === product?.companyId);
  if (!product || (!product.listed && !insider)) throw new NotFoundError();
  const passport = await repo.findPassport(ctx.db, productId);
  const photos = await repo.listMakingOf(ctx.db, [productId]);
  const texts = textsFor(passport?.texts ?? {}, ctx.locale);
  return {
    productId,
    productName: nameFor(
      Object.fromEntries(product.versions.map((v) => [v.locale, v.name])),
      ctx.locale,
    ),
    productUrl: productUrl(ctx.config, productId),
    maker: { _id: product.companyId, name: product.makerName },
    hasPassport: passport !== undefined,
    ...texts,
    hoursOfWork: passport?.hoursOfWork ?? null,
    editionSize: passport?.editionSize ?? null,
    cover: coverOf(product.coverImage),
    photos: imagesOf(photos),
  };
}

export function pieceUrl(config: Config, code: string) {
  return `${config.publicUrl}/pieces/${code}`;
}

type PieceRow = NonNullable<Awaited<ReturnType<typeof repo.findPiece>>>;

function toPiece(ctx: PassportsContext, { piece }: PieceRow): Piece {
  const { snapshot } = piece;
  return {
    code: piece.code,
    productId: piece.productId,
    productName: nameFor(snapshot.names, ctx.locale),
    maker: { _id: piece.companyId, name: snapshot.makerName },
    editionNumber: piece.editionNumber,
    editionSize: piece.editionSize,
    soldAt: piece.createdAt.toISOString(),
    ...textsFor(snapshot.texts, ctx.locale),
    hoursOfWork: snapshot.hoursOfWork,
    cover: coverOf(snapshot.cover ?? null),
    photos: imagesOf(snapshot.photos),
    url: pieceUrl(ctx.config, piece.code),
  };
}

/**
 * A sold piece's page, public by its code once its order is delivered (or picked up); before
 * that, and for a cancelled order, 404 for everyone.
 */
export async function getPiece(ctx: PassportsContext, code: string) {
  const row = await repo.findPiece(ctx.db, code);
  if (!row || !delivered(row.status)) throw new NotFoundError();
  return toPiece(ctx, row);
}

/**
 * The printable card of a piece (PDF): for the order's buyer once it is delivered, and for its
 * maker at any time (to put it in the parcel); anyone else gets 404.
 */
export async function pieceCard(ctx: PassportsDeps & SignedInContext, code: string) {
  const row = await repo.findPiece(ctx.db, code);
  const user = ctx.auth.user;
  const maker = !!row && user.companyId === row.piece.companyId;
  const buyer = !!row && row.buyerId === user._id && delivered(row.status);
  if (!row || row.status === 'cancelled' || !(maker || buyer)) throw new NotFoundError();
  const piece = toPiece(ctx, row);
  return pieceCardPdf(
    {
      productName: piece.productName,
      makerName: piece.maker.name,
      code: piece.code,
      editionNumber: piece.editionNumber,
      editionSize: piece.editionSize,
      soldAt: row.piece.createdAt,
      materials: piece.materials,
      technique: piece.technique,
      hoursOfWork: piece.hoursOfWork,
      care: piece.care,
      url: piece.url,
    },
    ctx.locale,
  );
}

/**
 * The pieces of an order: its buyer sees them once the order is delivered (an empty list before),
 * its maker always; anyone else gets 404.
 */
export async function listOrderPieces(
  ctx: PassportsDeps & SignedInContext,
  orderId: string,
): Promise<OrderPieces> {
  const order = await repo.findOrderOwners(ctx.db, orderId);
  const user = ctx.auth.user;
  const isBuyer = order?.buyerId === user._id;
  const isMaker = !!order && user.companyId === order.companyId;
  if (!order || !(isBuyer || isMaker)) throw new NotFoundError();
  if (!isMaker && !delivered(order.status)) return { items: [] };
  const rows = await repo.listOrderPieces(ctx.db, orderId);
  return {
    items: rows.map(({ piece, itemName }) => ({
      code: piece.code,
      orderItemId: piece.orderItemId,
      productName: itemName,
      editionNumber: piece.editionNumber,
      editionSize: piece.editionSize,
    })),
  };
}

/** A page head's share image: the 640 px width of a photo, as an absolute address. */
function shareImage(config: Config, image: { srcset: string; url: string } | null) {
  if (!image) return undefined;
  const w640 = image.srcset
    .split(', ')
    .find((s) => s.endsWith(' 640w'))
    ?.split(' ')[0];
  return `${config.publicUrl}${w640 ?? image.url}`;
}

/**
 * The head of a product's passport page (`/products/{id}/passport`), written by the server like
 * the product page's, so that the QR code's link shares with its title and photo; 'not-found' for
 * a product the catalog does not list.
 */
export async function passportPageMeta(ctx: PassportsContext, productId: string) {
  const passport = await getProductPassport({ ...ctx, auth: null }, productId).catch(
    (error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    },
  );
  if (!passport) return 'not-found' as const;
  return {
    title: `${translate('cardTitle', ctx.locale)}: ${passport.productName} · ${passport.maker.name} · Kramik`,
    description: [passport.materials, passport.technique].filter(Boolean).join(' · ') || undefined,
    image: shareImage(ctx.config, passport.photos[0] ?? passport.cover),
    url: `${passport.productUrl}/passport`,
  };
}

/** The head of a sold piece's page (`/pieces/{code}`); 'not-found' until it is delivered. */
export async function piecePageMeta(ctx: PassportsContext, code: string) {
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(code)) return 'not-found' as const;
  const row = await repo.findPiece(ctx.db, code);
  if (!row || !delivered(row.status)) return 'not-found' as const;
  const piece = toPiece(ctx, row);
  return {
    title: `${translate('cardTitle', ctx.locale)}: ${piece.productName} · ${piece.maker.name} · Kramik`,
    description: [piece.materials, piece.technique].filter(Boolean).join(' · ') || undefined,
    image: shareImage(ctx.config, piece.cover),
    url: piece.url,
  };
}
