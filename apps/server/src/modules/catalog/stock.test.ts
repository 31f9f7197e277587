import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { signedIn, useTestApp } from '../../../test/helpers.js';
import { insertCategory, insertProduct } from '../../../test/marketplace.js';
import { releaseStock, reserveStockAtPrices } from './stock.js';

const ctx = useTestApp();

async function twoProducts() {
  const { user } = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  const categoryId = await insertCategory(ctx, `c-${user.id.slice(0, 8)}`, 'Ceramics');
  const product = (price: number, quantity: number) =>
    insertProduct(ctx, { companyId: user.companyId!, categoryId, price, quantity });
  return { jug: await product(4000, 3), bowl: await product(2500, 1) };
}

async function stockOf(id: string) {
  const [row] = await ctx.database.db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, id));
  return row!.quantity;
}

describe('stock', () => {
  it('takes every line at the prices given, and only lines with enough units at those prices', async () => {
    const { jug, bowl } = await twoProducts();
    const db = ctx.database.db;
    const taken = await reserveStockAtPrices(db, [
      { productId: jug, quantity: 2, unitAmount: 4000, madeToOrder: false },
      { productId: bowl, quantity: 1, unitAmount: 2500, madeToOrder: false },
    ]);
    expect([...taken].sort()).toEqual([jug, bowl].sort());
    expect([await stockOf(jug), await stockOf(bowl)]).toEqual([1, 0]);

    // Too few units left, a price changed since the order was written, or the piece became
    // made to order (or stopped being): not taken.
    const reserve = (productId: string, unitAmount: number, madeToOrder = false) =>
      reserveStockAtPrices(db, [{ productId, quantity: 1, unitAmount, madeToOrder }]);
    expect((await reserve(bowl, 2500)).size).toBe(0);
    expect((await reserve(jug, 3900)).size).toBe(0);
    expect((await reserve(jug, 4000, true)).size).toBe(0);
    expect(await stockOf(jug)).toBe(1);

    await releaseStock(db, [
      { productId: jug, quantity: 2 },
      { productId: bowl, quantity: 1 },
    ]);
    expect([await stockOf(jug), await stockOf(bowl)]).toEqual([3, 1]);
  });
});
