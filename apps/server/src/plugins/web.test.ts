import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../db/schema/index.js';
import { createTestApp, createUser, type TestContext } from '../../test/helpers.js';

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

  it('answers other paths with the app and an honest 404 status', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
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
