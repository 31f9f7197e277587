import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  Cart,
  Coupon,
  OrderDetail,
  PlacedOrders,
  ProductDetail,
  Sale,
} from '@kramik/contract';
import {
  couponUses,
  coupons,
  orders,
  priceHistory,
  products,
  sales,
} from '../../db/schema/index.js';
import { signedIn } from '../../../test/helpers.js';
import {
  ADDRESS,
  buyer,
  call,
  ctx,
  deliveryA,
  makerA,
  makerB,
  pickupB,
  productOf,
  twoMakerCart,
  useOrdersApp,
} from '../orders/orders.fixtures.js';
import { expireUnpaidOrders } from '../orders/orders.service.js';
import { markPaid } from '../orders/orders.fixtures.js';
import { runSales, salesStartedBetween } from './promotions.service.js';
import { SalesWorker } from './sales.worker.js';

useOrdersApp();

const DAY = 24 * 3_600_000;
const iso = (at: Date | number) => new Date(at).toISOString();
const inDays = (days: number) => iso(Date.now() + days * DAY);

async function newCoupon(authorization: string, body: Record<string, unknown>) {
  const res = await call('POST', '/api/seller/coupons', authorization, {
    kind: 'percent',
    value: 10,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Coupon>();
}

async function couponRow(id: string) {
  const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, id));
  return row!;
}

async function productRow(id: string) {
  const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id));
  return row!;
}

/** Replaces a product's price history: `[price, effective from]` pairs; the last is current. */
async function setHistory(id: string, periods: [number, Date][]) {
  const db = ctx.database.db;
  await db.delete(priceHistory).where(eq(priceHistory.productId, id));
  await db.insert(priceHistory).values(
    periods.map(([priceAmount, effectiveFrom]) => ({
      productId: id,
      priceAmount,
      effectiveFrom,
    })),
  );
  const [price, at] = periods.at(-1)!;
  await db
    .update(products)
    .set({ priceAmount: price, priceChangedAt: at })
    .where(eq(products.id, id));
}

const placeA = (authorization: string) =>
  call('POST', '/api/orders', authorization, { groups: [deliveryA()], shippingAddress: ADDRESS });

