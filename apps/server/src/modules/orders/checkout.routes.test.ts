import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Cart, OrderDetail, OrderPage, PlacedOrders, Quote } from '@kramik/contract';
import { addresses, orders } from '../../db/schema/index.js';
import { createUser, latestMail } from '../../../test/helpers.js';
import {
  ADDRESS,
  buyer,
  call,
  ctx,
  deliveryA,
  INVOICE,
  makerA,
  makerB,
  makerNoShop,
  pickupB,
  productOf,
  productQuantity,
  twoMakerCart,
  useOrdersApp,
} from './orders.fixtures.js';

useOrdersApp();

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
      'Choose a parcel locker or pick-up point.',
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
    expect(makerMail.subject).toBe(`New order ${orderA.number} — awaiting payment`);
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
