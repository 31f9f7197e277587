import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCALES, SITE_ROUTES } from '@kramik/contract';
import { categories, products } from '../db/schema/index.js';
import { createTestApp, createUser, type TestContext } from '../../test/helpers.js';
import { insertCategory, insertProduct, insertShop } from '../../test/marketplace.js';

let ctx: TestContext;
beforeAll(async () => {
  const web = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-web-'));
  await fs.mkdir(path.join(web, 'assets'));
  await fs.writeFile(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>Kramik</title><meta name="description" content="Handmade" /></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(web, 'assets', 'main-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ WEB_DIST_DIR: web });
  await fs.mkdir(path.join(ctx.config.dataDir, 'media'), { recursive: true });
  await fs.writeFile(path.join(ctx.config.dataDir, 'media', 'photo.webp'), 'RIFF....WEBP');
});

describe('the web app', () => {
  it('serves index.html for the screens of the route table, never cached', async () => {
    for (const url of ['/', '/catalog?q=mug', '/products/123', '/shops/5/edit', '/account']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers the screens from routes of their own, never looking for them on disk', async () => {
    // Left to the static files' handler, each page address cost a stat and a directory read.
    for (const route of SITE_ROUTES) {
      expect(ctx.app.hasRoute({ method: 'GET', url: route.path }), route.path).toBe(true);
    }
    // A trailing slash still finds its page (through the not-found handler, as before).
    expect((await ctx.app.inject({ method: 'GET', url: '/catalog/' })).statusCode).toBe(200);
  });

  it('answers other paths with the app and an honest 404 status', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers the app without piling listeners on the response (no leak warning)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      for (const url of ['/no-such-page', '/account', '/catalog/']) {
        expect((await ctx.app.inject({ method: 'GET', url })).body, url).toContain('id="root"');
      }
      // Node reports a warning on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });

  it('caches hashed assets for a year', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps API 404s in JSON even with the web app present', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('share tags', () => {
  it('renders a product page’s title, description and Open Graph tags on the server', async () => {
    const { companyId } = await createUser(ctx, { permissions: 'seller', withCompany: true });
    const [category] = await ctx.database.db
      .insert(categories)
      .values({ slug: 'glass', names: { 'en-US': 'Glass' } })
      .returning();
    const [product] = await ctx.database.db
      .insert(products)
      .values({
        companyId: companyId!,
        categoryId: category!.id,
        versions: [
          {
            locale: 'en-US',
            name: 'Amber "Sun" <Vase>',
            description: 'Blown by hand.',
            action: '',
            howToUse: '',
            composition: '',
          },
        ],
        priceAmount: 4900,
        currency: 'EUR',
      })
      .returning();
    const response = await ctx.app.inject({ method: 'GET', url: `/products/${product!.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Amber &quot;Sun&quot; &lt;Vase&gt; · Studio');
    expect(response.body).toContain(
      '<meta property="og:description" content="€49.00 · Blown by hand." />',
    );
    expect(response.body).toContain(`/products/${product!.id}" />`);
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).not.toContain('content="Handmade"');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/products/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });
});

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (block) => JSON.parse(block[1]!) as Record<string, unknown>,
  );
}

/** The page's canonical address and its alternates by hreflang. */
function addresses(html: string) {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [
      link[1],
      link[2],
    ]),
  );
  return { canonical, alternates };
}

describe('page heads', () => {
  const page = (url: string) => ctx.app.inject({ method: 'GET', url });

  /** A new maker's product in a new category of this name. */
  async function newProduct(
    category: string,
    product: { price: number; quantity: number; name?: string },
  ) {
    const { companyId } = await createUser(ctx, { permissions: 'seller', withCompany: true });
    const categoryId = await insertCategory(ctx, category.toLowerCase(), category);
    const id = await insertProduct(ctx, { companyId: companyId!, categoryId, ...product });
    return { id, categoryId };
  }

  it('gives a product page its canonical address, languages, Product and breadcrumbs', async () => {
    const { id, categoryId } = await newProduct('Ceramics', { price: 4950, quantity: 3 });
    const { publicUrl } = ctx.config;
    const url = `${publicUrl}/products/${id}`;

    const response = await page(`/products/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Jug · ');
    expect(response.body).toContain('€49.50');
    expect(addresses(response.body)).toEqual({
      canonical: url,
      alternates: {
        ...Object.fromEntries(LOCALES.map((locale) => [locale, `${url}?lang=${locale}`])),
        'x-default': url,
      },
    });
    const [product, breadcrumbs] = jsonLd(response.body);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Jug',
      url,
      offers: {
        '@type': 'Offer',
        price: '49.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url,
        seller: { '@type': 'Organization' },
      },
    });
    expect(product).not.toHaveProperty('aggregateRating');
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Kramik', item: `${publicUrl}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Ceramics',
          item: `${publicUrl}/catalog?category=${categoryId}`,
        },
        { '@type': 'ListItem', position: 3, name: 'Jug', item: url },
      ],
    });

    // A language's own address is its canonical one, and the head speaks that language.
    const polish = await page(`/products/${id}?lang=pl-PL`);
    expect(addresses(polish.body).canonical).toBe(`${url}?lang=pl-PL`);
    expect(polish.body).toContain('49,50');
  });

  it('rates and stocks a product as it stands', async () => {
    const { id } = await newProduct('Rated', { price: 100, quantity: 0 });
    await ctx.database.db
      .update(products)
      .set({ ratingAverage: 4.25, ratingCount: 8 })
      .where(eq(products.id, id));
    const [product] = jsonLd((await page(`/products/${id}`)).body);
    expect(product).toMatchObject({
      offers: { price: '1.00', availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, ratingCount: 8 },
    });
  });

  it('keeps a name with </script> inside its JSON-LD block', async () => {
    const name = 'Mug</script><script>alert(1)</script><!--';
    const { id } = await newProduct('Tricks', { price: 100, quantity: 1, name });
    const response = await page(`/products/${id}`);
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).toContain('Mug\\u003c/script>');
    expect(jsonLd(response.body)[0]).toMatchObject({ name });
  });

  it('gives a shop page a LocalBusiness with its address, place and hours', async () => {
    const { companyId } = await createUser(ctx, { permissions: 'seller', withCompany: true });
    const id = await insertShop(ctx, companyId!, {
      hours: {
        mon: [
          { open: '09:00', close: '13:00' },
          { open: '14:00', close: '18:00' },
        ],
        tue: [],
        wed: [],
        thu: [],
        fri: [],
        sat: [{ open: '10:00', close: '24:00' }],
        sun: [],
      },
    });
    const url = `${ctx.config.publicUrl}/shops/${id}`;
    const response = await page(`/shops/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Studio · Kraków · Kramik</title>');
    expect(addresses(response.body).canonical).toBe(url);
    const day = (name: string, opens: string, closes: string) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${name}`,
      opens,
      closes,
    });
    expect(jsonLd(response.body)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Studio',
        url,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Rynek 1',
          addressLocality: 'Kraków',
          postalCode: '31-042',
          addressCountry: 'PL',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 50.06, longitude: 19.94 },
        openingHoursSpecification: [
          day('Monday', '09:00', '13:00'),
          day('Monday', '14:00', '18:00'),
          day('Saturday', '10:00', '23:59'),
        ],
      },
    ]);
  });

  it('gives a maker page, the home page and the catalog their canonical addresses', async () => {
    const { companyId } = await createUser(ctx, { permissions: 'seller', withCompany: true });
    const { publicUrl } = ctx.config;
    for (const [path, canonical] of [
      [`/company/${companyId}`, `${publicUrl}/company/${companyId}`],
      ['/', `${publicUrl}/`],
      ['/catalog?q=mug', `${publicUrl}/catalog`],
    ] as const) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(200);
      const { alternates, ...rest } = addresses(response.body);
      expect(rest, path).toEqual({ canonical });
      expect(alternates['x-default'], path).toBe(canonical);
      expect(Object.keys(alternates), path).toHaveLength(LOCALES.length + 1);
    }
    expect((await page(`/company/${companyId}`)).body).toContain('<title>Studio');
    // The home page keeps the app's own title and description.
    expect((await page('/')).body).toContain('content="Handmade"');
  });

  it('keeps the app and a 404 for unknown objects, and the app for ids of another form', async () => {
    for (const section of ['products', 'company', 'shops']) {
      const missing = await page(`/${section}/00000000-0000-4000-8000-000000000000`);
      expect(missing.statusCode, section).toBe(404);
      expect(missing.body).toContain('<div id="root">');
      expect(missing.body).not.toContain('rel="canonical"');
    }
    const other = await page('/products/123');
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('rel="canonical"');
  });
});

describe('media', () => {
  it('serves uploaded files with a policy that lets nothing run', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/photo.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never leaves the media folder', async () => {
    for (const url of ['/media/../admin-credentials.txt', '/media/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
