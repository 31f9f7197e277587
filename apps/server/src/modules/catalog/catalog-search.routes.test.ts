import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { ProductListQuerySchema } from '@kramik/contract';
import { sql } from 'drizzle-orm';
import {
  searchProbeRows,
  searchProducts,
  searchProductsSql,
  searchStatistics,
  type SearchFilter,
  type SearchStatistics,
} from './catalog.repo.js';
import { searchCatalog } from './catalog.service.js';
import { MAX_WORDS_BEGUN, matchOf, toTsQuery } from './search-words.js';
import { estimatedMatches, probeRowsOf, testedShare } from './search-plan.js';

import {
  clock,
  countingStatements,
  ctx,
  companyId,
  otherCompanyId,
  ceramicsId,
  vasesId,
  textilesId,
  ids,
  version,
  insertProducts,
  get,
  found,
  useCatalogApp,
} from './catalog.fixtures.js';

useCatalogApp();

describe('catalog search', () => {
  it('finds a product by a word of a non-English version and by a category name', async () => {
    expect(await found('q=kamionkowy')).toEqual([ids.mug]);
    expect(await found('q=Steinzeug')).toEqual([ids.vase]);
    // "Vasen" is the German name of the vase's subcategory.
    expect(await found('q=vasen')).toEqual([ids.vase]);
    expect(await found('q=ceramika')).toEqual(expect.arrayContaining([ids.mug, ids.vase]));
  });

  it('ignores Polish diacritics in either direction', async () => {
    expect(await found('q=zolty')).toEqual([ids.scarf]);
    expect(await found('q=lodzi')).toEqual([ids.scarf]);
    expect(await found('q=Bolesławiec')).toEqual([ids.mug]);
    expect(await found('q=boleslawiec')).toEqual([ids.mug]);
  });

  it('tolerates a typo and matches word prefixes', async () => {
    expect(await found('q=stonewere')).toContain(ids.mug);
    expect(await found('q=peacok')).toEqual([ids.mug]);
    expect(await found('q=tablecl')).toEqual([ids.used]);
  });

  it('says which words a corrected search matched, on every page', async () => {
    const typo = (await get('/api/products?q=Peacok%20kubek&limit=1')).json();
    expect(typo.correctedQuery).toBe('peacock kubek');
    expect(typo.items.map((item: { _id: string }) => item._id)).toEqual([ids.mug]);
    // The category's name, misspelt: two products, one a page; the cursor keeps the correction.
    const first = (await get('/api/products?q=ceramcs&limit=1')).json();
    expect(first.correctedQuery).toBe('ceramics');
    const second = (await get(`/api/products?q=ceramcs&limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.correctedQuery).toBe('ceramics');
    expect(
      [...first.items, ...second.items].map((item: { _id: string }) => item._id).sort(),
    ).toEqual([ids.mug, ids.vase].sort());
    expect((await get('/api/products?q=peacock')).json().correctedQuery).toBeNull();
    expect((await get('/api/products')).json().correctedQuery).toBeNull();
    // Nothing similar: nothing corrected, and an empty page.
    const nothing = (await get('/api/products?q=xqzjv')).json();
    expect(nothing).toEqual({ items: [], nextCursor: null, correctedQuery: null });
  });

  it('answers a typo corrected lately in one statement, and still prefers the words as typed', async () => {
    // A database object of its own (the corrections are kept per database object) that counts
    // the statements it sends.
    const { db, sent } = countingStatements(ctx.database.db);
    const search = async (input: Record<string, string>) => {
      sent.statements = 0;
      const page = await searchCatalog(
        { db, locale: 'en-US' },
        ProductListQuerySchema.parse(input),
      );
      return { ids: page.items.map((item) => item._id), page, statements: sent.statements };
    };
    await search({ q: 'peacock' }); // the statistics of the search plan, read once a minute
    // First time: the words looked up, the page as typed, the correction, the corrected words
    // looked up, the corrected page.
    const cold = await search({ q: 'ceramcs' });
    expect(cold).toMatchObject({ ids: [ids.vase, ids.mug], statements: 5 });
    expect(cold.page.correctedQuery).toBe('ceramics');
    // Then one statement, the same page in the same order, and its cursor's page in one more.
    const warm = await search({ q: 'ceramcs', limit: '1' });
    expect(warm).toMatchObject({ ids: [ids.vase], statements: 1 });
    expect(warm.page.correctedQuery).toBe('ceramics');
    const next = await search({ q: 'ceramcs', limit: '1', cursor: warm.page.nextCursor! });
    expect(next).toMatchObject({ ids: [ids.mug], statements: 1 });
    expect(next.page.correctedQuery).toBe('ceramics');
    expect((await search({ q: 'ceramcs', sort: 'price_desc' })).ids).toEqual([ids.vase, ids.mug]);
    // A filter that leaves nothing of the corrected words: an empty page, still one statement.
    expect(await search({ q: 'ceramcs', category: textilesId })).toMatchObject({
      ids: [],
      statements: 1,
    });
    // The words as typed exist (in another category): an empty page, not the corrected one.
    expect((await search({ q: 'peacock', category: textilesId })).ids).toEqual([]);
    await search({ q: 'peacok' });
    expect((await search({ q: 'peacok', category: textilesId })).ids).toEqual([]);
    // Once a product holds the typed word, it is found as typed.
    const [typed] = await insertProducts([
      { key: 'typed', versions: [version('en-US', 'Ceramcs')] },
    ]);
    try {
      const exact = await search({ q: 'ceramcs' });
      expect(exact).toMatchObject({ ids: [typed], statements: 1 });
      expect(exact.page.correctedQuery).toBeNull();
    } finally {
      await ctx.database.db.delete(products).where(eq(products.id, typed!));
    }
    // A word nothing is similar to is remembered too: one statement, an empty page.
    await search({ q: 'xqzjvw' });
    expect(await search({ q: 'xqzjvw' })).toMatchObject({ ids: [], statements: 1 });
  });

  it('searches each typed word as the catalog words it begins, a short prefix as a prefix', async () => {
    const db = ctx.database.db;
    expect(await matchOf(db, 'stonew:* & kub:*')).toBe("'stoneware' & 'kubek'");
    // Polish words fold as the catalog's do; a word nothing begins stays a prefix.
    expect(await matchOf(db, 'żółt:* & xqzj:*')).toBe("'zolty' & 'xqzj':*");
    const many = Array.from({ length: MAX_WORDS_BEGUN + 1 }, (_, i) => `zqa${i + 10}`);
    const [listed] = await insertProducts([
      { key: 'listed', versions: [version('en-US', 'Zqa list', many.join(' '))] },
    ]);
    try {
      expect(await matchOf(db, 'zqa1:*')).toBe(
        `(${many
          .slice(0, 10)
          .map((word) => `'${word}'`)
          .join(' | ')})`,
      );
      expect(await matchOf(db, 'zqa:*')).toBe("'zqa':*");
      expect(await found('q=zqa1')).toEqual([listed]);
      expect(await found('q=zqa')).toEqual([listed]);
      // A product's new text adds its words.
      await db
        .update(products)
        .set({ versions: [version('en-US', 'Zqa list', 'quixotically glazed')] })
        .where(eq(products.id, listed!));
      expect(await matchOf(db, 'quixot:*')).toBe("'quixotically'");
      expect(await found('q=quixot')).toEqual([listed]);
    } finally {
      await db.delete(products).where(eq(products.id, listed!));
    }
  });

  it('falls back to typo matching only when no product has the words, filtered or not', async () => {
    expect(await found(`q=peacok&category=${ceramicsId}`)).toEqual([ids.mug]);
    expect(await found(`q=peacok&category=${textilesId}`)).toEqual([]);
    // The words exist (in another category): an empty page, not a typo search.
    expect(await found(`q=peacock&category=${textilesId}`)).toEqual([]);
    expect(await found('q=peacock&inStock=false')).toEqual([]);
  });

  it('leaves out a single letter beside longer words, but not a Chinese character', () => {
    expect(toTsQuery('a vase')).toBe('vase:*');
    expect(toTsQuery('Kubek w kropki 2')).toBe('kubek:* & kropki:*');
    expect(toTsQuery('w')).toBe('w:*');
    expect(toTsQuery('a b')).toBe('a:* & b:*');
    expect(toTsQuery('蓝 花瓶')).toBe('蓝:* & 花瓶:*');
  });

  it('finds the products of the longer words when a single letter is typed beside them', async () => {
    expect(await found('q=a%20peacock')).toEqual([ids.mug]);
  });

  it('treats query syntax as plain words', async () => {
    for (const q of ['a & b', "'", '!!', ':*', '(kubek', 'kubek | vase', '\\']) {
      expect((await get(`/api/products?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
    }
  });

  it('filters by category, subcategory, price, condition, seller, offer and stock', async () => {
    expect(await found(`category=${textilesId}&sort=price_asc`)).toEqual([ids.used, ids.scarf]);
    expect(await found(`subcategory=${vasesId}`)).toEqual([ids.vase]);
    expect(await found('minPrice=4000&maxPrice=9000&sort=price_asc')).toEqual([ids.used, ids.vase]);
    expect(await found('condition=used')).toEqual([ids.used]);
    expect(await found(`seller=${otherCompanyId}`)).toEqual([ids.used]);
    expect(await found('specialOffer=true')).toEqual([ids.mug]);
    expect(await found('inStock=true&sort=price_desc')).toEqual([ids.vase, ids.used, ids.mug]);
    expect(await found('inStock=false')).toEqual([ids.scarf]);
  });

  it('answers each page of a shape with its own values, between pages of other shapes', async () => {
    // A page's statement is compiled once per shape (search-statements.ts) and then only given
    // the page's values: the same shape with other values, and the shapes around it, each find
    // their own products, twice over.
    const pages: [string, string[]][] = [
      [`category=${ceramicsId}&sort=price_asc`, [ids.mug!, ids.vase!]],
      [`category=${textilesId}&sort=price_asc`, [ids.used!, ids.scarf!]],
      [`category=${textilesId}&sort=price_asc&inStock=true`, [ids.used!]],
      [`category=${textilesId}&sort=price_asc&inStock=false`, [ids.scarf!]],
      ['minPrice=0&maxPrice=3000&sort=price_asc', [ids.mug!]],
      ['minPrice=4000&maxPrice=9000&sort=price_asc', [ids.used!, ids.vase!]],
      ['q=vase&sort=price_asc', [ids.vase!]],
      ['q=kubek&sort=price_asc', [ids.mug!]],
      ['q=linen', [ids.used!]],
      ['q=peacock', [ids.mug!]],
    ];
    for (const round of [1, 2]) {
      for (const [query, expected] of pages) {
        expect(await found(query), `${query} (${round})`).toEqual(expected);
      }
    }
    // The cursor's values too: each category's second page of one product a page.
    for (const [category, expected] of [
      [ceramicsId, [ids.mug, ids.vase]],
      [textilesId, [ids.used, ids.scarf]],
    ] as const) {
      const first = (await get(`/api/products?category=${category}&sort=price_asc&limit=1`)).json();
      const next = await get(
        `/api/products?category=${category}&sort=price_asc&limit=1&cursor=${first.nextCursor}`,
      );
      expect([first.items[0]._id, next.json().items[0]._id]).toEqual(expected);
    }
  });

  it('sorts by price, rating and newest', async () => {
    expect(await found('sort=price_asc')).toEqual([ids.mug, ids.used, ids.vase, ids.scarf]);
    expect(await found('sort=price_desc')).toEqual([ids.scarf, ids.vase, ids.used, ids.mug]);
    expect((await found('sort=rating')).slice(0, 2)).toEqual([ids.vase, ids.mug]);
    expect(await found('sort=newest')).toEqual([ids.used, ids.scarf, ids.vase, ids.mug]);
  });

  it('walks a category’s or a subcategory’s own price index for a price sort', async () => {
    // The planner on a few rows prefers to read the table: with that and sorting made dear, the
    // index it takes shows which ones the statement can walk in order.
    const plan = (filter: Partial<SearchFilter>) =>
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_sort = off`);
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        const page = { sort: 'price_desc', limit: 50, locale: 'en-US', ...filter } as const;
        const rows = await tx.execute(sql`EXPLAIN ${searchProductsSql(page)}`);
        return JSON.stringify(rows);
      });
    expect(await plan({ subcategoryId: vasesId })).toContain(
      'product_search_subcategory_price_idx',
    );
    expect(await plan({ categoryId: ceramicsId, sort: 'price_asc' })).toContain(
      'product_search_category_price_idx',
    );
  });

  it('shows names in the caller’s language with price, last price, cover and rating', async () => {
    const response = await get(`/api/products?q=peacock`, { 'accept-language': 'pl' });
    expect(response.json().items[0]).toMatchObject({
      name: 'Kubek kamionkowy Pawie Oczko',
      price: { amount: 2900, currency: 'EUR' },
      lastPrice: { amount: 3400, currency: 'EUR' },
      image: null,
      rating: { average: 4.5, count: 2 },
      company: { _id: companyId },
    });
  });

  it('refuses bad parameters and forged or foreign cursors with 400', async () => {
    const cursor = (await get('/api/products?limit=1&sort=price_asc')).json().nextCursor;
    for (const query of [
      'cursor=bm9wZQ',
      `cursor=${cursor}&sort=newest`,
      'limit=0',
      'limit=1000',
      'seller=not-a-uuid',
      'sort=cheapest',
      'minPrice=-1',
      'condition=broken',
      'inStock=maybe',
      `q=${'a'.repeat(101)}`,
    ]) {
      expect((await get(`/api/products?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('catalog pagination', () => {
  async function pageThrough(query: string, duringPaging: () => Promise<unknown>) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(
        `/api/products?limit=2&${query}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json<{ items: { _id: string }[]; nextCursor: string | null }>();
      seen.push(...page.items.map((item) => item._id));
      cursor = page.nextCursor;
      await duringPaging();
    } while (cursor);
    return seen;
  }

  it('never repeats or skips a product while products are added', async () => {
    const before = await found('sort=newest&limit=100&q=pagination');
    expect(before).toEqual([]);
    const existing = await insertProducts(
      Array.from({ length: 7 }, (_, i) => ({
        key: `p${i}`,
        versions: [version('en-US', `Pagination Bowl ${i}`)],
        // Two pairs share a price and all share the creation minute in pairs: ids break ties.
        priceAmount: 500 + Math.floor(i / 2) * 100,
        createdAt: new Date(clock.now + Math.floor(i / 2) * 60_000),
      })),
    );
    clock.now += 10 * 60_000;
    for (const query of ['sort=newest', 'sort=price_asc', 'sort=price_desc', 'sort=relevance']) {
      let n = 0;
      const seen = await pageThrough(`q=pagination&${query}`, () =>
        insertProducts([
          {
            key: `new-${query}-${n}`,
            versions: [version('en-US', `Pagination Bowl new ${n++}`)],
            priceAmount: 650,
          },
        ]),
      );
      expect(new Set(seen).size, query).toBe(seen.length);
      expect(seen, query).toEqual(expect.arrayContaining(existing));
    }
  });
});

describe('catalog relevance', () => {
  it('puts the products whose names hold the words first, each group newest first', async () => {
    const start = clock.now;
    await insertProducts([
      { key: 'r-old-name', versions: [version('en-US', 'Quillwork Box')] },
      { key: 'r-text', versions: [version('en-US', 'Birch Box', 'Finished in quillwork.')] },
      { key: 'r-new-name', versions: [version('en-US', 'Quillwork Earrings')] },
      {
        key: 'r-text-pl',
        versions: [version('en-US', 'Birch Tray'), version('pl-PL', 'Taca', 'Zdobiona quillwork.')],
      },
      { key: 'r-name-2', versions: [version('en-US', 'Small Quillwork Card')] },
    ]);
    expect(clock.now).toBeGreaterThan(start);
    const order = [ids['r-name-2'], ids['r-new-name'], ids['r-old-name']].concat([
      ids['r-text-pl'],
      ids['r-text'],
    ]);
    expect(await found('q=quillwork')).toEqual(order);
    // Pages of two: the second page crosses from the names to the other texts.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(
        `/api/products?q=quillwork&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = response.json<{ items: { _id: string }[]; nextCursor: string | null }>();
      seen.push(...page.items.map((item) => item._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(order);
  });

  it('probes further in a larger catalog', () => {
    expect(searchProbeRows(0)).toBe(2000);
    expect(searchProbeRows(100_000)).toBe(2300);
    expect(searchProbeRows(104_000)).toBe(2400);
    expect(searchProbeRows(1_000_000)).toBe(7200);
    expect(searchProbeRows(100_000_000)).toBe(72_000);
  });

  it('walks the sort index only for words frequent enough to fill a page from it', () => {
    const stats: SearchStatistics = {
      products: 100_000,
      names: new Map([
        ['ceramic', 0.04],
        ['ceramics', 0.01],
        ['vase', 0.007],
        ['lodz', 0.05],
      ]),
      texts: new Map([
        ['ceramic', 0.09],
        ['vase', 0.02],
        ['kerze', 0.08],
      ]),
      conditions: new Map([
        ['new', 0.6],
        ['used', 0.3],
        ['damaged', 0.1],
      ]),
      specialOffers: 0.2,
    };
    // A prefix adds up the words it begins; several words take the rarest one's share.
    expect(estimatedMatches(stats, { tsquery: 'ceramic:*', tier: 1 })).toBeCloseTo(5000);
    expect(estimatedMatches(stats, { tsquery: 'ceramic:* & vase:*', tier: 1 })).toBeCloseTo(700);
    expect(estimatedMatches(stats, { tsquery: 'kerze:*', tier: 2 })).toBeCloseTo(8000);
    expect(estimatedMatches(stats, { tsquery: 'vase:*' })).toBeCloseTo(2000);
    expect(estimatedMatches(stats, { tsquery: 'unknown:*' })).toBe(0);
    // 5,000 matches of 100,000 fill a page within 2,258 rows of the index (the walk may read
    // twice that); 700 do not (they are sorted).
    const page = { sort: 'relevance', limit: 50, locale: 'en-US' } as const;
    const ceramic = { ...page, tsquery: 'ceramic:*', tier: 1 } as const;
    expect(probeRowsOf(stats, ceramic)).toBe(2 * 2300);
    expect(probeRowsOf(stats, { ...page, tsquery: 'vase:*', tier: 1 })).toBeUndefined();
    expect(probeRowsOf({ ...stats, products: 0 }, ceramic)).toBeUndefined();
    expect(probeRowsOf(stats, { ...page, tsquery: 'łódź:*', tier: 1 })).toBe(2 * 2300);
    // A category leads the newest-first index: the walk reads only its rows.
    expect(probeRowsOf(stats, { ...ceramic, categoryId: 'c' })).toBe(2 * 2300);
    // A category and a subcategory lead price indexes too; a maker would be tested row by row
    // under a price sort: its matches are sorted instead.
    const byPrice = { ...page, sort: 'price_asc', tsquery: 'ceramic:*' } as const;
    expect(testedShare(stats, { ...byPrice, categoryId: 'c' })).toBe(1);
    expect(testedShare(stats, { ...byPrice, subcategoryId: 's' })).toBe(1);
    expect(testedShare(stats, { ...byPrice, companyId: 'm' })).toBe(0);
    expect(probeRowsOf(stats, { ...byPrice, companyId: 'm' })).toBeUndefined();
    // A price range is the price index's own; other filters pass their share of the rows walked.
    expect(testedShare(stats, { ...byPrice, minPrice: 100 })).toBe(1);
    expect(testedShare(stats, { ...byPrice, condition: 'used' })).toBeCloseTo(0.3);
    expect(testedShare(stats, { ...byPrice, specialOffer: false })).toBeCloseTo(0.8);
    expect(probeRowsOf(stats, { ...byPrice, condition: 'new' })).toBe(2 * 2300);
    expect(probeRowsOf(stats, { ...byPrice, condition: 'used' })).toBeUndefined();
    expect(probeRowsOf(stats, { ...byPrice, specialOffer: true })).toBeUndefined();
  });

  it('reads the frequent words and the catalog size from the planner’s statistics', async () => {
    await insertProducts(
      Array.from({ length: 30 }, (_, i) => ({
        key: `stats-${i}`,
        versions: [version('en-US', `Birch Basket ${i}`)],
      })),
    );
    await ctx.database.db.execute(sql`ANALYZE product_search`);
    const stats = await searchStatistics(ctx.database.db);
    const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    const n = row!.n;
    expect(stats.products).toBe(n);
    // Shares of the rows ANALYZE read that have any text: at least the share of all products.
    expect(stats.names.get('birch')).toBeGreaterThanOrEqual(30 / n - 0.001);
    expect(stats.names.get('birch')).toBeLessThanOrEqual(1);
    expect(stats.texts.get('basket')).toBeGreaterThanOrEqual(stats.names.get('basket')!);
    expect(stats.conditions.get('new')).toBeGreaterThan(0.5);
    expect(stats.specialOffers).toBeGreaterThanOrEqual(0);
  });

  it('reads the same pages from the sort index walk and from the text index', async () => {
    await insertProducts(
      Array.from({ length: 12 }, (_, i) => ({
        key: `walk-${i}`,
        versions: [
          version('en-US', i % 3 === 0 ? `Walnut Spoon ${i}` : `Olive Spoon ${i}`, 'walnut oil'),
        ],
        priceAmount: 700 + (i % 4) * 100,
        categoryId: i % 2 === 0 ? ceramicsId : textilesId,
      })),
    );
    const filters: Partial<SearchFilter>[] = [
      { sort: 'relevance', tier: 1 },
      { sort: 'relevance', tier: 2 },
      { sort: 'newest' },
      { sort: 'price_asc' },
      { sort: 'price_desc', categoryId: ceramicsId },
      { sort: 'price_asc', minPrice: 800 },
      { sort: 'newest', categoryId: ceramicsId, specialOffer: false },
      { sort: 'relevance', tier: 1, maxPrice: 900 },
      { sort: 'rating' },
    ];
    for (const partial of filters) {
      const pages = async (probeRows: number) => {
        const seen: string[] = [];
        let after: SearchFilter['after'];
        for (;;) {
          const filter: SearchFilter = {
            tsquery: 'walnut:*',
            sort: 'newest',
            limit: 2,
            locale: 'en-US',
            probeRows,
            after,
            ...partial,
          };
          const rows = await searchProducts(ctx.database.db, filter);
          seen.push(...rows.slice(0, 2).map((row) => row.id));
          if (rows.length <= 2) return seen;
          after = { v: rows[1]!.sortValue, id: rows[1]!.id };
        }
      };
      // A probe of 3 rows comes back short for most pages (the GIN branch); 1,000 rows never do.
      const viaIndex = await pages(3);
      expect(viaIndex.length, JSON.stringify(partial)).toBeGreaterThan(2);
      expect(await pages(1000), JSON.stringify(partial)).toEqual(viaIndex);
    }
  });
});
