import zlib from 'node:zlib';
import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@kramik/contract';
import { categories, products } from '../../db/schema/index.js';
import {
  createTestApp,
  createUser,
  writeWebBuild,
  type TestContext,
} from '../../../test/helpers.js';
import {
  insertCategory,
  insertProduct,
  insertShop,
  productVersion,
} from '../../../test/marketplace.js';
import { listPartRows, listPartStarts } from './seo.repo.js';

const PUBLIC_URL = 'https://shop.kramik.localhost';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let ctx: TestContext;
const ids = {} as Record<'company' | 'category' | 'subcategory' | 'product' | 'shop', string>;
beforeAll(async () => {
  ctx = await createTestApp({ WEB_DIST_DIR: await writeWebBuild(), PUBLIC_URL });
  ids.company = (await createUser(ctx, { permissions: 'seller', withCompany: true })).companyId!;
  ids.category = await insertCategory(ctx, 'glass', 'Glass');
  const [subcategory] = await ctx.database.db
    .insert(categories)
    .values({ slug: 'vases', parentId: ids.category, names: { 'en-US': 'Vases' } })
    .returning({ id: categories.id });
  ids.subcategory = subcategory!.id;
  ids.product = await insertProduct(ctx, {
    companyId: ids.company,
    categoryId: ids.category,
    price: 4900,
    quantity: 3,
    name: 'Amber vase',
  });
  ids.shop = await insertShop(ctx, ids.company);
});

/**
 * A sitemaps document, parsed by a conforming XML parser (which throws on anything malformed):
 * its root element and, for each entry (`url` or `sitemap`), the text of each child.
 */
function parseSitemap(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  const document = { root: '', namespace: '', entries: [] as Record<string, string>[] };
  const open: string[] = [];
  parser.on('opentag', (tag) => {
    if (open.length === 0) Object.assign(document, { root: tag.local, namespace: tag.uri });
    if (open.length === 1) document.entries.push({});
    open.push(tag.local);
  });
  parser.on('text', (text) => {
    if (open.length === 3) document.entries.at(-1)![open[2]!] = text;
  });
  parser.on('closetag', () => open.pop());
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  return document;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const local = (url: string) => url.slice(PUBLIC_URL.length);

describe('robots.txt', () => {
  it('lets crawlers see the public pages, not the private ones, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const disallowed = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map((l) => l.slice(10));
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/sandbox/', '/shops/*/edit']));
    // A rule covers the paths it begins: none is covered by another.
    expect(disallowed).not.toContain('/admin/orders');
    // Read as crawlers read the rules: a prefix, `*` standing for any text.
    const isDisallowed = (path: string) =>
      disallowed.some((rule) => new RegExp(`^${rule.replace(/\*/g, '.*')}`).test(path));
    for (const route of SITE_ROUTES.filter((route) => route.access !== 'public')) {
      expect(isDisallowed(route.path.replace(/:\w+/g, 'abc')), route.path).toBe(true);
    }
    for (const path of ['/cart', '/payment/return/payu', '/api/products', '/sandbox/payu/pay']) {
      expect(isDisallowed(path), path).toBe(true);
    }
    for (const path of ['/', '/catalog', '/products/1', '/company/1', '/shops/1', '/makers']) {
      expect(isDisallowed(path), path).toBe(false);
    }
  });
});

describe('the sitemap', () => {
  it('is an index of gzip-compressed parts whose pages answer', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { root, namespace, entries } = parseSitemap(index.body);
    expect([root, namespace]).toEqual(['sitemapindex', NAMESPACE]);
    expect(entries.map((entry) => local(entry.loc!))).toEqual([
      '/sitemap-pages.xml.gz',
      '/sitemap-products.xml.gz',
      '/sitemap-makers.xml.gz',
      '/sitemap-shops.xml.gz',
      '/sitemap-categories.xml.gz',
    ]);

    const urls: Record<string, string>[] = [];
    for (const { loc } of entries) {
      const part = await get(local(loc!));
      expect(part.statusCode, loc).toBe(200);
      expect(part.headers['content-type']).toBe('application/gzip');
      const sitemap = parseSitemap(zlib.gunzipSync(part.rawPayload).toString('utf8'));
      expect([sitemap.root, sitemap.namespace]).toEqual(['urlset', NAMESPACE]);
      urls.push(...sitemap.entries);
    }
    const locs = urls.map((url) => local(url.loc!));
    expect(locs).toEqual(expect.arrayContaining(['/', '/catalog', '/makers', '/about']));
    expect(locs).not.toContain('/cart');
    const product = urls.find((url) => url.loc === `${PUBLIC_URL}/products/${ids.product}`);
    expect(Date.parse(product!.lastmod!)).toBeGreaterThan(Date.now() - 60_000);

    // One page of each kind, followed: the page answers, and so does the object it shows.
    const pages = {
      [`/products/${ids.product}`]: `/api/products/${ids.product}`,
      [`/company/${ids.company}`]: `/api/companies/${ids.company}`,
      [`/shops/${ids.shop}`]: `/api/shops/${ids.shop}`,
      [`/catalog?category=${ids.category}`]: `/api/products?category=${ids.category}`,
      [`/catalog?category=${ids.category}&subcategory=${ids.subcategory}`]: `/api/products?category=${ids.category}&subcategory=${ids.subcategory}`,
    };
    for (const [page, api] of Object.entries(pages)) {
      expect(locs).toContain(page);
      const response = await get(page);
      expect(response.statusCode, page).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect((await get(api)).statusCode, api).toBe(200);
    }
    expect((await get(`/products/${ids.product}`)).body).toContain('<title>Amber vase');
  });

  it('refuses a part start it did not write', async () => {
    for (const from of [
      'nonsense',
      Buffer.from('{"createdAt":"yesterday","id":"x"}').toString('base64url'),
    ]) {
      const response = await get(`/sitemap-products.xml.gz?from=${from}`);
      expect(response.statusCode, from).toBe(400);
    }
  });
});

describe('sitemap parts', () => {
  it('cover every row once, in creation order, also rows created in the same instant', async () => {
    // Three more products written in one statement share their creation time to the microsecond.
    await ctx.database.db.insert(products).values(
      ['Bowl', 'Cup', 'Plate'].map((name) => ({
        companyId: ids.company,
        categoryId: ids.category,
        versions: [productVersion('en-US', name)],
        priceAmount: 1000,
        currency: 'EUR',
      })),
    );
    const { db } = ctx.database;
    const all = await listPartRows(db, 'products', undefined, 100);
    expect(all).toHaveLength(4);
    const starts = await listPartStarts(db, 'products', 3);
    expect(starts.map((start) => start.id)).toEqual([all[0]!.id, all[3]!.id]);
    const parts = await Promise.all(starts.map((start) => listPartRows(db, 'products', start, 3)));
    expect(parts.map((part) => part.length)).toEqual([3, 1]);
    expect(parts.flat().map((row) => row.id)).toEqual(all.map((row) => row.id));
  });
});
