/**
 * A small marketplace for tests that need makers, orders and payments: makers with a courier, a
 * shop and (optionally) their own AutoPay service; buyers who place orders through the API; and
 * the payment operators' sandboxes driven as a buyer would.
 */
import net from 'node:net';
import { beforeAll, expect } from 'vitest';
import type { Payment, PlacedOrders } from '@kramik/contract';
import {
  categories,
  courierPricing,
  products,
  sellerSettings,
  shops,
  type ProductVersion,
} from '../src/db/schema/index.js';
import { SecretBox } from '../src/lib/secrets.js';
import { defaultAdapters, type PaymentsDeps } from '../src/modules/payments/payments.deps.js';
import { createTestApp, signedIn, type TestContext, type TestUser } from './helpers.js';

/** A free TCP port on the loopback address, for tests that listen (the sandboxes call back). */
export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The file's app in emulator payments mode, listening on a free loopback port at `base` (the
 * sandboxes call its notify endpoints back), built before its tests. The emulators' notifications
 * go out only when a test drains them, never on their own.
 */
export function useEmulatorApp() {
  const ctx = {} as TestContext & { base: string };
  beforeAll(async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    Object.assign(ctx, await createTestApp({ PUBLIC_URL: base, PAYMENTS_MODE: 'emulator' }), {
      base,
    });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    await ctx.app.sandbox.stop();
  });
  return ctx;
}

export interface Maker {
  user: TestUser;
  companyId: string;
  authorization: string;
  courierId: string;
  /** The maker's AutoPay service id and key (stored only when `autopay` was asked for). */
  serviceId: string;
  bmKey: string;
}

/** A top-level category named in English only (enough for products in tests). */
export async function insertCategory(ctx: TestContext, slug: string, name: string) {
  const [category] = await ctx.database.db
    .insert(categories)
    .values({ slug, names: { 'en-US': name } })
    .returning({ id: categories.id });
  return category!.id;
}

/** A courier price list entry of the company's: DPD courier at 15.00 EUR unless told otherwise. */
export async function insertCourier(
  ctx: TestContext,
  companyId: string,
  values: Partial<typeof courierPricing.$inferInsert> = {},
) {
  const [courier] = await ctx.database.db
    .insert(courierPricing)
    .values({
      companyId,
      carrier: 'dpd_courier',
      priceAmount: 1500,
      currency: 'EUR',
      externalId: `dpd-${companyId.slice(0, 8)}`,
      ...values,
    })
    .returning({ id: courierPricing.id });
  return courier!.id;
}

/** A shop of the company's in Kraków (closed every day unless `hours` says otherwise). */
export async function insertShop(
  ctx: TestContext,
  companyId: string,
  values: Partial<typeof shops.$inferInsert> = {},
) {
  const [shop] = await ctx.database.db
    .insert(shops)
    .values({
      companyId,
      title: 'Studio',
      street: 'Rynek 1',
      city: 'Kraków',
      postalCode: '31-042',
      country: 'PL',
      lat: 50.06,
      lng: 19.94,
      timeZone: 'Europe/Warsaw',
      hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      ...values,
    })
    .returning({ id: shops.id });
  return shop!.id;
}

/** One language version of a product, with no texts but its name (and description). */
export function productVersion(locale: string, name: string, description = ''): ProductVersion {
  return { locale, name, description, action: '', howToUse: '', composition: '' };
}

/** A product of the company's in EUR, named in English ("Jug") unless `names` says otherwise. */
export async function insertProduct(
  ctx: TestContext,
  product: {
    companyId: string;
    categoryId: string;
    price: number;
    quantity: number;
    name?: string;
    /** Its name per locale: a version each, in this order. */
    names?: Record<string, string>;
  },
) {
  const names = product.names ?? { 'en-US': product.name ?? 'Jug' };
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      companyId: product.companyId,
      categoryId: product.categoryId,
      versions: Object.entries(names).map(([locale, name]) => productVersion(locale, name)),
      priceAmount: product.price,
      currency: 'EUR',
      quantity: product.quantity,
    })
    .returning({ id: products.id });
  return row!.id;
}

