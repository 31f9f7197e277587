import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.js';
import { createTestApp, type TestContext } from '../../test/helpers.js';
import { idleCollection } from '../idle-collection.js';
import { PRIVATE_TABLES } from './page-cache.js';
import { PageRenderer } from './web-render.js';

/**
 * The server side of the rendered pages, with a renderer of its own in place of the web build's
 * (the real one runs in the browser journeys, e2e/journeys/server-render.test.ts): what goes into
 * the document, which language is asked for, and that a failing render still serves the app.
 */
const RENDERER = `
let renders = 0;
let contactBroke = false;
export async function render({ url, locale, api }) {
  const { pathname } = new URL(url);
  if (pathname === '/about') throw new Error('renderer broke');
  if (pathname === '/contact' && !contactBroke) {
    contactBroke = true;
    throw new Error('renderer broke once');
  }
  if (pathname === '/makers') await api('/api/products/not-an-id', { method: 'GET', headers: {} });
  if (!['/catalog', '/products/1', '/makers', '/contact'].includes(pathname)) return null;
  const answer = await api('/api/config', { method: 'GET', headers: {} });
  const config = await answer.json();
  renders++;
  return {
    routeId: pathname === '/catalog' ? 'catalog' : 'product',
    html: '<h1>' + locale + ' ' + config.currency + '</h1><img alt="Łąka" src="/media/a-640.webp" srcSet="/media/a-320.webp 320w" sizes="100vw" fetchPriority="high"/>' + (pathname === '/products/1' ? '<p>Dzbanek z Łodzi</p>' : '') + '<p>render ' + renders + '</p>',
    dataScript: '<script type="application/json" id="kramik-data">{}</script>',
    parts: ['src/app/routes/shelves.tsx'],
  };
}
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_grid-1.js': { file: 'assets/grid-1.js', css: ['assets/grid-1.css'] },
  'src/app/routes/catalog.tsx': {
    file: 'assets/catalog-1.js',
    css: ['assets/catalog-1.css'],
    imports: ['index.html', '_shared-1.js', '_grid-1.js'],
  },
  'src/app/routes/shelves.tsx': {
    file: 'assets/shelves-1.js',
    css: ['assets/shelves-1.css'],
    imports: ['index.html', '_card-1.js'],
  },
  '_card-1.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'] },
  'src/i18n/locales/pl-PL.json?part=core': { file: 'assets/pl-PL-core.js' },
  'src/i18n/locales/pl-PL.json?part=pages': { file: 'assets/pl-PL-pages.js' },
};

let ctx: TestContext;
let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-render-'));
  const web = path.join(root, 'dist');
  await fs.mkdir(path.join(web, 'assets'), { recursive: true });
  await fs.mkdir(path.join(web, '.vite'));
  await fs.mkdir(path.join(root, 'dist-ssr'));
  await fs.writeFile(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Kramik</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head><body><div id="root"></div><noscript>Kramik needs JavaScript to run.</noscript></body></html>',
  );
  await fs.writeFile(path.join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await fs.writeFile(path.join(web, 'assets', 'inter-latin-wght-normal-1.woff2'), 'font');
  await fs.writeFile(path.join(web, 'assets', 'inter-polish-wght-normal-1.woff2'), 'font');
  // Small sheets are inlined; a large one, or one that would end its <style> early, is linked.
  await fs.writeFile(path.join(web, 'assets', 'catalog-1.css'), '.grid_a{display:grid}');
  await fs.writeFile(path.join(web, 'assets', 'shelves-1.css'), '.shelf_b{gap:1rem}');
  await fs.writeFile(
    path.join(web, 'assets', 'card-1.css'),
    `.card_c{content:"${'x'.repeat(17_000)}"}`,
  );
  await fs.writeFile(path.join(web, 'assets', 'grid-1.css'), '.g{content:"</style><script>"}');
  await fs.writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  ctx = await createTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('server-rendered pages', () => {
  it('put the render, its data and what its first paint needs into the document', async () => {
    const response = await page('/catalog?lang=pl-PL');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // The renderer's API call was answered by the app itself.
    expect(html).toContain('<div id="root"><h1>pl-PL EUR</h1>');
    expect(html).toContain('<script type="application/json" id="kramik-data">{}</script>');
    expect(html).toContain('<html lang="pl-PL" data-mantine-color-scheme="light"');
    expect(html).not.toContain('<noscript>');
    const head = html.slice(0, html.indexOf('</head>'));
    // The page's small sheets are in the document, each with a disabled link for the app's code to
    // find (a browser fetches no disabled sheet); a large one, or one holding `</style`, is a link.
    expect(head).toContain(
      '<style data-href="/assets/catalog-1.css">.grid_a{display:grid}</style><link rel="stylesheet" href="/assets/catalog-1.css" disabled />',
    );
    expect(head).toContain('<link rel="stylesheet" href="/assets/grid-1.css" />');
    expect(head).not.toContain('</style><script>');
    // The lazy parts the render used (a shelf of cards): their HTML is laid out at the first paint.
    expect(head).toContain(
      '<style data-href="/assets/shelves-1.css">.shelf_b{gap:1rem}</style><link rel="stylesheet" href="/assets/shelves-1.css" disabled />',
    );
    expect(head).toContain('<link rel="stylesheet" href="/assets/card-1.css" />');
    // The code (the app's, the page's, its parts' and its strings') loads after the first paint:
    // no module script or preload in the head shares the link with the page's styles and picture.
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    const boot =
      /<script src="\/boot\.js" data-entry="([^"]*)" data-preload="([^"]*)" defer><\/script>/.exec(
        head,
      );
    expect(boot?.[1]).toBe('/assets/index-1.js');
    expect(boot?.[2]?.split(' ').sort()).toEqual(
      [
        '/assets/shared-1.js',
        '/assets/catalog-1.js',
        '/assets/grid-1.js',
        '/assets/shelves-1.js',
        '/assets/card-1.js',
        '/assets/pl-PL-core.js',
        '/assets/pl-PL-pages.js',
      ].sort(),
    );
    expect(head).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-wght-normal-1.woff2" crossorigin />',
    );
    expect(head).toContain(
      '<link rel="preload" as="image" href="/media/a-640.webp" imagesrcset="/media/a-320.webp 320w" imagesizes="100vw" fetchpriority="high" />',
    );
  });

  it('preload the Polish letters’ font only for a page whose text has one', async () => {
    const preload =
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-polish-wght-normal-1.woff2" crossorigin />';
    // The catalog's only Polish letters are in an attribute (alt): no text to lay out in them.
    expect((await page('/catalog')).body).not.toContain(preload);
    const product = (await page('/products/1')).body;
    expect(product.slice(0, product.indexOf('</head>'))).toContain(preload);
  });

  it('render in the address’s language, else the visitor’s choice, else the browser’s', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/catalog?lang=sv-SE', { cookie: 'kramik_locale=de-DE', 'accept-language': 'pl' }, 'sv-SE'],
      ['/catalog', { cookie: 'other=1; kramik_locale=de-DE', 'accept-language': 'pl' }, 'de-DE'],
      ['/catalog', { cookie: 'kramik_locale=xx-XX', 'accept-language': 'pl' }, 'pl-PL'],
      ['/catalog', {}, 'en-US'],
    ];
    for (const [url, headers, locale] of cases) {
      const response = await page(url, headers);
      expect(response.body, `${url} ${JSON.stringify(headers)}`).toContain(`<h1>${locale} `);
    }
  });

  it('leave the pages the renderer does not take to the browser', async () => {
    const response = await page('/account');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('serve the app for the browser to render when the render fails', async () => {
    const response = await page('/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<noscript>');
  });
});

describe('kept rendered pages', () => {
  /** The render that made a page (the test renderer counts its renders). */
  const renderOf = async (url: string, headers: Record<string, string> = {}) => {
    const response = await page(url, headers);
    expect(response.statusCode).toBe(200);
    return Number(/<p>render (\d+)<\/p>/.exec(response.body)?.[1]);
  };
  const db = () => ctx.database.db;

  it('are sent again while nothing they show has changed', async () => {
    const first = await renderOf('/catalog?sort=price_asc');
    expect(await renderOf('/catalog?sort=price_asc')).toBe(first);
    // Another address, the address's language, the visitor's: a render of its own each.
    const others = [
      await renderOf('/catalog?sort=price_desc'),
      await renderOf('/catalog?sort=price_asc&lang=de-DE'),
      await renderOf('/catalog?sort=price_asc', { cookie: 'kramik_locale=sv-SE' }),
      await renderOf('/catalog?sort=price_asc', { 'accept-language': 'pl' }),
    ];
    expect(new Set([first, ...others]).size).toBe(5);
  });

  it('are rendered again after a write to what public pages show, not to private tables', async () => {
    const first = await renderOf('/catalog?kept=1');
    await db().execute(sql`INSERT INTO audit_log (actor_name, action, target_type, target_id)
      VALUES ('test', 'test.touch', 'page', 'kept')`);
    expect(await renderOf('/catalog?kept=1')).toBe(first);
    await db().execute(
      sql`UPDATE site_settings SET commission_basis_points = commission_basis_points`,
    );
    const second = await renderOf('/catalog?kept=1');
    expect(second).toBeGreaterThan(first);
    expect(await renderOf('/catalog?kept=1')).toBe(second);
  });

  it('go out compressed as the visitor takes them, compressed once', async () => {
    const plain = await page('/catalog?compressed=1');
    for (const encoding of ['br', 'gzip', 'br'] as const) {
      const response = await page('/catalog?compressed=1', { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
      const body =
        encoding === 'br'
          ? zlib.brotliDecompressSync(response.rawPayload)
          : zlib.gunzipSync(response.rawPayload);
      expect(body.toString()).toBe(plain.body);
    }
  });

  it('are all let go by the idle collection (what server.ts hands its idle trimmer), and rendered anew', async () => {
    const first = await renderOf('/catalog?quiet=1');
    expect(ctx.app.keptPages?.size).toBeGreaterThan(0);
    let collected = 0;
    await idleCollection(ctx.app, ctx.database, () => collected++)();
    expect(ctx.app.keptPages?.size).toBe(0);
    expect(collected).toBe(1);
    expect(await renderOf('/catalog?quiet=1')).toBeGreaterThan(first);
  });

  it('are rendered once for visitors who ask at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => page('/catalog?together=1')));
    const renders = answers.map((answer) => /<p>render (\d+)<\/p>/.exec(answer.body)?.[1]);
    expect(new Set(renders).size).toBe(1);
  });

  it('are not kept when a call of theirs was refused, or when the render failed', async () => {
    const first = await renderOf('/makers');
    expect(await renderOf('/makers')).toBeGreaterThan(first);
    // The first render of /contact throws: the app goes out for the browser to render, unkept.
    expect((await page('/contact')).body).toContain('<div id="root"></div>');
    const rendered = await renderOf('/contact');
    expect(await renderOf('/contact')).toBe(rendered);
  });

  it('hang on a version that every table public pages read moves on', async () => {
    // Each table of the schema either moves the version (a trigger) or is named private.
    const tables = await db().execute(sql`
      SELECT c.relname AS name, EXISTS (SELECT 1 FROM pg_trigger t
        WHERE t.tgrelid = c.oid AND t.tgname = c.relname || '_public_pages') AS triggered
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`);
    const rows = rowsOf<{ name: string; triggered: boolean }>(tables);
    const untriggered = rows.filter((row) => !row.triggered).map((row) => row.name);
    expect(untriggered.sort()).toEqual([...PRIVATE_TABLES].sort());
    expect(rows.filter((row) => row.triggered).length).toBeGreaterThan(20);
  });
});

describe('the renderer', () => {
  it("runs on React's production build unless the environment names a mode", async () => {
    const web = path.join(root, 'dist');
    const env = process.env;
    const named = env.NODE_ENV;
    try {
      env.NODE_ENV = 'development';
      expect(await PageRenderer.load(web)).toBeInstanceOf(PageRenderer);
      expect(env.NODE_ENV).toBe('development');
      delete env.NODE_ENV;
      await PageRenderer.load(web);
      expect(env.NODE_ENV).toBe('production');
    } finally {
      env.NODE_ENV = named;
    }
  });
});
