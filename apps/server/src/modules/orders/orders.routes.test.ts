import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart, OrderDetail, OrderPage, PlacedOrders, Quote } from '@kramik/contract';
import {
  addresses,
  categories,
  courierPricing,
  orders,
  products,
  shops,
} from '../../db/schema/index.js';
import {
  createTestApp,
  createUser,
  latestMail,
  loginAs,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.js';
import { expireUnpaidOrders } from './orders.service.js';

let ctx: TestContext;
let categoryId: string;

interface Maker {
  user: TestUser;
  companyId: string;
  authorization: string;
  courierId: string;
  lockerId: string;
  codId: string;
  shopId: string | null;
}

const HOURS = {
  mon: [{ open: '10:00', close: '18:00' }],
  tue: [{ open: '10:00', close: '18:00' }],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};

async function maker(withShop: boolean): Promise<Maker> {
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

async function productOf(m: Maker, price: number, quantity: number, name = 'Bowl') {
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

async function buyer() {
  const user = await createUser(ctx);
  return { user, authorization: (await loginAs(ctx, user)).authorization };
}

function call(
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

const ADDRESS = {
  street: 'ul. Długa 5',
  city: 'Gdańsk',
  postalCode: '80-827',
  region: '',
  country: 'PL',
};
const INVOICE = {
  companyName: 'Pracownia Sp. z o.o.',
  taxId: '5260250274',
  street: 'ul. Długa 5',
  city: 'Gdańsk',
  postalCode: '80-827',
  country: 'PL',
};

async function productQuantity(id: string) {
  const [row] = await ctx.database.db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, id));
  return row!.quantity;
}

let makerA: Maker;
let makerB: Maker;
let makerNoShop: Maker;

beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 12 });
  const [category] = await ctx.database.db
    .insert(categories)
    .values({ slug: 'ceramics', names: { 'en-US': 'Ceramics' } })
    .returning();
  categoryId = category!.id;
  makerA = await maker(true);
  makerB = await maker(true);
  makerNoShop = await maker(false);
});

