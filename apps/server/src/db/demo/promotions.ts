import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { applySalePrices } from '../../modules/catalog/sale-prices.js';
import { companies, coupons, products, saleProducts, sales, users } from '../schema/index.js';

const DAY_MS = 24 * 3_600_000;

/** The demo maker with a running sale and the WELCOME10 code (issue 24). */
const MAKER = 'magda.wrobel';

/**
 * Maker sales and coupons in the demo (issue 24): Magda's 20 % sale on three of her pieces that
 * began two days ago (applied as the worker does, a new price period each, so the Omnibus lowest
 * price is the one before the reduction) and ends in twelve days; her code WELCOME10 (10 % off
 * her goods from €30.00, once per buyer, 500 uses) and a deactivated WINTER5 with its uses.
 */
export async function seedDemoPromotions(tx: Executor, now: Date) {
  const [maker] = await tx
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(users.username, MAKER));
  if (!maker) return;
  const pieces = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, maker.id), eq(products.specialOffer, false)))
    .orderBy(asc(products.createdAt), asc(products.id));
  // Not the made-to-order pieces (offsets 1, 4 and 8 of the maker's; `made-to-order.ts`).
  const chosen = [0, 2, 3].flatMap((i) => (pieces[i] ? [pieces[i].id] : []));
  if (chosen.length > 0) {
    const startsAt = new Date(now.getTime() - 2 * DAY_MS);
    const endsAt = new Date(now.getTime() + 12 * DAY_MS);
    const [sale] = await tx
      .insert(sales)
      .values({
        companyId: maker.id,
        percent: 20,
        allProducts: false,
        startsAt,
        endsAt,
        status: 'running',
        createdAt: new Date(startsAt.getTime() - DAY_MS),
      })
      .returning({ id: sales.id });
    await tx
      .insert(saleProducts)
      .values(chosen.map((productId) => ({ saleId: sale!.id, productId })));
    await applySalePrices(
      tx,
      { id: sale!.id, companyId: maker.id, percent: 20, endsAt, productIds: chosen },
      startsAt,
    );
  }
  await tx.insert(coupons).values([
    {
      companyId: maker.id,
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      minOrderAmount: 3000,
      endsAt: new Date(now.getTime() + 90 * DAY_MS),
      useLimit: 500,
      perBuyerLimit: 1,
    },
    {
      companyId: maker.id,
      code: 'WINTER5',
      kind: 'amount',
      value: 500,
      minOrderAmount: 0,
      endsAt: null,
      useLimit: 20,
      perBuyerLimit: 1,
      uses: 12,
      active: false,
      createdAt: new Date(now.getTime() - 60 * DAY_MS),
    },
  ]);
}
