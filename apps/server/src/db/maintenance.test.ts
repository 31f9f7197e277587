import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../test/helpers.js';
import { searchStatistics } from '../modules/catalog/catalog.repo.js';
import { rowsOf } from './client.js';
import { categories, products } from './schema/index.js';

const ctx = useTestApp();

describe('embedded database maintenance', () => {
  it('vacuums and analyses PGlite, which has no autovacuum; leaves PostgreSQL to its own', async () => {
    const db = ctx.database.db;
    const { companyId } = await createUser(ctx, { permissions: 'seller', withCompany: true });
    const [category] = await db
      .insert(categories)
      .values({ slug: 'baskets', names: { 'en-US': 'Baskets' } })
      .returning();
    await db.insert(products).values(
      Array.from({ length: 20 }, (_, i) => ({
        companyId: companyId!,
        categoryId: category!.id,
        versions: [
          {
            locale: 'en-US',
            name: `Willow Basket ${i}`,
            description: '',
            action: '',
            howToUse: '',
            composition: '',
          },
        ],
        priceAmount: 1000,
        currency: 'EUR',
        quantity: 3,
      })),
    );
    // A stock change leaves the old row versions behind: no page of the table is all-visible
    // (what lets index-only scans skip it) until a vacuum.
    await db.update(products).set({ quantity: 2 });
    const allVisiblePages = async () =>
      rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT relallvisible::int AS n FROM pg_class WHERE oid = 'products'::regclass`,
        ),
      )[0]!.n;
    expect(await allVisiblePages()).toBe(0);
    expect((await searchStatistics(db)).names.has('willow')).toBe(false);

    await ctx.app.maintenance.runOnce();

    if (ctx.database.kind === 'pglite') {
      expect((await searchStatistics(db)).names.get('willow')).toBeGreaterThan(0.9);
      expect(await allVisiblePages()).toBeGreaterThan(0);
    } else {
      expect((await searchStatistics(db)).names.has('willow')).toBe(false);
      expect(await allVisiblePages()).toBe(0);
    }
  });
});
