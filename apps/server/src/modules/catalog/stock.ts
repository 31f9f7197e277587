/**
 * Stock, as the catalog keeps it: the only writers of `products.quantity` outside the maker's own
 * product form and import. Checkout reserves what an order takes; a cancelled order releases it,
 * and whoever waits for a product back in stock is told (`notifyBackInStock`, also called by the
 * product form and the import).
 */
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { notifyBackInStock } from './stock-alerts.service.js';

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

/**
 * Takes every line's units off the shelf in one statement, only where that many are there and
 * the price and the made-to-order flag are still the ones the order was written with (a
 * made-to-order line takes no unit); answers the ids of the lines taken (all of them, or the
 * caller rolls back). The rows are locked in product id order first, so two checkouts never
 * deadlock, and with the lock an update takes anyway (`no key update`: order lines referring to
 * the product hold a key-share lock on it, which a plain `for update` would wait for); a checkout
 * calls it last, so a product many buyers want stays locked only until the commit.
 */
export async function reserveStockAtPrices(
  tx: Executor,
  lines: (StockLine & { unitAmount: number; madeToOrder: boolean })[],
) {
  if (lines.length === 0) return new Set<string>();
  const wanted = sql.join(
    lines.map(
      (l) =>
        sql`(${l.productId}::uuid, ${l.quantity}::int, ${l.unitAmount}::int, ${l.madeToOrder}::boolean)`,
    ),
    sql`, `,
  );
  const taken = rowsOf<{ id: string }>(
    await tx.execute(sql`
      with wanted (id, quantity, unit_amount, made_to_order) as (values ${wanted}),
      locked as (
        select p.id from ${products} p join wanted w on w.id = p.id order by p.id for no key update of p)
      update ${products} p
         set quantity = case when p.made_to_order then p.quantity else p.quantity - w.quantity end
        from wanted w
       where p.id = w.id and p.id in (select id from locked)
         and (p.made_to_order or p.quantity >= w.quantity) and p.price_amount = w.unit_amount
         and p.made_to_order = w.made_to_order
      returning p.id`),
  );
  return new Set(taken.map((row) => row.id));
}

/**
 * Puts the units of the lines back on the shelf, in product order. A line ordered as made to
 * order took none (issue 24): the caller leaves it out, as the line recorded it, not as the
 * product is now (a product switched to made to order would keep units it gave, one switched
 * back would gain units nobody returned).
 */
export async function releaseStock(tx: Executor, lines: StockLine[]) {
  const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const line of sorted) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
  // Those back in stock tell whoever waits for them ("tell me when it is back").
  await notifyBackInStock(
    tx,
    sorted.map((line) => line.productId),
  );
}