describe('maker sales', () => {
  it('schedules, lists and cancels a sale; checks each rule with its message', async () => {
    const p = await productOf(makerA, 5000, 3, 'Vase');
    const good = {
      percent: 20,
      allProducts: false,
      productIds: [p],
      startsAt: inDays(1),
      endsAt: inDays(5),
    };
    const post = (body: unknown) => call('POST', '/api/seller/sales', makerA.authorization, body);
    const expectField = async (body: unknown, field: string, message: string, status = 400) => {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().fields?.[field]).toBe(message);
    };
    await expectField({ ...good, percent: 0 }, 'percent', 'Enter a percentage from 1 to 90.');
    await expectField({ ...good, percent: 91 }, 'percent', 'Enter a percentage from 1 to 90.');
    await expectField(
      { ...good, endsAt: good.startsAt },
      'endsAt',
      'The end must be after the start.',
    );
    await expectField({ ...good, endsAt: inDays(92) }, 'endsAt', 'A sale lasts at most 90 days.');
    await expectField(
      { ...good, startsAt: inDays(-5), endsAt: inDays(-1) },
      'endsAt',
      'The end must be in the future.',
    );
    await expectField(
      { ...good, productIds: [] },
      'productIds',
      'Choose at least one of your products, or the whole shop.',
    );
    // Another maker's product is not the maker's to put on sale.
    const other = await productOf(makerB, 5000, 3, 'Other');
    await expectField(
      { ...good, productIds: [other] },
      'productIds',
      'Choose at least one of your products, or the whole shop.',
    );
    for (const bad of [null, 'x', { percent: 'ten' }, { ...good, startsAt: 'tomorrow' }, [1, 2]]) {
      const res = await post(bad);
      // A bare string is not JSON (415); every other malformed body is a 400, never a 500.
      expect([400, 415], res.body).toContain(res.statusCode);
    }

    const created = await post(good);
    expect(created.statusCode, created.body).toBe(201);
    const sale = created.json<Sale>();
    expect(sale).toMatchObject({
      percent: 20,
      allProducts: false,
      productIds: [p],
      status: 'scheduled',
    });
    const overlap = await post({ ...good, startsAt: inDays(2), endsAt: inDays(3) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      code: 'SALE_OVERLAPS',
      error: 'Some of these products are already in a sale at that time.',
    });

    const list = await call('GET', '/api/seller/sales', makerA.authorization);
    expect(list.json<{ items: Sale[] }>().items.map((s) => s._id)).toContain(sale._id);
    expect(
      (await call('GET', '/api/seller/sales', makerB.authorization))
        .json<{ items: Sale[] }>()
        .items.map((s) => s._id),
    ).not.toContain(sale._id);

    // Another maker's sale is 404; a buyer is 403 on every maker route.
    expect(
      (await call('POST', `/api/seller/sales/${sale._id}/cancel`, makerB.authorization)).statusCode,
    ).toBe(404);
    const b = await buyer();
    for (const [method, url] of [
      ['GET', '/api/seller/sales'],
      ['POST', '/api/seller/sales'],
      ['POST', `/api/seller/sales/${sale._id}/cancel`],
      ['GET', '/api/seller/coupons'],
      ['POST', '/api/seller/coupons'],
    ] as const)
      expect((await call(method, url, b.authorization, good)).statusCode, url).toBe(403);

    const cancelled = await call(
      'POST',
      `/api/seller/sales/${sale._id}/cancel`,
      makerA.authorization,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Sale>().status).toBe('cancelled');
    const again = await call('POST', `/api/seller/sales/${sale._id}/cancel`, makerA.authorization);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This sale has already ended.');
  });

  it('a sale starting now changes the price everywhere; cancelling restores it', async () => {
    // A maker without a company has no sales to list.
    const { authorization } = await signedIn(ctx, { permissions: 'seller' });
    expect((await call('GET', '/api/seller/sales', authorization)).statusCode).toBe(404);
    const p = await productOf(makerA, 4999, 3, 'Cup');
    const res = await call('POST', '/api/seller/sales', makerA.authorization, {
      percent: 25,
      allProducts: false,
      productIds: [p],
      startsAt: inDays(-0.01),
      endsAt: inDays(2),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Sale>().status).toBe('running');
    const page = (await call('GET', `/api/products/${p}`)).json<ProductDetail>();
    expect(page.price.amount).toBe(3749); // 49.99 less 25 %, rounded half up
    expect(page.regularPrice).toEqual({ amount: 4999, currency: 'EUR' });
    expect(page.saleEndsAt).toBe(res.json<Sale>().endsAt);
    const list = await call('GET', `/api/products?companyId=${makerA.companyId}&sort=price_asc`);
    const card = list.json<{ items: ProductDetail[] }>().items.find((i) => i._id === p);
    if (card)
      expect(card).toMatchObject({ price: { amount: 3749 }, regularPrice: { amount: 4999 } });

    const b = await buyer();
    await call('POST', '/api/cart/items', b.authorization, { productId: p, quantity: 1 });
    const cart = (await call('GET', '/api/cart', b.authorization)).json<Cart>();
    expect(cart.groups[0]!.lines[0]!.unitPrice.amount).toBe(3749);

    await call('POST', `/api/seller/sales/${res.json<Sale>()._id}/cancel`, makerA.authorization);
    const after = (await call('GET', `/api/products/${p}`)).json<ProductDetail>();
    expect(after.price.amount).toBe(4999);
    expect(after.regularPrice).toBeNull();
    expect(after.saleEndsAt).toBeNull();
  });

  it('keeps the Omnibus lowest price exact: 31, 30 and 29 days back, at the start and after the end', async () => {
    const start = new Date(Date.now() + 3_600_000);
    start.setUTCMilliseconds(0);
    const end = new Date(start.getTime() + 7 * DAY);
    const ids: Record<number, string> = {};
    for (const days of [31, 30, 29]) {
      const id = await productOf(makerA, 10000, 5, `Omnibus ${days}`);
      // 100.00 for long; 80.00 from `days` days before the sale's start, for half a day.
      await setHistory(id, [
        [10000, new Date(start.getTime() - 90 * DAY)],
        [8000, new Date(start.getTime() - days * DAY)],
        [10000, new Date(start.getTime() - days * DAY + DAY / 2)],
      ]);
      ids[days] = id;
    }
    const res = await call('POST', '/api/seller/sales', makerA.authorization, {
      percent: 10,
      allProducts: false,
      productIds: Object.values(ids),
      startsAt: iso(start),
      endsAt: iso(end),
    });
    expect(res.statusCode, res.body).toBe(201);

    await runSales(ctx.database.db, start);
    // The window is the 30 days before the reduction, its first moment included: the price in
    // effect 30 days before counts, one that ended before then does not.
    const expected = { 31: 10000, 30: 8000, 29: 8000 } as Record<number, number>;
    for (const days of [31, 30, 29]) {
      const row = await productRow(ids[days]!);
      expect(row.priceAmount, `${days}`).toBe(9000);
      expect(row.regularPriceAmount).toBe(10000);
      expect(row.priceChangedAt.toISOString()).toBe(start.toISOString());
      expect(row.lastPriceAmount, `${days} days back`).toBe(expected[days]);
      const page = (await call('GET', `/api/products/${ids[days]}`)).json<ProductDetail>();
      expect(page).toMatchObject({
        price: { amount: 9000 },
        regularPrice: { amount: 10000 },
        lastPrice: { amount: expected[days] },
        saleEndsAt: end.toISOString(),
      });
    }

    // The end restores the regular price as a new period: the sale's price was in effect within
    // the 30 days before it, so it is the lowest.
    await runSales(ctx.database.db, end);
    for (const days of [31, 30, 29]) {
      const row = await productRow(ids[days]!);
      expect(row).toMatchObject({
        priceAmount: 10000,
        regularPriceAmount: null,
        saleId: null,
        saleEndsAt: null,
      });
      expect(row.lastPriceAmount).toBe(9000);
      expect(row.priceChangedAt.toISOString()).toBe(end.toISOString());
    }

    // A next sale 31, 30 or 29 days after the first ended: its price counts only within 30 days.
    const next: Record<number, Date> = {};
    for (const days of [31, 30, 29]) {
      next[days] = new Date(end.getTime() + days * DAY);
      const again = await call('POST', '/api/seller/sales', makerA.authorization, {
        percent: 50,
        allProducts: false,
        productIds: [ids[days]],
        startsAt: iso(next[days]),
        endsAt: iso(next[days].getTime() + DAY / 4),
      });
      expect(again.statusCode, again.body).toBe(201);
    }
    const afterEnd = { 31: 10000, 30: 10000, 29: 9000 } as Record<number, number>;
    for (const days of [29, 30, 31]) {
      await runSales(ctx.database.db, next[days]);
      const row = await productRow(ids[days]!);
      expect(row.priceAmount).toBe(5000);
      expect(row.lastPriceAmount, `${days} days after the end`).toBe(afterEnd[days]);
    }
  });
});

