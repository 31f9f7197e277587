import tzLookup from '@photostructure/tz-lookup';
import {
  isOpenAt,
  isValidPostalCode,
  MAX_MAP_PINS,
  MAX_SHOP_IMAGES,
  ShopInputSchema,
  type OpeningHours,
  type Shop,
  type ShopMap,
  type Weekday,
  WEEKDAYS,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { shopImages, shops } from '../../db/schema/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { imagesOf, removeStoredVariants, storeImageVariants } from '../../lib/images.js';
import { mediaStoreFor } from '../../lib/media-store.js';
import { summary } from '../../lib/text.js';
import { parseForm } from '../../lib/validation.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { isMakerListed, unlistedMakerIds } from '../catalog/catalog.service.js';
import { requireOwnCompany } from '../companies/companies.service.js';
import { isCountryCode } from '../site/countries.js';
import * as repo from './shops.repo.js';

export interface ShopsDeps {
  db: Database;
  config: Config;
}
/** What the shop services take: the module's collaborators with the request's context. */
export type ShopsContext = ShopsDeps & RequestContext;
/** The same for a signed-in maker. */
export type ShopsCaller = ShopsDeps & SignedInContext;

/** Widths stored of every shop photo (cards, the shop page). */
const SHOP_IMAGE_WIDTHS = [320, 960] as const;

type ShopRow = typeof shops.$inferSelect;
type ShopImageRow = typeof shopImages.$inferSelect;

function toShop(row: ShopRow, images: ShopImageRow[], companyName: string): Shop {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    location: { lat: row.lat, lng: row.lng },
    timeZone: row.timeZone,
    hours: row.hours as OpeningHours,
    visibleOnMap: row.visibleOnMap,
    images: imagesOf(images.filter((image) => image.shopId === row.id)),
    company: { _id: row.companyId, shortName: companyName },
    createdAt: row.createdAt.toISOString(),
  };
}

async function shopsWithImages(ctx: ShopsContext, rows: ShopRow[]) {
  const images = await repo.listShopImages(
    ctx.db,
    rows.map((row) => row.id),
  );
  const names = await repo.companyNames(ctx.db, [...new Set(rows.map((row) => row.companyId))]);
  return rows.map((row) => toShop(row, images, names.get(row.companyId) ?? ''));
}

