import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import { products } from '../../db/schema/index.js';
import { createUser, loginAs, useTestApp, signedIn } from '../../../test/helpers.js';

const ctx = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await signedIn(ctx, { permissions: 'admin' })).authorization;
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  authorization = admin,
) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const names = (base: string) => ({
  'en-US': base,
  'pl-PL': `${base} (pl)`,
  'zh-CN': `${base} (zh)`,
  'de-DE': `${base} (de)`,
  'sv-SE': `${base} (sv)`,
  'nb-NO': `${base} (nb)`,
});

async function create(base: string, parentId?: string) {
  const response = await call('POST', '/api/admin/categories', {
    names: names(base),
    ...(parentId ? { parentId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; slug: string; position: number }>();
}

describe('category management', () => {
  it('creates categories and subcategories with a name in every language', async () => {
    const glass = await create('Glass & Crystal');
    expect(glass).toMatchObject({ slug: 'glass-crystal', position: 0, parentId: null });
    const second = await create('Glass & Crystal');
    expect(second.slug).toBe('glass-crystal-2');
    const sub = await create('Stained glass', glass._id);
    const public_ = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'accept-language': 'de-DE' },
    });
    const tree = public_.json().items.find((c: { _id: string }) => c._id === glass._id);
    expect(tree).toMatchObject({
      name: 'Glass & Crystal (de)',
      subcategories: [{ _id: sub._id, name: 'Stained glass (de)' }],
    });
  });

  it('says which language is missing', async () => {
    const withoutSwedish = Object.fromEntries(
      Object.entries(names('Paper')).filter(([locale]) => locale !== 'sv-SE'),
    );
    const response = await call('POST', '/api/admin/categories', {
      names: { ...withoutSwedish, 'pl-PL': '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Please fill in all required fields',
      fields: {
        'names.pl-PL': 'This field is required',
        'names.sv-SE': 'This field is required',
      },
    });
    expect(Object.keys(response.json().fields)).toHaveLength(2);
    const none = await call('POST', '/api/admin/categories', {});
    expect(none.json().fields.names).toBe('This field is required');
  });

  it('refuses a subcategory of a subcategory or of an unknown parent', async () => {
    const top = await create('Leather');
    const sub = await create('Wallets', top._id);
    for (const parentId of [sub._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await call('POST', '/api/admin/categories', {
        names: names('Coin purses'),
        parentId,
      });
      expect(response.statusCode, parentId).toBe(400);
      expect(response.json().fields.parentId).toBe('This value is not valid');
    }
  });

  it('renames in every language and the search follows the new names', async () => {
    const category = await create('Candles');
    const company = await createUser(ctx, { permissions: 'seller', withCompany: true });
    const [product] = await ctx.database.db
      .insert(products)
      .values({
        companyId: company.companyId!,
        categoryId: category._id,
        versions: [
          {
            locale: 'en-US',
            name: 'Beeswax taper',
            description: '',
            action: '',
            howToUse: '',
            composition: '',
          },
        ],
        priceAmount: 1200,
        currency: 'EUR',
      })
      .returning();
    const renamed = await call('PATCH', `/api/admin/categories/${category._id}`, {
      names: { ...names('Candles'), 'pl-PL': 'Świece woskowe' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ productCount: 1, names: { 'pl-PL': 'Świece woskowe' } });
    const search = await ctx.app.inject({ method: 'GET', url: '/api/products?q=swiece' });
    expect(search.json().items.map((p: { _id: string }) => p._id)).toEqual([product!.id]);
    const missing = await call('PATCH', `/api/admin/categories/${category._id}`, {
      names: { 'en-US': 'Candles' },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toHaveLength(LOCALES.length - 1);
    const unknown = await call(
      'PATCH',
      '/api/admin/categories/00000000-0000-4000-8000-000000000000',
      {
        names: names('X'),
      },
    );
    expect(unknown.statusCode).toBe(404);

    // Deleting is refused while a product uses the category.
    const refused = await call('DELETE', `/api/admin/categories/${category._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Products use this category. Move them to another category first.',
    );
  });

  it('reorders siblings and refuses an order that is not exactly the siblings', async () => {
    const parent = await create('Toys');
    const a = await create('Dolls', parent._id);
    const b = await create('Puzzles', parent._id);
    const c = await create('Rocking horses', parent._id);
    const response = await call('PUT', '/api/admin/categories/order', {
      parentId: parent._id,
      ids: [c._id, a._id, b._id],
    });
    expect(response.statusCode).toBe(200);
    const subs = response
      .json()
      .items.filter((x: { parentId: string | null }) => x.parentId === parent._id)
      .sort((x: { position: number }, y: { position: number }) => x.position - y.position)
      .map((x: { _id: string }) => x._id);
    expect(subs).toEqual([c._id, a._id, b._id]);
    for (const ids of [
      [a._id, b._id],
      [a._id, b._id, c._id, parent._id],
      [a._id, a._id, b._id],
    ]) {
      const bad = await call('PUT', '/api/admin/categories/order', { parentId: parent._id, ids });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('deletes an unused category, but not one with subcategories', async () => {
    const parent = await create('Prints');
    const child = await create('Linocuts', parent._id);
    const refused = await call('DELETE', `/api/admin/categories/${parent._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This category has subcategories. Delete them first.');
    expect((await call('DELETE', `/api/admin/categories/${child._id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/categories/${parent._id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/categories/${parent._id}`)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const seller = await loginAs(ctx, await createUser(ctx, { permissions: 'seller' }));
    const buyer = await loginAs(ctx, await createUser(ctx));
    for (const authorization of [seller.authorization, buyer.authorization]) {
      expect(
        (await call('GET', '/api/admin/categories', undefined, authorization)).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', '/api/admin/categories', { names: names('X') }, authorization))
          .statusCode,
      ).toBe(403);
    }
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/admin/categories' });
    expect(visitor.statusCode).toBe(401);
    const list = await call('GET', '/api/admin/categories');
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0].names['zh-CN']).toBeTruthy();
  });
});
