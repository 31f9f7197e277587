/**
 * Stock, as the catalog keeps it: the only writers of `products.quantity` outside the maker's own
 * product form. Checkout reserves what an order takes; a cancelled order releases it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

export interface StockLine {
  productId: string;
  quantity: number;
}

/**
 * Takes `line.quantity` units off the shelf if that many are there (a guarded decrement, so two
 * checkouts never oversell); answers the product as it is after the decrement, which carries the
 * price to charge, or undefined when too few were left. Callers go in product id order, so two
 * checkouts never deadlock.
 */
export async function reserveStock(tx: Executor, line: StockLine) {
  const [row] = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${line.quantity}` })
    .where(and(eq(products.id, line.productId), sql`${products.quantity} >= ${line.quantity}`))
    .returning({
      id: products.id,
      versions: products.versions,
      priceAmount: products.priceAmount,
      quantity: products.quantity,
      coverImage: products.coverImage,
      companyId: products.companyId,
    });
  return row;
}

/** Puts the units of the lines back on the shelf, in product order. */
export async function releaseStock(tx: Executor, lines: StockLine[]) {
  const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const line of sorted) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