/** A maker with a DPD courier at 15.00 EUR, one shop, and (if asked) their own AutoPay service. */
export async function addMaker(ctx: TestContext, options: { autopay: boolean }): Promise<Maker> {
  const { user, authorization } = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  const companyId = user.companyId!;
  const courierId = await insertCourier(ctx, companyId);
  await insertShop(ctx, companyId);
  const bmKey = `bm-key-${companyId.slice(0, 8)}`;
  const serviceId = String(100000 + Math.floor(Math.random() * 800000));
  if (options.autopay) {
    const secrets = SecretBox.fromConfig(ctx.config.secretsKey, ctx.config.dataDir);
    await ctx.database.db.insert(sellerSettings).values({
      companyId,
      autopayIdShop: serviceId,
      autopayBmKeyEncrypted: secrets.encrypt(bmKey),
    });
  }
  return {
    user,
    companyId,
    authorization,
    courierId,
    serviceId,
    bmKey,
  };
}

/** One product of the maker's, in stock. */
export function addProduct(
  ctx: TestContext,
  maker: Maker,
  categoryId: string,
  price: number,
  quantity = 5,
) {
  return insertProduct(ctx, { companyId: maker.companyId, categoryId, price, quantity });
}

export const TEST_ADDRESS = {
  street: 'ul. Długa 5',
  city: 'Gdańsk',
  postalCode: '80-827',
  country: 'PL',
};

/** The buyer's address as the address book and the checkout take it (a region too). */
export const TEST_SHIPPING_ADDRESS = { ...TEST_ADDRESS, region: '' };

/** A buyer's invoice data, at the test address. */
export function testInvoice(companyName = 'Pracownia Sp. z o.o.') {
  return { companyName, taxId: '5260250274', ...TEST_ADDRESS };
}

export interface Buyer {
  user: TestUser;
  authorization: string;
}

/** A buyer, signed in. */
export async function addBuyer(ctx: TestContext): Promise<Buyer> {
  const { user, authorization } = await signedIn(ctx);
  return { user, authorization };
}

/** A new buyer who ordered one 40.00 EUR jug from each maker given (DPD, 15.00: 55.00 each). */
export async function placeOrders(ctx: TestContext, categoryId: string, ...makers: Maker[]) {
  return placeOrdersAs(ctx, await addBuyer(ctx), categoryId, ...makers);
}

/** The buyer orders one 40.00 EUR jug from each maker given (DPD, 15.00: 55.00 each). */
export async function placeOrdersAs(
  ctx: TestContext,
  { user, authorization }: Buyer,
  categoryId: string,
  ...makers: Maker[]
) {
  for (const m of makers) {
    const productId = await addProduct(ctx, m, categoryId, 4000);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { authorization },
      payload: { productId, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
  }
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization },
    payload: {
      groups: makers.map((m) => ({ sellerId: m.companyId, deliveryOptionId: m.courierId })),
      shippingAddress: TEST_ADDRESS,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user, authorization, orders: res.json<PlacedOrders>().orders };
}

/** The buyer chooses an operator for some of their orders. */
export async function startPayment(
  ctx: TestContext,
  authorization: string,
  operator: string,
  orderIds: string[],
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { authorization },
    payload: { operator, orderIds },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Payment>();
}

/** The buyer presses a button on the operator's hosted page (a form POST). */
export async function pressOnOperatorPage(pageUrl: string, action: string) {
  const page = await fetch(pageUrl);
  expect(page.status, await page.clone().text()).toBe(200);
  const html = await page.text();
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)"><button[^>]*>([^<]+)</g)];
  const form = forms.find((f) => f[2] === action);
  if (!form) throw new Error(`no "${action}" button on ${pageUrl}: ${html.slice(0, 300)}`);
  const target = new URL(form[1]!.replace(/&amp;/g, '&'), pageUrl);
  return fetch(target, { method: 'POST', redirect: 'manual' });
}

/** What the payments service needs, as the app builds it (no mail kick: tests read the outbox). */
export function paymentsDepsOf(ctx: TestContext): PaymentsDeps {
  return {
    db: ctx.database.db,
    config: ctx.config,
    secrets: SecretBox.fromConfig(ctx.config.secretsKey, ctx.config.dataDir),
    kickMail: () => undefined,
    adapters: defaultAdapters(),
  };
}