describe('coupons', () => {
  it('creates, lists and deactivates codes; checks each rule with its message', async () => {
    const post = (body: unknown, authorization = makerA.authorization) =>
      call('POST', '/api/seller/coupons', authorization, body);
    const expectField = async (body: unknown, field: string, message: string) => {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields?.[field]).toBe(message);
    };
    const format = 'Use 3 to 32 letters A–Z, digits or hyphens.';
    await expectField({ code: 'AB', kind: 'percent', value: 10 }, 'code', format);
    await expectField({ code: 'A'.repeat(33), kind: 'percent', value: 10 }, 'code', format);
    await expectField({ code: 'NO SPACE', kind: 'percent', value: 10 }, 'code', format);
    await expectField({ code: 'ZŁOTO', kind: 'percent', value: 10 }, 'code', format);
    const range = 'Enter a percentage from 1 to 90, or an amount above zero.';
    await expectField({ code: 'OK-1', kind: 'percent', value: 91 }, 'value', range);
    await expectField({ code: 'OK-1', kind: 'amount', value: 0 }, 'value', range);
    await expectField(
      { code: 'OK-1', kind: 'percent', value: 10, endsAt: inDays(-1) },
      'endsAt',
      'The end must be in the future.',
    );
    for (const bad of [
      null,
      'x',
      [1],
      { code: 5 },
      { code: 'OK-1', kind: 'gift', value: 1 },
      { code: 'OK-1', kind: 'amount', value: 1.5 },
    ])
      expect([400, 415]).toContain((await post(bad)).statusCode);

    const coupon = await newCoupon(makerA.authorization, {
      code: 'spring-10',
      minOrderAmount: 1000,
      endsAt: inDays(10),
      useLimit: 5,
      perBuyerLimit: 2,
    });
    expect(coupon).toMatchObject({
      code: 'SPRING-10',
      kind: 'percent',
      value: 10,
      uses: 0,
      active: true,
      useLimit: 5,
      perBuyerLimit: 2,
    });
    const taken = await post({ code: 'Spring-10', kind: 'amount', value: 500 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('You already have a coupon with this code.');
    // Codes are unique per maker: another maker may have the same one.
    await newCoupon(makerB.authorization, { code: 'SPRING-10' });

    const list = (await call('GET', '/api/seller/coupons', makerA.authorization)).json<{
      items: Coupon[];
    }>();
    expect(list.items.map((c) => c._id)).toContain(coupon._id);
    expect(
      (await call('POST', `/api/seller/coupons/${coupon._id}/deactivate`, makerB.authorization))
        .statusCode,
    ).toBe(404);
    const b = await buyer();
    expect(
      (await call('POST', `/api/seller/coupons/${coupon._id}/deactivate`, b.authorization))
        .statusCode,
    ).toBe(403);
    const off = await call(
      'POST',
      `/api/seller/coupons/${coupon._id}/deactivate`,
      makerA.authorization,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json<Coupon>().active).toBe(false);
  });

  it('a maker’s coupon never changes another maker’s order; the commission is on what the buyer pays', async () => {
    const coupon = await newCoupon(makerA.authorization, { code: `CROSS-${Date.now() % 100000}` });
    const b = await twoMakerCart();
    // Maker A's code is unknown for maker B's part.
    const wrong = await call('PUT', '/api/cart/coupons', b.authorization, {
      sellerId: makerB.companyId,
      code: coupon.code,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'COUPON_UNKNOWN',
      error: 'This maker has no such code.',
    });

    const applied = await call('PUT', '/api/cart/coupons', b.authorization, {
      sellerId: makerA.companyId,
      code: coupon.code.toLowerCase(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = applied.json<Cart>();
    const groupA = cart.groups.find((g) => g.seller._id === makerA.companyId)!;
    const groupB = cart.groups.find((g) => g.seller._id === makerB.companyId)!;
    expect(groupA.coupon).toMatchObject({
      code: coupon.code,
      discount: { amount: 600 },
      problem: null,
    });
    expect(groupB.coupon ?? null).toBeNull();
    expect(cart.discount?.amount).toBe(600);

    const quote = await call('POST', '/api/checkout/quote', b.authorization, {
      groups: [deliveryA(), pickupB()],
      shippingAddress: ADDRESS,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const placed = await call('POST', '/api/orders', b.authorization, {
      groups: [deliveryA(), pickupB()],
      shippingAddress: ADDRESS,
      expectedTotal: quote.json().total.amount,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const ids = placed.json<PlacedOrders>().orders.map((o) => o._id);
    const rows = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, placed.json<PlacedOrders>().checkoutId));
    const a = rows.find((o) => o.companyId === makerA.companyId)!;
    const bb = rows.find((o) => o.companyId === makerB.companyId)!;
    expect(a).toMatchObject({ itemsAmount: 6000, discountAmount: 600, couponCode: coupon.code });
    expect(a.totalAmount).toBe(6000 - 600 + a.deliveryAmount);
    expect(a.commissionAmount).toBe(Math.floor((5400 * a.commissionBasisPoints + 5000) / 10000));
    expect(bb).toMatchObject({
      itemsAmount: 5000,
      discountAmount: 0,
      couponCode: null,
      totalAmount: 5000,
    });
    expect(bb.commissionAmount).toBe(Math.floor((5000 * bb.commissionBasisPoints + 5000) / 10000));
    expect(ids).toHaveLength(2);
    const detail = (await call('GET', `/api/orders/${a.id}`, b.authorization)).json<OrderDetail>();
    expect(detail).toMatchObject({ discount: { amount: 600 }, couponCode: coupon.code });
    expect((await couponRow(coupon._id)).uses).toBe(1);
  });

  it('answers each coupon problem with its code and message', async () => {
    const p = await productOf(makerA, 2000, 50, 'Mug');
    const cartOf = async () => {
      const b = await buyer();
      await call('POST', '/api/cart/items', b.authorization, { productId: p, quantity: 1 });
      return b;
    };
    const enter = (authorization: string, code: string) =>
      call('PUT', '/api/cart/coupons', authorization, { sellerId: makerA.companyId, code });
    const expectProblem = async (
      authorization: string,
      code: string,
      status: number,
      errorCode: string,
      message: string,
    ) => {
      const res = await enter(authorization, code);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code: errorCode, error: message });
    };
    const tag = String(Date.now() % 100000);
    const b1 = await cartOf();
    await expectProblem(
      b1.authorization,
      `NOPE-${tag}`,
      400,
      'COUPON_UNKNOWN',
      'This maker has no such code.',
    );
    expect((await enter(b1.authorization, 'a b')).statusCode).toBe(400);

    const expired = await newCoupon(makerA.authorization, {
      code: `OLD-${tag}`,
      endsAt: inDays(1),
    });
    await ctx.database.db
      .update(coupons)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.id, expired._id));
    await expectProblem(
      b1.authorization,
      expired.code,
      409,
      'COUPON_EXPIRED',
      'This code has expired.',
    );

    const big = await newCoupon(makerA.authorization, { code: `BIG-${tag}`, minOrderAmount: 5000 });
    await expectProblem(
      b1.authorization,
      big.code,
      409,
      'COUPON_BELOW_MINIMUM',
      'This code needs an order of at least €50.00 from this maker.',
    );

    const once = await newCoupon(makerA.authorization, {
      code: `ONCE-${tag}`,
      kind: 'amount',
      value: 500,
      perBuyerLimit: 1,
    });
    expect((await enter(b1.authorization, once.code)).statusCode).toBe(200);
    expect((await placeA(b1.authorization)).statusCode).toBe(201);
    await call('POST', '/api/cart/items', b1.authorization, { productId: p, quantity: 1 });
    await expectProblem(
      b1.authorization,
      once.code,
      409,
      'COUPON_ALREADY_USED',
      'You have already used this code.',
    );

    const single = await newCoupon(makerA.authorization, { code: `ONE-${tag}`, useLimit: 1 });
    const b2 = await cartOf();
    const b3 = await cartOf();
    expect((await enter(b2.authorization, single.code)).statusCode).toBe(200);
    expect((await enter(b3.authorization, single.code)).statusCode).toBe(200);
    const first = await placeA(b2.authorization);
    expect(first.statusCode, first.body).toBe(201);
    // b3's cart still holds the code: the cart shows why it no longer applies, checkout refuses.
    const cart = (await call('GET', '/api/cart', b3.authorization)).json<Cart>();
    expect(cart.groups[0]!.coupon).toMatchObject({
      problem: 'COUPON_USED_UP',
      problemMessage: 'This code has been used up.',
      discount: { amount: 0 },
    });
    const second = await placeA(b3.authorization);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'COUPON_USED_UP',
      error: 'This code has been used up.',
    });
    await expectProblem(
      b3.authorization,
      single.code,
      409,
      'COUPON_USED_UP',
      'This code has been used up.',
    );

    // A cancelled unpaid order gives its use back.
    const orderId = first.json<PlacedOrders>().orders[0]!._id;
    const cancel = await call('POST', `/api/orders/${orderId}/cancel`, b2.authorization);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await couponRow(single._id)).uses).toBe(0);
    expect(
      await ctx.database.db.select().from(couponUses).where(eq(couponUses.couponId, single._id)),
    ).toHaveLength(0);
    const retry = await placeA(b3.authorization);
    expect(retry.statusCode, retry.body).toBe(201);

    // Removing the code: nothing off.
    const b4 = await cartOf();
    const withCode = await enter(b4.authorization, big.code.replace('BIG', 'ONCE'));
    expect(withCode.statusCode).toBe(200);
    const removed = await call('DELETE', `/api/cart/coupons/${makerA.companyId}`, b4.authorization);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Cart>().groups[0]!.coupon ?? null).toBeNull();
    expect(
      (
        await call('PUT', '/api/cart/coupons', b4.authorization, {
          sellerId: makerB.companyId,
          code: 'SOME-CODE',
        })
      ).json().error,
    ).toBe('Nothing from this maker is in your cart.');
    expect(
      (
        await call('PUT', '/api/cart/coupons', undefined, {
          sellerId: makerA.companyId,
          code: 'X-1',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a coupon limited to 10 uses raced by 30 buyers is used exactly 10 times', async () => {
    const coupon = await newCoupon(makerA.authorization, {
      code: `RACE-${Date.now() % 100000}`,
      useLimit: 10,
      kind: 'amount',
      value: 300,
    });
    const p = await productOf(makerA, 3000, 100, 'Race bowl');
    const buyers = [];
    for (let i = 0; i < 30; i++) {
      const b = await buyer();
      await call('POST', '/api/cart/items', b.authorization, { productId: p, quantity: 1 });
      const res = await call('PUT', '/api/cart/coupons', b.authorization, {
        sellerId: makerA.companyId,
        code: coupon.code,
      });
      expect(res.statusCode, res.body).toBe(200);
      buyers.push(b);
    }
    const answers = await Promise.all(buyers.map((b) => placeA(b.authorization)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(20);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json()).toMatchObject({
        code: 'COUPON_USED_UP',
        error: 'This code has been used up.',
      });
    expect((await couponRow(coupon._id)).uses).toBe(10);
    const used = await ctx.database.db
      .select()
      .from(couponUses)
      .where(eq(couponUses.couponId, coupon._id));
    expect(used).toHaveLength(10);
    const discounted = await ctx.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.couponCode, coupon.code), eq(orders.companyId, makerA.companyId)));
    expect(discounted).toHaveLength(10);
    for (const o of discounted) expect(o.discountAmount).toBe(300);
  });

  it('an unpaid order expired after 72 hours gives its use back; a paid one keeps it', async () => {
    const coupon = await newCoupon(makerA.authorization, {
      code: `EXPIRY-${Date.now() % 100000}`,
      useLimit: 2,
    });
    const p = await productOf(makerA, 2000, 10, 'Expiry mug');
    const placeWithCode = async () => {
      const b = await buyer();
      await call('POST', '/api/cart/items', b.authorization, { productId: p, quantity: 1 });
      await call('PUT', '/api/cart/coupons', b.authorization, {
        sellerId: makerA.companyId,
        code: coupon.code,
      });
      const res = await placeA(b.authorization);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<PlacedOrders>().orders[0]!._id;
    };
    const unpaid = await placeWithCode();
    const paid = await placeWithCode();
    await markPaid(paid);
    expect((await couponRow(coupon._id)).uses).toBe(2);
    const deps = { db: ctx.database.db, config: ctx.config, kickMail: () => undefined };
    await expireUnpaidOrders(deps, new Date(Date.now() + 73 * 3_600_000));
    const [expired] = await ctx.database.db.select().from(orders).where(eq(orders.id, unpaid));
    expect(expired!.status).toBe('cancelled');
    expect((await couponRow(coupon._id)).uses).toBe(1);
    const left = await ctx.database.db
      .select()
      .from(couponUses)
      .where(eq(couponUses.couponId, coupon._id));
    expect(left.map((u) => u.orderId)).toEqual([paid]);
  });
});

