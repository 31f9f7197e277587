import { beforeAll, expect } from 'vitest';
import {
  categories,
  courierPricing,
  products,
  type ProductVersion,
} from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import { createUser, type TestContext, useTestApp } from '../../../test/helpers.js';
import { productVersion } from '../../../test/marketplace.js';

export let ctx: TestContext;
export let companyId: string;
export let otherCompanyId: string;
export let ceramicsId: string;
export let vasesId: string;
export let textilesId: string;
export const ids: Record<string, string> = {};

/** One language version of a product (see `productVersion`). */
export const version = productVersion;

/** The creation time the next inserted product gets (each insert moves it a minute on). */
export const clock = { now: new Date('2026-01-01T00:00:00Z').getTime() };

/** Inserts products as the seller service would (search text included). */
export async function insertProducts(
  rows: (Partial<typeof products.$inferInsert> & { key: string; versions: ProductVersion[] })[],
) {
  const inserted = await ctx.database.db
    .insert(products)
    .values(
      rows.map(({ key: _key, ...row }) => ({
        companyId,
        categoryId: ceramicsId,
        priceAmount: 1000,
        currency: 'EUR',
        quantity: 5,
        createdAt: new Date((clock.now += 60_000)),
        ...row,
      })),
    )
    .returning({ id: products.id });
  rows.forEach((row, i) => (ids[row.key] = inserted[i]!.id));
  return inserted.map((r) => r.id);
}

/** Opens the app with the categories, makers and products the catalog tests search. */
export function useCatalogApp() {
  ctx = useTestApp();
  beforeAll(async () => {
    const db = ctx.database.db;
    const [ceramics, textiles] = await db
      .insert(categories)
      .values([
        { slug: 'ceramics', names: { 'en-US': 'Ceramics', 'pl-PL': 'Ceramika' }, position: 0 },
        { slug: 'textiles', names: { 'en-US': 'Textiles', 'de-DE': 'Textilien' }, position: 1 },
      ])
      .returning();
    const [vases] = await db
      .insert(categories)
      .values({
        slug: 'vases',
        parentId: ceramics!.id,
        names: { 'en-US': 'Vases', 'de-DE': 'Vasen' },
      })
      .returning();
    ceramicsId = ceramics!.id;
    textilesId = textiles!.id;
    vasesId = vases!.id;
    companyId = (await createUser(ctx, { permissions: 'seller', withCompany: true })).companyId!;
    otherCompanyId = (await createUser(ctx, { permissions: 'seller', withCompany: true }))
      .companyId!;
    await db.insert(courierPricing).values({
      companyId,
      carrier: 'inpost_locker',
      priceAmount: 1299,
      currency: 'EUR',
      externalId: 'locker',
      freeDeliveryThreshold: 20000,
    });
    await insertProducts([
      {
        key: 'mug',
        versions: [
          version('en-US', 'Peacock Eye Stoneware Mug', 'Thrown from Bolesławiec clay.'),
          version('pl-PL', 'Kubek kamionkowy Pawie Oczko', 'Toczony z bolesławieckiej gliny.'),
        ],
        priceAmount: 2900,
        lastPriceAmount: 3400,
        specialOffer: true,
        ratingAverage: 4.5,
        ratingCount: 2,
      },
      {
        key: 'vase',
        versions: [version('de-DE', 'Große Vase aus Steinzeug'), version('en-US', 'Tall Vase')],
        subcategoryId: vasesId,
        priceAmount: 8900,
        ratingAverage: 5,
        ratingCount: 1,
      },
      {
        key: 'scarf',
        versions: [version('pl-PL', 'Żółty szal lniany', 'Tkany ręcznie w Łodzi.')],
        categoryId: textilesId,
        priceAmount: 15000,
        quantity: 0,
      },
      {
        key: 'used',
        versions: [version('en-US', 'Linen Tablecloth')],
        categoryId: textilesId,
        priceAmount: 4500,
        condition: 'used',
        companyId: otherCompanyId,
      },
    ]);
  });
}

export function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

export async function found(query: string) {
  const response = await get(`/api/products?${query}`);
  expect(response.statusCode, query).toBe(200);
  return response.json<{ items: { _id: string }[] }>().items.map((item) => item._id);
}

/**
 * Another object for the database (what is kept per database object starts empty for it) that
 * counts the statements sent through it in `sent.statements`: each goes through its session's
 * prepareQuery, on either driver.
 */
export function countingStatements(database: Database) {
  const sent = { statements: 0 };
  const session = new Proxy(database._.session, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== 'prepareQuery' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        sent.statements++;
        return (value as (...a: unknown[]) => unknown).apply(receiver, args);
      };
    },
  });
  const db = new Proxy(database, {
    get(target, key, receiver) {
      if (key === 'session') return session;
      if (key === '_') return { ...target._, session };
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db, sent };
}
