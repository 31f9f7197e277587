import { and, asc, eq, inArray, lte, gt } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { companies, favouriteProducts, followedMakers, products, users } from '../schema/index.js';

/**
 * The demo buyers' favourites and followed makers (issue 24): by buyer, the makers they follow
 * and from whose shops they keep pieces (the first few, a nearly sold-out one among them, so
 * `/favourites` shows its marks).
 */
const DEMO_FAVOURITES: Record<string, { follows: string[]; piecesFrom: string[] }> = {
  'anna.kowalczyk': {
    follows: ['Modra Glina', 'Ljungbergs Glas'],
    piecesFrom: ['Modra Glina', 'Ljungbergs Glas', 'Haft Żukowski'],
  },
  'jonas.becker': {
    follows: ['Kienzler Holz'],
    piecesFrom: ['Kienzler Holz', 'Jantarowy Brzeg'],
  },
};

export async function seedDemoFavourites(tx: Executor, now: Date) {
  const buyers = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, Object.keys(DEMO_FAVOURITES)));
  const makers = await tx
    .select({ id: companies.id, shortName: companies.shortName })
    .from(companies);
  const makerId = new Map(makers.map((m) => [m.shortName, m.id]));
  let minute = 0;
  const at = () => new Date(now.getTime() - (minute += 37) * 60_000);
  for (const buyer of buyers) {
    const plan = DEMO_FAVOURITES[buyer.username]!;
    for (const name of plan.follows) {
      const companyId = makerId.get(name);
      if (companyId)
        await tx.insert(followedMakers).values({ userId: buyer.id, companyId, createdAt: at() });
    }
    for (const name of plan.piecesFrom) {
      const companyId = makerId.get(name);
      if (!companyId) continue;
      // A piece with only a few left, if the maker has one, and the maker's first piece.
      const [few] = await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.companyId, companyId),
            gt(products.quantity, 0),
            lte(products.quantity, 3),
          ),
        )
        .orderBy(asc(products.createdAt))
        .limit(1);
      const first = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.companyId, companyId))
        .orderBy(asc(products.createdAt))
        .limit(2);
      const ids = [...new Set([few?.id, ...first.map((p) => p.id)].filter(Boolean))] as string[];
      for (const productId of ids.slice(0, 2)) {
        await tx
          .insert(favouriteProducts)
          .values({ userId: buyer.id, productId, createdAt: at() })
          .onConflictDoNothing();
      }
    }
  }
}