describe('the sales worker', () => {
  it('starts a due sale once, on one node at a time', async () => {
    const p = await productOf(makerB, 1000, 3, 'Worker plate');
    const now = Date.now();
    const [sale] = await ctx.database.db
      .insert(sales)
      .values({
        companyId: makerB.companyId,
        percent: 50,
        allProducts: true,
        startsAt: new Date(now - 60_000),
        endsAt: new Date(now + 86_400_000),
      })
      .returning();
    const log = { info: () => undefined, error: () => undefined };
    const worker = new SalesWorker(ctx.database.db, log, ctx.database.runAlone);
    await Promise.all([worker.runOnce(), worker.runOnce()]);
    await new SalesWorker(ctx.database.db, log, ctx.database.runAlone).runOnce();
    const row = await productRow(p);
    expect(row).toMatchObject({ priceAmount: 500, regularPriceAmount: 1000, saleId: sale!.id });
    const history = await ctx.database.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.productId, p));
    expect(history.filter((h) => h.priceAmount === 500)).toHaveLength(1);
    const started = await salesStartedBetween(
      ctx.database.db,
      [makerB.companyId],
      new Date(now - 3_600_000),
      new Date(now + 1),
    );
    expect(started.map((s) => s.id)).toEqual([sale!.id]);
    await call('POST', `/api/seller/sales/${sale!.id}/cancel`, makerB.authorization);
    expect((await productRow(p)).priceAmount).toBe(1000);
  });
});
