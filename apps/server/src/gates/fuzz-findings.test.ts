import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import { createUser, loginAs, useTestApp, signedIn } from '../../test/helpers.js';
import { categories } from '../db/schema/index.js';

/** 500s the input fuzzing gate (`fuzz.test.ts`) found, each kept as a regression test. */
const ctx = useTestApp();
let seller: string;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  seller = (await loginAs(ctx, await createUser(ctx, { permissions: 'seller', withCompany: true })))
    .authorization;
  admin = (await signedIn(ctx, { permissions: 'admin' })).authorization;
  const names = Object.fromEntries(LOCALES.map((locale) => [locale, 'Bowls']));
  const [category] = await ctx.database.db
    .insert(categories)
    .values({ slug: 'fuzz-findings', names })
    .returning({ id: categories.id });
  categoryId = category!.id;
});

describe('input fuzzing findings (issue 16)', () => {
  it('refuses a lone surrogate (JSONB cannot store it) with 400 naming the field', async () => {
    const names = Object.fromEntries(LOCALES.map((locale) => [locale, 'Cups']));
    const category = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { authorization: admin },
      payload: { names: { ...names, 'pl-PL': 'Kub\ud800ki' }, parentId: categoryId },
    });
    expect(category.statusCode, category.body).toBe(400);
    expect(category.json().fields).toEqual({
      'names.pl-PL': 'This field contains characters that are not allowed.',
    });
    const product = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/products',
      headers: { authorization: seller },
      payload: {
        versions: [{ locale: 'en-US', name: 'Bowl', description: 'a\udfffb' }],
        priceAmount: 100,
        categoryId,
        quantity: 1,
        deliveryDays: 2,
      },
    });
    expect(product.statusCode, product.body).toBe(400);
    expect(Object.keys(product.json().fields)).toEqual(['versions.0.description']);
    // A whole pair (an emoji) is text like any other.
    const emoji = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { authorization: admin },
      payload: { names: { ...names, 'en-US': 'Cups 🏺' }, parentId: categoryId },
    });
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it('answers 400, not 500, to a multipart body cut short', async () => {
    for (const url of ['/api/seller/company/photo']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url,
        payload: '--x\r\n',
        headers: { authorization: seller, 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});
