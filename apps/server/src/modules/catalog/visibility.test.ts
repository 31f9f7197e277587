import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/helpers.js';
import { productVersion } from '../../../test/marketplace.js';
import { courierPricing } from '../../db/schema/index.js';
import { ctx, companyId, ids, get, insertProducts, useCatalogApp } from './catalog.fixtures.js';
import { isMakerListed, setMakerListed, setProductHidden } from './catalog.service.js';

useCatalogApp();

const listedIds = async (query = '') =>
  (await get(`/api/products?limit=50${query}`))
    .json()
    .items.map((item: { _id: string }) => item._id) as string[];

const db = () => ({ db: ctx.database.db });

describe('setProductHidden', () => {
  it('takes a product out of the lists, the search, compare and its page, and puts it back', async () => {
    expect(await listedIds()).toContain(ids.mug);
    await setProductHidden(db(), ids.mug!, true);
    expect(await listedIds()).not.toContain(ids.mug);
    expect(await listedIds('&q=peacock')).toEqual([]);
    expect((await get(`/api/products/${ids.mug}`)).statusCode).toBe(404);
    expect((await get(`/api/products/compare?ids=${ids.mug},${ids.vase}`)).json().items).toEqual([
      expect.objectContaining({ _id: ids.vase }),
    ]);
    // Administrators still read it.
    const admin = await signedIn(ctx, { permissions: 'admin' });
    expect(
      (await get(`/api/products/${ids.mug}`, { authorization: admin.authorization })).statusCode,
    ).toBe(200);
    // Hiding twice is harmless; showing brings the same search row back.
    await setProductHidden(db(), ids.mug!, true);
    await setProductHidden(db(), ids.mug!, false);
    expect(await listedIds()).toContain(ids.mug);
    expect(await listedIds('&q=peacock')).toEqual([ids.mug]);
    expect((await get(`/api/products/${ids.mug}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown product', async () => {
    await expect(
      setProductHidden(db(), '00000000-0000-4000-8000-000000000000', true),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('setMakerListed', () => {
  it('unlists every product of a maker at once; listing again keeps the hidden ones hidden', async () => {
    const maker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    const own = maker.user.companyId!;
    await ctx.database.db.insert(courierPricing).values({
      companyId: own,
      carrier: 'inpost_locker',
      priceAmount: 999,
      currency: 'EUR',
      externalId: 'locker',
    });
    const [bowl, jug] = await insertProducts([
      { key: 'bowl', companyId: own, versions: [productVersion('en-US', 'Quince Bowl')] },
      { key: 'jug', companyId: own, versions: [productVersion('en-US', 'Quince Jug')] },
    ]);
    expect(await listedIds('&q=quince')).toHaveLength(2);
    await setProductHidden(db(), jug!, true);
    await setMakerListed(db(), own, false);
    expect(await isMakerListed(db(), own)).toBe(false);
    expect(await listedIds('&q=quince')).toEqual([]);
    expect(await listedIds(`&seller=${own}`)).toEqual([]);
    expect((await get(`/api/products/${bowl}`)).statusCode).toBe(404);
    // The maker still reads and lists their own products, with the moderation state.
    expect(
      (await get(`/api/products/${bowl}`, { authorization: maker.authorization })).statusCode,
    ).toBe(200);
    const own1 = await get('/api/seller/products?limit=50', { authorization: maker.authorization });
    expect(own1.statusCode).toBe(200);
    expect(
      own1
        .json()
        .items.map((p: { _id: string; hiddenByModeration: boolean }) => [
          p._id,
          p.hiddenByModeration,
        ]),
    ).toEqual(
      expect.arrayContaining([
        [bowl, false],
        [jug, true],
      ]),
    );
    // Their own search finds the products that have no search row too.
    const found = await get('/api/seller/products?limit=50&q=jug', {
      authorization: maker.authorization,
    });
    expect(found.json().items.map((p: { _id: string }) => p._id)).toEqual([jug]);
    // A product added while the maker is unlisted is not listed either.
    const [cup] = await insertProducts([
      { key: 'cup', companyId: own, versions: [productVersion('en-US', 'Quince Cup')] },
    ]);
    expect(await listedIds('&q=quince')).toEqual([]);
    await setMakerListed(db(), own, true);
    expect(await isMakerListed(db(), own)).toBe(true);
    expect((await listedIds('&q=quince')).sort()).toEqual([bowl, cup].sort());
    expect((await get(`/api/products/${jug}`)).statusCode).toBe(404);
    // The stock and price still follow into the search row of a listed product.
    await setProductHidden(db(), jug!, false);
    expect((await listedIds('&q=quince')).sort()).toEqual([bowl, cup, jug].sort());
    expect(companyId).not.toBe(own);
  });
});
