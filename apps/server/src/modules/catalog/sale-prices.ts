import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { startPricePeriod } from './products.service.js';

/**
 * Maker sales on the products' prices (issue 24; docs/decisions.md "Maker sales and coupons"): a
 * running sale's price IS the product's price, started as a new price period (so the price
 * history and the Omnibus "lowest price of the 30 days before" stay exact), with the regular
 * price kept beside it; the end restores the regular price, again as a new price period.
 */

/** The sale price of a regular price: `percent` off, rounded half up to a minor unit. */
export function salePriceOf(regularAmount: number, percent: number) {
  return Math.floor((regularAmount * (100 - percent) + 50) / 100);
}

export interface SaleToApply {
  id: string;
  companyId: string;
  percent: number;
  endsAt: Date;
  /** Null: every product of the maker; else these products (of the maker). */
  productIds: string[] | null;
}

/**
 * Puts a sale's price on its products not already in a sale, from `at`; answers how many. The
 * rows are locked in id order (as checkout locks stock), so a checkout reading the old price
 * fails its price check instead of selling at a price no longer shown.
 */
export async function applySalePrices(tx: Executor, sale: SaleToApply, at: Date) {
  const rows = await tx
    .select({ id: products.id, priceAmount: products.priceAmount })
    .from(products)
    .where(
      and(
        eq(products.companyId, sale.companyId),
        isNull(products.saleId),
        gt(products.priceAmount, 0),
        sale.productIds === null ? undefined : inArray(products.id, sale.productIds),
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  for (const row of rows) {
    const price = salePriceOf(row.priceAmount, sale.percent);
    const period = await startPricePeriod(tx, row.id, price, at);
    await tx
      .update(products)
      .set({
        priceAmount: price,
        regularPriceAmount: row.priceAmount,
        saleId: sale.id,
        saleEndsAt: sale.endsAt,
        ...period,
        updatedAt: at,
      })
      .where(eq(products.id, row.id));
  }
  return rows.length;
}

/** Gives a sale's products their regular price back from `at` (a new price period each). */
export async function restoreRegularPrices(tx: Executor, saleId: string, at: Date) {
  const rows = await tx
    .select({ id: products.id, regular: products.regularPriceAmount })
    .from(products)
    .where(eq(products.saleId, saleId))
    .orderBy(asc(products.id))
    .for('update');
  for (const row of rows) {
    const regular = row.regular ?? 0;
    const period = await startPricePeriod(tx, row.id, regular, at);
    await tx
      .update(products)
      .set({
        priceAmount: regular,
        regularPriceAmount: null,
        saleId: null,
        saleEndsAt: null,
        ...period,
        updatedAt: at,
      })
      .where(eq(products.id, row.id));
  }
  return rows.length;
}

/** The maker's products among `ids` (a sale of chosen products names only the maker's own). */
export async function ownProductIds(db: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
  return rows.map((r) => r.id);
}
