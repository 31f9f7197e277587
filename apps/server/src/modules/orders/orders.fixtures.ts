import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { PlacedOrders } from '@kramik/contract';
import { courierPricing, orders, products, shops } from '../../db/schema/index.js';
import {
  createTestApp,
  createUser,
  loginAs,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.js';
import { insertCategory, TEST_ADDRESS } from '../../../test/marketplace.js';

export let ctx: TestContext;
export let categoryId: string;

export interface Maker {
  user: TestUser;
  companyId: string;
  authorization: string;
  courierId: string;
  lockerId: string;
  codId: string;
  shopId: string | null;
}

export const HOURS = {
  mon: [{ open: '10:00', close: '18:00' }],
  tue: [{ open: '10:00', close: '18:00' }],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};

export async function maker(withShop: boolean): Promise<Maker> {
  const user = await createUser(ctx, { permissions: 'seller', withCompany: true });
  const companyId = user.companyId!;
  const tag = companyId.slice(0, 8);
  const [courier, locker, cod] = await ctx.database.db
    .insert(courierPricing)
    .values([
      {
        companyId,
        carrier: 'dpd_courier',
        priceAmount: 1500,
        currency: 'EUR',
        externalId: `dpd-${tag}`,
        freeDeliveryThreshold: 10000,
      },
      {
        companyId,
        carrier: 'inpost_locker',
        priceAmount: 999,
        currency: 'EUR',
        externalId: `inpost-${tag}`,
        freeDeliveryThreshold: null,
      },
      {
        companyId,
        carrier: 'gls_courier_cod',
        priceAmount: 2000,
        currency: 'EUR',
        externalId: `gls-${tag}`,
        freeDeliveryThreshold: null,
      },
    ])
    .returning();
  let shopId: string | null = null;
  if (withShop) {
    const [shop] = await ctx.database.db
      .insert(shops)
      .values({
        companyId,
        title: `Workshop ${tag}`,
        street: 'ul. Rynek 1',
        city: 'Kraków',
        postalCode: '31-042',
        country: 'PL',
        lat: 50.06,
        lng: 19.94,
        timeZone: 'Europe/Warsaw',
        hours: HOURS,
      })
      .returning();
    shopId = shop!.id;
  }
  return {
    user,
    companyId,
    authorization: (await loginAs(ctx, user)).authorization,
    courierId: courier!.id,
    lockerId: locker!.id,
    codId: cod!.id,
    shopId,
  };
}

export async function productOf(m: Maker, price: number, quantity: number, name = 'Bowl') {
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      companyId: m.companyId,
      categoryId,
      versions: [
        { locale: 'en-US', name, description: '', action: '', howToUse: '', composition: '' },
        {
          locale: 'pl-PL',
          name: `${name} PL`,
          description: '',
          action: '',
          howToUse: '',
          composition: '',
        },
      ],
      priceAmount: price,
      currency: 'EUR',
      quantity,
    })
    .returning({ id: products.id });
  return row!.id;
}

export async function buyer() {
  const user = await createUser(ctx);
  return { user, authorization: (await loginAs(ctx, user)).authorization };
}

export function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  authorization?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(authorization ? { authorization } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const ADDRESS = { ...TEST_ADDRESS, region: '' };
export const INVOICE = {
  companyName: 'Pracownia Sp. z o.o.',
  taxId: '5260250274',
  street: 'ul. Długa 5',
  city: 'Gdańsk',
  postalCode: '80-827',
  country: 'PL',
};

export async function productQuantity(id: string) {
  const [row] = await ctx.database.db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, id));
  return row!.quantity;
}

export let makerA: Maker;
export let makerB: Maker;
export let makerNoShop: Maker;
/** Opens the app with a category and the three makers every orders test file starts from. */
export function useOrdersApp() {
  beforeAll(async () => {
    ctx = await createTestApp({}, { poolSize: 12 });
    categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
    makerA = await maker(true);
    makerB = await maker(true);
    makerNoShop = await maker(false);
  });
}

/** A buyer with one product of maker A and one of maker B in the cart. */
export async function twoMakerCart(quantityA = 1) {
  const b = await buyer();
  const a = await productOf(makerA, 6000, 5, 'Jug');
  const bb = await productOf(makerB, 2500, 5, 'Shawl');
  await call('POST', '/api/cart/items', b.authorization, { productId: a, quantity: quantityA });
  await call('POST', '/api/cart/items', b.authorization, { productId: bb, quantity: 2 });
  return { ...b, productA: a, productB: bb };
}

export const deliveryA = () => ({ sellerId: makerA.companyId, deliveryOptionId: makerA.courierId });
export const pickupB = () => ({ sellerId: makerB.companyId, pickupShopId: makerB.shopId });

export async function placedFor(method: 'delivery' | 'pickup') {
  const b = await buyer();
  const p = await productOf(makerA, 5000, 4, 'Plate');
  await call('POST', '/api/cart/items', b.authorization, { productId: p, quantity: 2 });
  const group =
    method === 'delivery'
      ? deliveryA()
      : { sellerId: makerA.companyId, pickupShopId: makerA.shopId };
  const res = await call('POST', '/api/orders', b.authorization, {
    groups: [group],
    shippingAddress: ADDRESS,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...b, productId: p, order: res.json<PlacedOrders>().orders[0]! };
}

/** Stands in for the payments issue's notification: the order is paid. */
export async function markPaid(orderId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  await ctx.database.db
    .update(orders)
    .set({
      status: 'paid',
      paymentStatus: 'paid',
      paidAmount: row!.totalAmount,
      paidAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}
