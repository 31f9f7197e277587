import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PlacedOrders } from '@kramik/contract';
import { orders, pieces, productPassports } from '../../db/schema/index.js';
import type { TestContext } from '../../../test/helpers.js';
import { TEST_SHIPPING_ADDRESS } from '../../../test/marketplace.js';

/** Moves an order straight to a status (tests of what a delivered order shows). */
export async function setOrderStatus(ctx: TestContext, orderId: string, status: string) {
  await ctx.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** The buyer's cart with `quantity` of the product, checked out with the maker's courier. */
export async function checkOut(
  ctx: TestContext,
  buyer: { authorization: string },
  line: { productId: string; companyId: string; courierId: string; quantity?: number },
) {
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: { authorization: buyer.authorization },
    payload: { productId: line.productId, quantity: line.quantity ?? 1 },
  });
  expect(added.statusCode, added.body).toBeLessThan(300);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: buyer.authorization },
    payload: {
      groups: [{ sellerId: line.companyId, deliveryOptionId: line.courierId }],
      shippingAddress: TEST_SHIPPING_ADDRESS,
    },
  });
}

/**
 * A delivered order of one piece of the product, which gets a passport if it has none: the
 * piece's code and the order (the authorization matrix's piece routes use it).
 */
export async function placeDeliveredPiece(
  ctx: TestContext,
  buyer: { authorization: string },
  line: { productId: string; companyId: string; courierId: string },
) {
  await ctx.database.db
    .insert(productPassports)
    .values({
      productId: line.productId,
      texts: { 'en-US': { materials: 'Stoneware clay', technique: 'Thrown', care: 'Hand wash' } },
      hoursOfWork: 6,
    })
    .onConflictDoNothing();
  const placed = await checkOut(ctx, buyer, line);
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json<PlacedOrders>().orders[0]!._id;
  await setOrderStatus(ctx, orderId, 'delivered');
  const [piece] = await ctx.database.db
    .select({ code: pieces.code })
    .from(pieces)
    .where(eq(pieces.orderId, orderId));
  return { code: piece!.code, orderId };
}
