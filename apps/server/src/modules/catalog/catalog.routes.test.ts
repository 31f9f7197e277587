import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/index.js';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let companyId: string;
let otherCompanyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const [ceramics] = await ctx.database.db
    .insert(categories)
    .values({ slug: 'ceramics', names: { 'en-US': 'Ceramics', 'pl-PL': 'Ceramika' }, position: 0 })
    .returning();
  await ctx.database.db.insert(categories).values({
    slug: 'vases',
    parentId: ceramics!.id,
    names: { 'en-US': 'Vases', 'de-DE': 'Vasen' },
  });
  companyId = (await createUser(ctx, { permissions: 'seller', withCompany: true })).companyId!;
  otherCompanyId = (await createUser(ctx, { permissions: 'seller', withCompany: true })).companyId!;
  const base = new Date('2026-01-01T00:00:00Z').getTime();
  await ctx.database.db.insert(products).values(
    Array.from({ length: 7 }, (_, i) => ({
      companyId: i < 5 ? companyId : otherCompanyId,
      categoryId: ceramics!.id,
      versions: [
        {
          locale: 'en-US',
          name: `Mug ${i}`,
          description: '',
          action: '',
          howToUse: '',
          composition: '',
        },
        {
          locale: 'pl-PL',
          name: `Kubek ${i}`,
          description: '',
          action: '',
          howToUse: '',
          composition: '',
        },
      ],
      priceAmount: 1000 + i,
      currency: 'EUR',
      quantity: i,
      // Two products share a timestamp: the id breaks the tie, so none is skipped or repeated.
      createdAt: new Date(base + Math.min(i, 5) * 60_000),
    })),
  );
});

describe('GET /api/categories', () => {
  it('answers the tree with names in the caller’s language, falling back to English', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'accept-language': 'pl-PL' },
    });
    expect(response.statusCode).toBe(200);
    const [ceramics] = response.json().items;
    expect(ceramics).toMatchObject({ slug: 'ceramics', name: 'Ceramika' });
    expect(ceramics.subcategories).toEqual([
      expect.objectContaining({ slug: 'vases', name: 'Vases' }),
    ]);
  });
});

describe('GET /api/products', () => {
  it('pages newest first with a keyset cursor, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/products?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const page = response.json<{ items: { name: string }[]; nextCursor: string | null }>();
      seen.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(2)).toEqual(['Mug 4', 'Mug 3', 'Mug 2', 'Mug 1', 'Mug 0']);
  });

  it('names products in the caller’s language and shows price in minor units', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/products?seller=${companyId}&limit=1`,
      headers: { 'accept-language': 'pl' },
    });
    const [item] = response.json().items;
    expect(item).toMatchObject({ name: 'Kubek 4', price: { amount: 1004, currency: 'EUR' } });
    expect(item.company._id).toBe(companyId);
  });

  it('filters by seller', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/products?seller=${otherCompanyId}`,
    });
    expect(response.json().items).toHaveLength(2);
  });

  it('refuses a forged cursor, a bad limit and a bad seller id with 400', async () => {
    for (const query of ['cursor=bm9wZQ', 'limit=0', 'limit=1000', 'seller=not-a-uuid']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