/** The form's rules beyond its shape: a known country, its postal code format. */
function checkInput(body: unknown) {
  const input = parseForm(ShopInputSchema, body, 'fillAllRequired');
  const fields: Record<string, 'fieldInvalid' | 'postalCodeFormat'> = {};
  if (!isCountryCode(input.country)) fields.country = 'fieldInvalid';
  else if (!isValidPostalCode(input.postalCode, input.country)) {
    fields.postalCode = 'postalCodeFormat';
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  const location = input.location;
  return {
    title: input.title,
    description: input.description,
    street: input.street,
    city: input.city,
    postalCode: input.postalCode,
    country: input.country,
    lat: location.lat,
    lng: location.lng,
    // Hours are kept in the shop's own zone, found from its location.
    timeZone: tzLookup(location.lat, location.lng),
    hours: input.hours,
    visibleOnMap: input.visibleOnMap,
  };
}

async function ownShop(ctx: ShopsCaller, id: string) {
  const company = await requireOwnCompany(ctx);
  const shop = await repo.findOwnShop(ctx.db, company.id, id);
  if (!shop) throw new NotFoundError();
  return { company, shop };
}

export async function listOwnShops(ctx: ShopsCaller) {
  const company = await requireOwnCompany(ctx);
  return { items: await shopsWithImages(ctx, await repo.listCompanyShops(ctx.db, company.id)) };
}

export async function createShop(ctx: ShopsCaller, body: unknown) {
  const company = await requireOwnCompany(ctx);
  const row = await repo.insertShop(ctx.db, { companyId: company.id, ...checkInput(body) });
  return toShop(row, [], company.shortName);
}

export async function getOwnShop(ctx: ShopsCaller, id: string) {
  const { shop } = await ownShop(ctx, id);
  return (await shopsWithImages(ctx, [shop]))[0]!;
}

export async function updateShop(ctx: ShopsCaller, id: string, body: unknown) {
  await ownShop(ctx, id);
  const row = await repo.updateShop(ctx.db, id, checkInput(body));
  return (await shopsWithImages(ctx, [row]))[0]!;
}

export async function deleteShop(ctx: ShopsCaller, id: string) {
  const { shop } = await ownShop(ctx, id);
  const images = await repo.listShopImages(ctx.db, [shop.id]);
  await repo.deleteShop(ctx.db, shop.id);
  await removeStoredVariants(mediaStoreFor(ctx.config), images);
}

/** Adds a photo (at most 6 a shop, 2 MB each, checked by content, stored in two widths). */
export async function addShopImage(ctx: ShopsCaller, id: string, bytes: Buffer) {
  const { shop } = await ownShop(ctx, id);
  const existing = await repo.listShopImages(ctx.db, [id]);
  if (existing.length >= MAX_SHOP_IMAGES) throw new ConflictError('tooManyShopImages');
  const stored = await storeImageVariants(bytes, {
    media: mediaStoreFor(ctx.config),
    folder: `shops/${shop.id}`,
    widths: SHOP_IMAGE_WIDTHS,
  });
  await repo.insertShopImage(ctx.db, {
    shopId: id,
    position: (existing.at(-1)?.position ?? -1) + 1,
    ...stored,
  });
  return getOwnShop(ctx, id);
}

export async function removeShopImage(ctx: ShopsCaller, id: string, imageId: string) {
  await ownShop(ctx, id);
  const removed = await repo.deleteShopImage(ctx.db, id, imageId);
  if (!removed) throw new NotFoundError();
  await removeStoredVariants(mediaStoreFor(ctx.config), [removed]);
  return getOwnShop(ctx, id);
}

/** The public shop page; a shop hidden from the map still has its page (it is a pick-up point). */
export async function getPublicShop(ctx: ShopsContext, id: string) {
  const shop = await repo.findShop(ctx.db, id);
  // A blocked maker's (or one awaiting approval) shops are not shown (issue 20).
  if (!shop || !(await isMakerListed(ctx, shop.companyId))) throw new NotFoundError();
  return (await shopsWithImages(ctx, [shop]))[0]!;
}

const SCHEMA_DAYS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/**
 * The head of a shop's page (`/shops/{id}`): share tags and a JSON-LD `LocalBusiness` with its
 * address, place and opening hours; 'not-found' for an unknown id. One primary-key read. Hours are
 * stored as the shop's own wall-clock times, which is what schema.org's `opens`/`closes` mean, so
 * they go out unconverted (`24:00`, closing at midnight, as `23:59`).
 */
export async function shopPageMeta(ctx: ShopsContext, id: string) {
  const shop = await repo.findShop(ctx.db, id);
  if (!shop || !(await isMakerListed(ctx, shop.companyId))) return 'not-found' as const;
  const url = `${ctx.config.publicUrl}/shops/${shop.id}`;
  const hours = shop.hours as OpeningHours;
  return {
    title: `${shop.title} · ${shop.city} · Kramik`,
    description: summary(shop.description),
    url,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: shop.title,
        url,
        address: {
          '@type': 'PostalAddress',
          streetAddress: shop.street,
          addressLocality: shop.city,
          postalCode: shop.postalCode,
          addressCountry: shop.country,
        },
        geo: { '@type': 'GeoCoordinates', latitude: shop.lat, longitude: shop.lng },
        openingHoursSpecification: WEEKDAYS.flatMap((day) =>
          hours[day].map(({ open, close }) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day]}`,
            opens: open,
            closes: close === '24:00' ? '23:59' : close,
          })),
        ),
      },
    ],
  };
}

/** Pins of the public map, optionally only the shops open right now in their own time zone. */
export async function mapShops(
  ctx: ShopsContext,
  query: {
    bbox?: [number, number, number, number];
    openNow?: boolean;
    category?: string;
    company?: string;
  },
): Promise<ShopMap> {
  const rows = await repo.listMapShops(ctx.db, {
    exceptCompanyIds: await unlistedMakerIds(ctx),
    bbox: query.bbox,
    companyId: query.company,
    categoryId: query.category,
    limit: MAX_MAP_PINS,
  });
  const truncated = rows.length > MAX_MAP_PINS;
  const now = new Date();
  const covers = await repo.listShopImages(
    ctx.db,
    rows.map(({ shop }) => shop.id),
  );
  const items = rows
    .slice(0, MAX_MAP_PINS)
    .filter(
      ({ shop }) =>
        query.openNow === undefined ||
        isOpenAt(shop.hours as OpeningHours, shop.timeZone, now) === query.openNow,
    )
    .map(({ shop, companyName }) => {
      const cover = covers.find((image) => image.shopId === shop.id);
      return {
        _id: shop.id,
        title: shop.title,
        city: shop.city,
        country: shop.country,
        location: { lat: shop.lat, lng: shop.lng },
        timeZone: shop.timeZone,
        hours: shop.hours as OpeningHours,
        company: { _id: shop.companyId, shortName: companyName },
        image: cover ? (imagesOf([cover])[0]?.thumb ?? null) : null,
      };
    });
  return { items, truncated };
}
