import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@kramik/contract';
import { rowsOf } from '../../db/client.js';
import { courierPricing } from '../../db/schema/index.js';
import { loginAs } from '../../../test/helpers.js';
import { searchByCode, searchProductsSql } from './catalog.repo.js';
import { productCodeOf } from './catalog.service.js';
import {
  companyId,
  ctx,
  found,
  get,
  ids,
  insertProducts,
  otherCompanyId,
  textilesId,
  useCatalogApp,
  version,
} from './catalog.fixtures.js';

useCatalogApp();

beforeAll(async () => {
  await insertProducts([
    {
      key: 'bowl',
      versions: [version('en-US', 'Salt-glazed Bowl')],
      ean: '5901234123457',
      erpCode: 'ERP-BWL-77',
      sellerIndex: 'KR-0042',
    },
    {
      key: 'plate',
      versions: [version('en-US', 'Speckled Plate 24')],
      ean: '96385074',
      sellerIndex: 'plate24',
    },
    {
      key: 'rug',
      versions: [version('en-US', 'Wool Rug')],
      categoryId: textilesId,
      companyId: otherCompanyId,
      ean: '4006381333931',
      erpCode: 'KR-0042',
    },
    {
      key: 'hiddenCup',
      versions: [version('en-US', 'Hidden Cup')],
      ean: '4012345678901',
      hiddenAt: new Date(),
    },
  ]);
});

describe('productCodeOf', () => {
  it('takes an EAN-8, an EAN-13 or one word holding a digit; not words', () => {
    expect(productCodeOf('5901234123457')).toBe('5901234123457');
    expect(productCodeOf(' 96385074 ')).toBe('96385074');
    expect(productCodeOf('ERP-BWL-77')).toBe('ERP-BWL-77');
    expect(productCodeOf('kr-0042')).toBe('kr-0042');
    expect(productCodeOf('bowl')).toBeNull();
    expect(productCodeOf('blue bowl 24')).toBeNull();
    expect(productCodeOf('7')).toBeNull();
    expect(productCodeOf(undefined)).toBeNull();
  });
});

describe('catalog search by code', () => {
  it('finds a product by its EAN, its ERP code and its index (any letter case)', async () => {
    expect(await found('q=5901234123457')).toEqual([ids.bowl]);
    expect(await found('q=96385074')).toEqual([ids.plate]);
    expect(await found('q=erp-bwl-77')).toEqual([ids.bowl]);
    expect(await found('q=PLATE24')).toEqual([ids.plate]);
    // One maker's index and another's ERP code: both, newest first.
    expect(await found('q=KR-0042')).toEqual([ids.rug, ids.bowl]);
  });

  it('keeps the filters and lists only listed products', async () => {
    expect(await found(`q=KR-0042&seller=${companyId}`)).toEqual([ids.bowl]);
    expect(await found(`q=KR-0042&category=${textilesId}`)).toEqual([ids.rug]);
    expect(await found('q=4012345678901')).toEqual([]);
  });

  it('answers cards with the maker’s delivery cost, and falls back to words', async () => {
    const page = (await get('/api/products?q=5901234123457')).json();
    expect(page).toMatchObject({ nextCursor: null, correctedQuery: null });
    expect(page.items[0].deliveryCost).toEqual({
      from: { amount: 1299, currency: 'EUR' },
      freeFrom: { amount: 20000, currency: 'EUR' },
    });
    // "24" is no code here: the plate is found by the word of its name.
    expect(await found('q=plate%2024')).toEqual([ids.plate]);
  });

  it('reads the code indexes, not the products table', async () => {
    const db = ctx.database.db;
    // Enough products for the planner to prefer an index over reading them all.
    await db.execute(sql`
      INSERT INTO products (company_id, category_id, versions, price_amount, currency, ean,
                            erp_code, seller_index)
      SELECT ${companyId}, category_id, versions, price_amount, currency,
             lpad(n::text, 13, '0'), 'ERP-' || n, 'IDX-' || n
        FROM products, generate_series(1, 3000) n WHERE id = ${ids.bowl}`);
    await db.execute(sql`ANALYZE products`);
    await db.execute(sql`ANALYZE product_search`);
    const filter = { sort: 'newest', limit: 50, locale: 'en-US' } as const;
    expect((await searchByCode(db, 'IDX-17', filter)).map((row) => row.name)).toEqual([
      'Salt-glazed Bowl',
    ]);
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await db.execute(sql`EXPLAIN SELECT p.id FROM products p
        WHERE (p.ean = ${'0000000000017'}
           OR (p.erp_code IS NOT NULL AND lower(p.erp_code) = lower(${'ERP-17'}))
           OR (p.seller_index IS NOT NULL AND lower(p.seller_index) = lower(${'IDX-17'})))`),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('products_ean_idx');
    expect(plan).toContain('products_erp_code_idx');
    expect(plan).toContain('products_seller_index_idx');
    expect(plan).not.toMatch(/Seq Scan on products/);
    // The word search's statement is not touched by codes.
    expect(JSON.stringify(searchProductsSql({ ...filter, tsquery: 'bowl:*' }))).not.toMatch(
      /erp_code|seller_index/,
    );
  });
});

