import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { PlacedOrders } from '@kramik/contract';
import { orders, products } from '../../db/schema/index.js';
import {
  callerOf,
  signedIn,
  useTestApp,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.js';
import {
  addBuyer,
  insertCategory,
  insertCourier,
  insertProduct,
  insertShop,
  TEST_SHIPPING_ADDRESS,
  testInvoice,
} from '../../../test/marketplace.js';

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
  const { user, authorization } = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  const companyId = user.companyId!;
  const tag = companyId.slice(0, 8);
  const courierId = await insertCourier(ctx, companyId, { freeDeliveryThreshold: 10000 });
  const lockerId = await insertCourier(ctx, companyId, {
    carrier: 'inpost_locker',
    priceAmount: 999,
    externalId: `inpost-${tag}`,
  });
  const codId = await insertCourier(ctx, companyId, {
    carrier: 'gls_courier_cod',
    priceAmount: 2000,
    externalId: `gls-${tag}`,
  });
  const shopId = withShop
    ? await insertShop(ctx, companyId, {
        title: `Workshop ${tag}`,
        street: 'ul. Rynek 1',
        hours: HOURS,
      })
    : null;
  return { user, companyId, authorization, courierId, lockerId, codId, shopId };
}

/** A product of the maker's in the test category, named in English and Polish. */
export function productOf(m: Maker, price: number, quantity: number, name = 'Bowl') {
  return insertProduct(ctx, {
    companyId: m.companyId,
    categoryId,
    price,
    quantity,
    names: { 'en-US': name, 'pl-PL': `${name} PL` },
  });
}

export const buyer = () => addBuyer(ctx);

/** `call(method, url, authorization?, payload?, headers?)` on the orders app. */
export function call(...request: Parameters<ReturnType<typeof callerOf>>) {
  return callerOf(ctx)(...request);
}

export const ADDRESS = TEST_SHIPPING_ADDRESS;
export const INVOICE = testInvoice();

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
  ctx = useTestApp({}, { poolSize: 12 });
  beforeAll(async () => {
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
