import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/index.js';
import { createUser, useTestApp } from '../../../test/helpers.js';
import { matchOf } from './search-words.js';

const ctx = useTestApp();
let id: string;

beforeAll(async () => {
  const db = ctx.database.db;
  const companyId = (await createUser(ctx, { permissions: 'seller', withCompany: true }))
    .companyId!;
  const [category] = await db
    .insert(categories)
    .values({ slug: 'odd', names: { 'en-US': 'Odd words' }, position: 0 })
    .returning();
  // Words the text parser keeps whole with quotes, slashes and dots in them.
  const text =
    "O'Neil's back\\slash 'quoted' ﬁne http://example.com/a'b /usr/lo'cal a'b@example.com 3.5kg";
  const [row] = await db
    .insert(products)
    .values({
      companyId,
      categoryId: category!.id,
      priceAmount: 100,
      currency: 'EUR',
      quantity: 1,
      versions: [
        {
          locale: 'en-US',
          name: 'Odd',
          description: text,
          action: '',
          howToUse: '',
          composition: '',
        },
      ],
    })
    .returning({ id: products.id });
  id = row!.id;
});

describe('catalog words with quotes, slashes and dots', () => {
  it('quotes them into the query and finds the product by them', async () => {
    // "example" begins 'example.com' and "example.com/a'b": both quoted, the quote doubled.
    expect(await matchOf(ctx.database.db, 'example:*')).toBe(
      "('example.com' | 'example.com/a''b')",
    );
    for (const q of ['example', 'neil', 'quoted', 'back', 'slash', 'fine', 'odd words']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/products?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode, q).toBe(200);
      expect(
        response.json<{ items: { _id: string }[] }>().items.map((item) => item._id),
        q,
      ).toEqual([id]);
    }
  });

  it('answers every odd typed word without an error', async () => {
    const typed = ['¼', '½ kubek', 'ǅ', 'ß', 'Æble', 'ŉ', '㎏', 'Ⅻ', 'x\\y', '🙂', '١٢٣', "o'"];
    for (const q of typed) {
      for (const path of ['/api/products', '/api/products/suggest']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${path}?q=${encodeURIComponent(q)}`,
        });
        expect(response.statusCode, `${path} ${q}`).toBe(200);
      }
    }
  });
});