describe('the maker’s own products by code', () => {
  it('finds their product by EAN, ERP code or index, whole or in part', async () => {
    const [owner] = rowsOf<{ id: string; username: string; email: string }>(
      await ctx.database.db.execute(sql`
        SELECT u.id, u.username, u.email FROM users u JOIN companies c ON c.owner_id = u.id
         WHERE c.id = ${companyId}`),
    );
    const { authorization } = await loginAs(ctx, { ...owner!, companyId });
    const mine = async (q: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/seller/products?q=${encodeURIComponent(q)}`,
        headers: { authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: { _id: string }[] }>().items.map((item) => item._id);
    };
    expect(await mine('5901234123457')).toEqual([ids.bowl]);
    expect(await mine('erp-bwl')).toEqual([ids.bowl]);
    expect(await mine('kr-0042')).toEqual([ids.bowl]);
    expect(await mine('plate24')).toEqual([ids.plate]);
    // Another maker's rug has the same ERP code: not in this maker's list.
    expect(await mine('4006381333931')).toEqual([]);
  });
});

describe('the delivery cost on cards', () => {
  it('follows the maker’s courier pricing as it is written, changed and removed', async () => {
    const db = ctx.database.db;
    const card = async () =>
      (await get(`/api/products?q=${encodeURIComponent('Wool Rug')}`)).json<ProductPage>().items[0]!
        .deliveryCost;
    expect(await card()).toEqual({});
    await db.insert(courierPricing).values([
      {
        companyId: otherCompanyId,
        carrier: 'gls_courier',
        priceAmount: 1800,
        currency: 'EUR',
        externalId: 'gls',
      },
      {
        companyId: otherCompanyId,
        carrier: 'dpd_courier',
        priceAmount: 1400,
        currency: 'EUR',
        externalId: 'dpd',
        freeDeliveryThreshold: 30000,
      },
    ]);
    expect(await card()).toEqual({
      from: { amount: 1400, currency: 'EUR' },
      freeFrom: { amount: 30000, currency: 'EUR' },
    });
    // A carrier the platform turned off counts no more, and again once it is back.
    await db.execute(
      sql`INSERT INTO platform_carriers (carrier, enabled) VALUES ('dpd_courier', false)`,
    );
    expect(await card()).toEqual({ from: { amount: 1800, currency: 'EUR' } });
    await db.execute(sql`DELETE FROM platform_carriers WHERE carrier = 'dpd_courier'`);
    expect((await card()).freeFrom).toEqual({ amount: 30000, currency: 'EUR' });
    await db
      .update(courierPricing)
      .set({ priceAmount: 0 })
      .where(
        sql`${courierPricing.externalId} = 'gls' AND ${courierPricing.companyId} = ${otherCompanyId}`,
      );
    expect((await card()).from).toEqual({ amount: 0, currency: 'EUR' });
    await db.delete(courierPricing).where(sql`${courierPricing.companyId} = ${otherCompanyId}`);
    expect(await card()).toEqual({});
  });
});