describe('cart', () => {
  it('adds, caps at the stock, changes, removes and empties, grouped by maker', async () => {
    const b = await buyer();
    const vase = await productOf(makerA, 4000, 3, 'Vase');
    const scarf = await productOf(makerB, 2500, 10, 'Scarf');

    expect((await call('GET', '/api/cart')).statusCode).toBe(401);
    let res = await call('POST', '/api/cart/items', b.authorization, {
      productId: vase,
      quantity: 2,
    });
    expect(res.statusCode).toBe(200);
    res = await call('POST', '/api/cart/items', b.authorization, { productId: vase, quantity: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', error: "I don't have that quantity" });
    res = await call('POST', '/api/cart/items', b.authorization, { productId: scarf, quantity: 1 });
    let cart = res.json<Cart>();
    expect(cart.count).toBe(3);
    expect(cart.groups).toHaveLength(2);
    const groupA = cart.groups.find((g) => g.seller._id === makerA.companyId)!;
    expect(groupA.subtotal).toEqual({ amount: 8000, currency: 'EUR' });
    expect(groupA.lines[0]).toMatchObject({ name: 'Vase', quantity: 2, available: 3 });
    const dpd = groupA.deliveryOptions.find((o) => o.carrier === 'dpd_courier')!;
    expect(dpd).toMatchObject({
      price: { amount: 1500 },
      missingForFree: { amount: 2000 },
      needsPoint: false,
      cashOnDelivery: false,
    });
    expect(groupA.deliveryOptions.find((o) => o.carrier === 'inpost_locker')).toMatchObject({
      needsPoint: true,
      missingForFree: null,
    });
    expect(groupA.pickupShops).toHaveLength(1);

    res = await call('PATCH', `/api/cart/items/${vase}`, b.authorization, { quantity: 3 });
    cart = res.json<Cart>();
    const free = cart.groups
      .find((g) => g.seller._id === makerA.companyId)!
      .deliveryOptions.find((o) => o.carrier === 'dpd_courier')!;
    expect(free).toMatchObject({ price: { amount: 0 }, basePrice: { amount: 1500 } });
    expect(free.missingForFree).toBeNull();
    res = await call('PATCH', `/api/cart/items/${vase}`, b.authorization, { quantity: 4 });
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', error: "I don't have that quantity" });

    res = await call('DELETE', `/api/cart/items/${scarf}`, b.authorization);
    expect(res.json<Cart>().groups).toHaveLength(1);
    expect((await call('DELETE', `/api/cart/items/${scarf}`, b.authorization)).statusCode).toBe(
      404,
    );
    res = await call('DELETE', '/api/cart', b.authorization);
    expect(res.json<Cart>()).toMatchObject({ groups: [], count: 0 });
  });

  it('refuses bad quantities and unknown products with clear messages', async () => {
    const b = await buyer();
    const vase = await productOf(makerA, 4000, 3);
    let res = await call('POST', '/api/cart/items', b.authorization, {
      productId: vase,
      quantity: 0,
    });
    expect(res.statusCode).toBe(400);
    res = await call('POST', '/api/cart/items', b.authorization, {
      productId: vase,
      quantity: 1000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.quantity).toBe('Enter at most 999.');
    res = await call('POST', '/api/cart/items', b.authorization, {
      productId: randomUUID(),
      quantity: 1,
    });
    expect(res.statusCode).toBe(404);
    res = await call('POST', '/api/cart/items', b.authorization, { productId: 'x', quantity: 'a' });
    expect(res.statusCode).toBe(400);
    const soldOut = await productOf(makerA, 4000, 0);
    res = await call('POST', '/api/cart/items', b.authorization, {
      productId: soldOut,
      quantity: 1,
    });
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
  });

  it("shows a visitor's browser cart and merges it at login, capped at the stock", async () => {
    const vase = await productOf(makerA, 4000, 3);
    const gone = randomUUID();
    let res = await call('POST', '/api/cart/preview', undefined, {
      items: [
        { productId: vase, quantity: 2 },
        { productId: vase, quantity: 3 },
        { productId: gone, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const preview = res.json<Cart>();
    expect(preview.groups[0]!.lines[0]).toMatchObject({ quantity: 5, available: 3 });
    expect(preview.removed).toEqual([gone]);

    const b = await buyer();
    await call('POST', '/api/cart/items', b.authorization, { productId: vase, quantity: 1 });
    res = await call('POST', '/api/cart/merge', b.authorization, {
      items: [{ productId: vase, quantity: 5 }],
    });
    expect(res.json<Cart>().groups[0]!.lines[0]!.quantity).toBe(3);
    expect((await call('POST', '/api/cart/merge', undefined, { items: [] })).statusCode).toBe(401);
  });
});

/** A buyer with one product of maker A and one of maker B in the cart. */
async function twoMakerCart(quantityA = 1) {
  const b = await buyer();
  const a = await productOf(makerA, 6000, 5, 'Jug');
  const bb = await productOf(makerB, 2500, 5, 'Shawl');
  await call('POST', '/api/cart/items', b.authorization, { productId: a, quantity: quantityA });
  await call('POST', '/api/cart/items', b.authorization, { productId: bb, quantity: 2 });
  return { ...b, productA: a, productB: bb };
}

const deliveryA = () => ({ sellerId: makerA.companyId, deliveryOptionId: makerA.courierId });
const pickupB = () => ({ sellerId: makerB.companyId, pickupShopId: makerB.shopId });

describe('checkout rules (SPEC §5)', () => {
  it('answers each rule with the spec message', async () => {
    const b = await twoMakerCart();
    const quote = (body: Record<string, unknown>) =>
      call('POST', '/api/checkout/quote', b.authorization, body);
    const expectRule = async (body: Record<string, unknown>, message: string, field?: string) => {
      const res = await quote(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CHECKOUT_INVALID', error: message });
      if (field) expect(res.json().fields[field]).toBe(message);
    };

    await expectRule({ groups: [] }, 'No shipping method selected!');
    await expectRule(
      { groups: [deliveryA()], shippingAddress: ADDRESS },
      'No pickup/delivery method selected',
      `groups.${makerB.companyId}`,
    );
    await expectRule(
      { groups: [deliveryA(), { sellerId: makerB.companyId }], shippingAddress: ADDRESS },
      'No pickup/delivery method selected',
    );
    await expectRule(
      {
        groups: [deliveryA(), { ...pickupB(), deliveryOptionId: makerB.courierId }],
        shippingAddress: ADDRESS,
      },
      'You selected too many delivery options, please correct it',
      `groups.${makerB.companyId}`,
    );
    await expectRule(
      { groups: [deliveryA(), pickupB(), pickupB()], shippingAddress: ADDRESS },
      'You selected too many delivery options, please correct it',
    );
    await expectRule(
      {
        groups: [{ sellerId: makerA.companyId, deliveryOptionId: makerB.courierId }, pickupB()],
        shippingAddress: ADDRESS,
      },
      'Provider did not include this type of delivery',
      `groups.${makerA.companyId}`,
    );
    await expectRule(
      { groups: [deliveryA(), pickupB()] },
      'Enter the shipping address.',
      'shippingAddress',
    );
    await expectRule(
      {
        groups: [{ sellerId: makerA.companyId, deliveryOptionId: makerA.lockerId }, pickupB()],
        shippingAddress: ADDRESS,
      },
      'Enter the code of the parcel locker or pick-up point.',
      `groups.${makerA.companyId}.pointCode`,
    );
    await expectRule(
      {
        groups: [deliveryA(), pickupB()],
        shippingAddress: ADDRESS,
        invoiceRequested: true,
        invoiceData: { companyName: 'Pracownia' },
      },
      'Invoice selected but not all required data filled',
      'invoiceData',
    );
    await expectRule(
      { groups: [deliveryA(), pickupB()], shippingAddress: ADDRESS, invoiceRequested: true },
      'Invoice selected but not all required data filled',
    );
    await expectRule(
      {
        groups: [deliveryA(), pickupB()],
        shippingAddress: { ...ADDRESS, postalCode: '80827x' },
      },
      'This postal code is not valid for the country.',
      'shippingAddress.postalCode',
    );

    // A maker without shops offers no pick-up.
    const c = await buyer();
    const lonely = await productOf(makerNoShop, 1000, 2);
    await call('POST', '/api/cart/items', c.authorization, { productId: lonely, quantity: 1 });
    const res = await call('POST', '/api/checkout/quote', c.authorization, {
      groups: [{ sellerId: makerNoShop.companyId, pickupShopId: makerA.shopId }],
    });
    expect(res.json()).toMatchObject({ error: 'Provider has no sales points' });
  });

  it('answers in the caller language', async () => {
    const b = await twoMakerCart();
    const res = await call(
      'POST',
      '/api/checkout/quote',
      b.authorization,
      { groups: [] },
      { 'accept-language': 'pl-PL' },
    );
    expect(res.json().error).toBe('Nie wybrano metody wysyłki!');
  });

  it("refuses another buyer's saved address and invoice data as if they did not exist", async () => {
    const b = await twoMakerCart();
    const other = await createUser(ctx);
    const [foreign] = await ctx.database.db
      .insert(addresses)
      .values({ ...ADDRESS, userId: other.id })
      .returning();
    const res = await call('POST', '/api/orders', b.authorization, {
      groups: [deliveryA(), pickupB()],
      shippingAddressId: foreign!.id,
    });
    expect(res.statusCode).toBe(404);
  });

  it('quotes totals with free delivery above the threshold, and refuses an empty cart', async () => {
    const b = await twoMakerCart(2);
    const res = await call('POST', '/api/checkout/quote', b.authorization, {
      groups: [deliveryA(), pickupB()],
      shippingAddress: ADDRESS,
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<Quote>();
    // 2 × 60.00 reaches the 100.00 threshold: DPD is free.
    expect(quote.groups.find((g) => g.seller._id === makerA.companyId)).toMatchObject({
      itemsTotal: { amount: 12000 },
      delivery: { amount: 0 },
    });
    expect(quote.total).toEqual({ amount: 12000 + 5000, currency: 'EUR' });
    const empty = await buyer();
    const none = await call('POST', '/api/checkout/quote', empty.authorization, { groups: [] });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'CART_EMPTY', error: 'Your cart is empty.' });
  });
});

describe('placing orders', () => {
  it('places one order per maker with server prices, takes stock and empties the cart', async () => {
    const b = await twoMakerCart();
    const res = await call(
      'POST',
      '/api/orders',
      b.authorization,
      {
        groups: [deliveryA(), pickupB()],
        shippingAddress: ADDRESS,
        saveShippingAddress: true,
        invoiceRequested: true,
        invoiceData: INVOICE,
        // Client numbers are not part of the contract and are ignored.
        total: 1,
        lines: [{ productId: b.productA, priceAmount: 1 }],
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<PlacedOrders>();
    expect(placed.orders).toHaveLength(2);
    for (const order of placed.orders) expect(order.number).toMatch(/^MK-\d{4}-\d{6}$/);
    const orderA = placed.orders.find((o) => o.seller._id === makerA.companyId)!;
    const orderB = placed.orders.find((o) => o.seller._id === makerB.companyId)!;
    expect(orderA).toMatchObject({
      status: 'awaiting_payment',
      paymentStatus: 'none',
      total: { amount: 6000 + 1500 },
      receivingMethod: 'delivery',
    });
    expect(orderB).toMatchObject({ total: { amount: 5000 }, receivingMethod: 'pickup' });

    expect(await productQuantity(b.productA)).toBe(4);
    expect(await productQuantity(b.productB)).toBe(3);
    expect((await call('GET', '/api/cart', b.authorization)).json<Cart>().count).toBe(0);
    const saved = await call('GET', '/api/users/me/addresses', b.authorization);
    expect(saved.json().items).toHaveLength(1);

    const detail = (
      await call('GET', `/api/orders/${orderA._id}`, b.authorization)
    ).json<OrderDetail>();
    expect(detail).toMatchObject({
      lines: [{ name: 'Jug', quantity: 1, unitPrice: { amount: 6000 } }],
      receiving: { method: 'delivery', carrier: 'dpd_courier' },
      shippingAddress: { city: 'Gdańsk' },
      invoice: { taxId: '5260250274' },
      canPay: true,
      canCancel: true,
      payout: null,
      history: [{ status: 'awaiting_payment', actor: 'buyer' }],
    });
    const pickup = (
      await call('GET', `/api/orders/${orderB._id}`, b.authorization)
    ).json<OrderDetail>();
    expect(pickup.receiving.shop).toMatchObject({ title: expect.stringContaining('Workshop') });
    expect(pickup.shippingAddress).toBeNull();

    expect((await latestMail(ctx, b.user.email)).subject).toBe('Your Kramik order');
    const makerMail = await latestMail(ctx, makerA.user.email);
    expect(makerMail.subject).toBe(`New order ${orderA.number}`);
  });

  it('makes cash-on-delivery orders skip awaiting payment', async () => {
    const b = await buyer();
    const p = await productOf(makerA, 3000, 2);
    await call('POST', '/api/cart/items', b.authorization, { productId: p, quantity: 1 });
    const res = await call('POST', '/api/orders', b.authorization, {
      groups: [{ sellerId: makerA.companyId, deliveryOptionId: makerA.codId }],
      shippingAddress: ADDRESS,
    });
    expect(res.json<PlacedOrders>().orders[0]).toMatchObject({
      status: 'in_progress',
      paymentStatus: 'pending',
      paymentType: 'cod',
      total: { amount: 5000 },
    });
  });

  it('refuses to place at a total the buyer did not see', async () => {
    const b = await twoMakerCart();
    const res = await call('POST', '/api/orders', b.authorization, {
      groups: [deliveryA(), pickupB()],
      shippingAddress: ADDRESS,
      expectedTotal: 100,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRICE_CHANGED' });
    expect(await productQuantity(b.productA)).toBe(5);
    expect((await call('GET', '/api/cart', b.authorization)).json<Cart>().count).toBe(3);
  });

  it('answers a repeated Idempotency-Key with the same orders, and refuses another body', async () => {
    const b = await twoMakerCart();
    const key = randomUUID();
    const body = { groups: [deliveryA(), pickupB()], shippingAddress: ADDRESS };
    const first = await call('POST', '/api/orders', b.authorization, body, {
      'idempotency-key': key,
    });
    const again = await call('POST', '/api/orders', b.authorization, body, {
      'idempotency-key': key,
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await call(
      'POST',
      '/api/orders',
      b.authorization,
      { ...body, invoiceRequested: true, invoiceData: INVOICE },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await call('POST', '/api/orders', b.authorization, body, {
      'idempotency-key': 'with space',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a login, and an empty cart places nothing', async () => {
    expect((await call('POST', '/api/orders', undefined, { groups: [] })).statusCode).toBe(401);
    const b = await buyer();
    const res = await call('POST', '/api/orders', b.authorization, {
      groups: [deliveryA()],
      shippingAddress: ADDRESS,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CART_EMPTY');
  });
});

describe('concurrency', () => {
  it('sells the last 5 units to exactly 5 of 50 buyers checking out at once', async () => {
    const last = await productOf(makerA, 1000, 5, 'Last Teapot');
    const buyers = [];
    for (let i = 0; i < 50; i += 1) buyers.push(await buyer());
    // Every buyer can put a unit in the cart: stock is taken only by placing the order.
    for (const b of buyers)
      await call('POST', '/api/cart/items', b.authorization, { productId: last, quantity: 1 });
    const results = await Promise.all(
      buyers.map((b) =>
        call(
          'POST',
          '/api/orders',
          b.authorization,
          { groups: [deliveryA()], shippingAddress: ADDRESS },
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        fields: { [`lines.${last}`]: expect.any(String) },
      });
    expect(await productQuantity(last)).toBe(0);
    const sold = await ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.companyId, makerA.companyId));
    expect(sold.length).toBeGreaterThanOrEqual(5);
  });

  it('places one set of orders when the same checkout is sent twice at once', async () => {
    const b = await twoMakerCart();
    const key = randomUUID();
    const body = { groups: [deliveryA(), pickupB()], shippingAddress: ADDRESS };
    const [one, two] = await Promise.all([
      call('POST', '/api/orders', b.authorization, body, { 'idempotency-key': key }),
      call('POST', '/api/orders', b.authorization, body, { 'idempotency-key': key }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json()).toEqual(two.json());
    const list = (await call('GET', '/api/orders', b.authorization)).json<OrderPage>();
    expect(list.items).toHaveLength(2);
    expect(await productQuantity(b.productA)).toBe(4);
  });

  it('lets only one of two tabs place the same cart', async () => {
    const b = await twoMakerCart();
    const body = { groups: [deliveryA(), pickupB()], shippingAddress: ADDRESS };
    const results = await Promise.all([
      call('POST', '/api/orders', b.authorization, body, { 'idempotency-key': randomUUID() }),
      call('POST', '/api/orders', b.authorization, body, { 'idempotency-key': randomUUID() }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await productQuantity(b.productA)).toBe(4);
  });
});

async function placedFor(method: 'delivery' | 'pickup') {
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
async function markPaid(orderId: string) {
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

describe('order views and status', () => {
  it('shows each order only to its buyer, its maker and admins', async () => {
    const { order, authorization } = await placedFor('delivery');
    const stranger = await buyer();
    expect((await call('GET', `/api/orders/${order._id}`, stranger.authorization)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/orders/${order._id}`, authorization)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/seller/orders/${order._id}`, makerB.authorization)).statusCode,
    ).toBe(404);
    const mine = await call('GET', `/api/seller/orders/${order._id}`, makerA.authorization);
    expect(mine.statusCode).toBe(200);
    const othersList = (
      await call('GET', '/api/seller/orders?limit=100', makerB.authorization)
    ).json<OrderPage>();
    expect(othersList.items.some((o) => o._id === order._id)).toBe(false);

    // Wrong roles.
    expect((await call('GET', '/api/seller/orders', authorization)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/orders', makerA.authorization)).statusCode).toBe(403);
    expect((await call('GET', '/api/seller/customers', authorization)).statusCode).toBe(403);
    expect(
      (
        await call('POST', `/api/seller/orders/${order._id}/status`, authorization, {
          status: 'in_progress',
        })
      ).statusCode,
    ).toBe(403);

    const admin = await createUser(ctx, { permissions: 'admin' });
    const adminAuth = (await loginAs(ctx, admin)).authorization;
    const all = (
      await call('GET', `/api/admin/orders?number=${order.number}`, adminAuth)
    ).json<OrderPage>();
    expect(all.items.map((o) => o._id)).toEqual([order._id]);
    const bySeller = (
      await call('GET', `/api/admin/orders?seller=${makerB.companyId}&limit=100`, adminAuth)
    ).json<OrderPage>();
    expect(bySeller.items.every((o) => o.seller._id === makerB.companyId)).toBe(true);
    expect((await call('GET', `/api/admin/orders/${order._id}`, adminAuth)).json()).toMatchObject({
      payout: { commission: { amount: 800 } },
    });
  });

  it("gives the maker the payment summary with the platform's commission", async () => {
    const { order } = await placedFor('delivery');
    await markPaid(order._id);
    const detail = (
      await call('GET', `/api/seller/orders/${order._id}`, makerA.authorization)
    ).json<OrderDetail>();
    // Products 100.00 (delivery free from 100.00): 8 % of the products is 8.00.
    expect(detail.payout).toEqual({
      orderAmount: { amount: 10000, currency: 'EUR' },
      paidAmount: { amount: 10000, currency: 'EUR' },
      commissionPercent: 8,
      commission: { amount: 800, currency: 'EUR' },
      youWillReceive: { amount: 9200, currency: 'EUR' },
    });
    expect(detail.customer).toMatchObject({ name: 'Test User' });
    expect(detail.nextStatuses).toEqual(['in_progress', 'cancelled']);
  });

  it('moves a delivery order to shipped with tracking, and the buyer sees it', async () => {
    const { order, authorization, user } = await placedFor('delivery');
    await markPaid(order._id);
    const move = (body: Record<string, unknown>) =>
      call('POST', `/api/seller/orders/${order._id}/status`, makerA.authorization, body);
    expect((await move({ status: 'shipped' })).statusCode).toBe(409);
    expect((await move({ status: 'ready_for_pickup' })).json().code).toBe('ORDER_STATE');
    expect((await move({ status: 'in_progress' })).statusCode).toBe(200);
    const missing = await move({ status: 'shipped' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      carrier: 'This field is required',
      trackingNumber: 'This field is required',
    });
    const shipped = await move({
      status: 'shipped',
      carrier: 'inpost_courier',
      trackingNumber: '620000000000000000000001',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const seen = (await call('GET', `/api/orders/${order._id}`, authorization)).json<OrderDetail>();
    expect(seen.status).toBe('shipped');
    expect(seen.tracking).toEqual({
      carrier: 'inpost_courier',
      number: '620000000000000000000001',
      url: 'https://inpost.pl/sledzenie-przesylek?number=620000000000000000000001',
    });
    expect(seen.history.map((h) => h.status)).toEqual([
      'awaiting_payment',
      'in_progress',
      'shipped',
    ]);
    expect(seen.history[2]).toMatchObject({ actor: 'seller' });
    const mail = await latestMail(ctx, user.email);
    expect(mail.subject).toBe(`Order ${order.number}: shipped`);
    expect(mail.links).toContain(seen.tracking!.url);
  });

  it('moves a pick-up order through ready for pick-up to picked up', async () => {
    const { order } = await placedFor('pickup');
    await markPaid(order._id);
    const move = (status: string) =>
      call('POST', `/api/seller/orders/${order._id}/status`, makerA.authorization, { status });
    expect((await move('in_progress')).json<OrderDetail>().nextStatuses).toEqual([
      'ready_for_pickup',
    ]);
    expect((await move('shipped')).statusCode).toBe(409);
    expect((await move('ready_for_pickup')).statusCode).toBe(200);
    expect((await move('picked_up')).json<OrderDetail>().nextStatuses).toEqual(['completed']);
  });

  it('lets the buyer cancel an unpaid order, returning the stock, but not a paid one', async () => {
    const first = await placedFor('delivery');
    expect(await productQuantity(first.productId)).toBe(2);
    const res = await call('POST', `/api/orders/${first.order._id}/cancel`, first.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderDetail>()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
      canPay: false,
    });
    expect(await productQuantity(first.productId)).toBe(4);
    const twice = await call('POST', `/api/orders/${first.order._id}/cancel`, first.authorization);
    expect(twice.statusCode).toBe(409);

    const paid = await placedFor('delivery');
    await markPaid(paid.order._id);
    const refused = await call('POST', `/api/orders/${paid.order._id}/cancel`, paid.authorization);
    expect(refused.statusCode).toBe(409);
    const stranger = await buyer();
    expect(
      (await call('POST', `/api/orders/${paid.order._id}/cancel`, stranger.authorization))
        .statusCode,
    ).toBe(404);
  });

  it('filters lists by status and day, and pages without repeats', async () => {
    const b = await buyer();
    for (let i = 0; i < 3; i += 1) {
      const p = await productOf(makerB, 1000, 1);
      await call('POST', '/api/cart/items', b.authorization, { productId: p, quantity: 1 });
      await call('POST', '/api/orders', b.authorization, {
        groups: [pickupB()],
      });
    }
    const today = new Date().toISOString().slice(0, 10);
    const page1 = (
      await call('GET', `/api/orders?limit=2&from=${today}&to=${today}`, b.authorization)
    ).json<OrderPage>();
    expect(page1.items).toHaveLength(2);
    const page2 = (
      await call('GET', `/api/orders?limit=2&cursor=${page1.nextCursor}`, b.authorization)
    ).json<OrderPage>();
    expect(page2.items).toHaveLength(1);
    expect(new Set([...page1.items, ...page2.items].map((o) => o._id)).size).toBe(3);
    const none = (
      await call('GET', '/api/orders?from=2001-01-01&to=2001-01-02', b.authorization)
    ).json<OrderPage>();
    expect(none.items).toHaveLength(0);
    const shipped = (
      await call('GET', '/api/seller/orders?status=shipped&limit=100', makerB.authorization)
    ).json<OrderPage>();
    expect(shipped.items.every((o) => o.status === 'shipped')).toBe(true);
    expect((await call('GET', '/api/orders?status=lost', b.authorization)).statusCode).toBe(400);
    expect((await call('GET', '/api/orders?from=yesterday', b.authorization)).statusCode).toBe(400);
    expect((await call('GET', '/api/orders?cursor=nonsense', b.authorization)).statusCode).toBe(
      400,
    );
  });

  it("lists the maker's customers with order count and total", async () => {
    const b = await buyer();
    for (let i = 0; i < 2; i += 1) {
      const p = await productOf(makerNoShop, 1000, 1);
      await call('POST', '/api/cart/items', b.authorization, { productId: p, quantity: 1 });
      await call('POST', '/api/orders', b.authorization, {
        groups: [{ sellerId: makerNoShop.companyId, deliveryOptionId: makerNoShop.courierId }],
        shippingAddress: ADDRESS,
      });
    }
    const res = await call('GET', '/api/seller/customers', makerNoShop.authorization);
    expect(res.statusCode).toBe(200);
    const customer = res.json().items.find((c: { _id: string }) => c._id === b.user.id);
    expect(customer).toMatchObject({
      name: 'Test User',
      orderCount: 2,
      total: { amount: 2 * (1000 + 1500) },
    });
  });
});

describe('unpaid orders', () => {
  it('are cancelled after 72 hours with their stock returned', async () => {
    const { order, productId } = await placedFor('delivery');
    const deps = { db: ctx.database.db, config: ctx.config, kickMail: () => undefined };
    await expireUnpaidOrders(deps, new Date(Date.now() + 71 * 3_600_000));
    const [before] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(before!.status).toBe('awaiting_payment');
    expect(await expireUnpaidOrders(deps, new Date(Date.now() + 73 * 3_600_000))).toBeGreaterThan(
      0,
    );
    const [after] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(after!.status).toBe('cancelled');
    expect(await productQuantity(productId)).toBe(4);
  });
});
