import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES, type Cart } from '@kramik/contract';
import { cartItems } from '../../db/schema/index.js';
import { buyer, call, ctx, makerA, makerB, productOf, useOrdersApp } from './orders.fixtures.js';

useOrdersApp();

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

  it('adds up units sent at once from two tabs, never above the stock', async () => {
    const b = await buyer();
    const vase = await productOf(makerA, 4000, 5, 'Vase');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', '/api/cart/items', b.authorization, { productId: vase, quantity: 1 }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const cart = (await call('GET', '/api/cart', b.authorization)).json<Cart>();
    expect(cart.groups[0]!.lines[0]).toMatchObject({ productId: vase, quantity: 5 });
  });

  it('keeps the cart within its line limit, yet adds to a line it holds', async () => {
    const b = await buyer();
    const ids = await Promise.all(
      Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => productOf(makerB, 100, 5, `Bead ${i}`)),
    );
    await ctx.database.db
      .insert(cartItems)
      .values(
        ids
          .slice(0, MAX_CART_LINES)
          .map((productId) => ({ userId: b.user.id, productId, quantity: 1 })),
      );
    let res = await call('POST', '/api/cart/items', b.authorization, {
      productId: ids[MAX_CART_LINES],
      quantity: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { productId: expect.any(String) } });
    res = await call('POST', '/api/cart/items', b.authorization, {
      productId: ids[0],
      quantity: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>().count).toBe(MAX_CART_LINES + 2);
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
