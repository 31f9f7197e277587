import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../fixtures/server.js';
import { hasBrowser, useBrowser } from '../fixtures/browser.js';

const run = promisify(execFile);

/** The page's heights frame by frame, while the document parses and after. */
interface Layout {
  parsing: number[];
  heights: number[];
  skeleton: boolean;
}

interface Card {
  _id: string;
  name: string;
  image: object | null;
  company: { _id: string; name: string };
}

/**
 * The public pages' first HTML holds their content (issue 21): a crawler or a browser without
 * scripts reads a product's name, price and structured data, the catalog's cards and a maker's
 * page; with scripts, the page hydrates what the server sent (no second fetch of its data; no
 * difference from the server's HTML, which hydration.test.ts checks on React's development
 * build) and then works as the app.
 */
describe.skipIf(!hasBrowser)('server-rendered public pages', () => {
  const session = useBrowser();

  async function newestProduct() {
    const response = await fetch(`${session.baseUrl}/api/products?limit=20`);
    const body = (await response.json()) as { items: Card[] };
    return body.items.find((card) => card.image !== null)!;
  }

  it('a product page without JavaScript shows its name, price and JSON-LD', async () => {
    const product = await newestProduct();
    const page = await session.newPage({ javaScriptEnabled: false });
    const response = await page.goto(`/products/${product._id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(product.name);
    await expect(
      page
        .getByText(/€\d+\.\d\d/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('link', { name: product.company.name }).first().isVisible(),
    ).resolves.toBe(true);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '') as { '@type': string }),
      );
    expect(jsonLd.map((data) => data['@type'])).toContain('Product');
    // The main picture is asked for first, from the head.
    const html = await response!.text();
    expect(html).toMatch(/<img [^>]*fetchpriority="high"/i);
    expect(html).toMatch(/<head>[\s\S]*<link rel="preload" as="image" href="[^"]+"[\s\S]*<\/head>/);
  });

  it('the catalog, the home page and a maker page without JavaScript show their content', async () => {
    const product = await newestProduct();
    const page = await session.newPage({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    await page.goto('/catalog');
    await page.getByRole('heading', { name: 'All offers' }).waitFor();
    await expect(page.getByRole('link', { name: product.name }).first().isVisible()).resolves.toBe(
      true,
    );
    // The phone's layout comes from the style sheet: the filters button, not the sidebar.
    await expect(page.getByRole('button', { name: 'Filters' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('complementary', { name: 'Filters' }).isVisible()).resolves.toBe(
      false,
    );
    // The first row's photos (the page's largest paint) load at once, the rest when scrolled near.
    const loading = await page
      .getByRole('main')
      .locator('article img')
      .evaluateAll((photos) =>
        photos
          .slice(0, 3)
          .map((img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority')}`),
      );
    expect(loading).toEqual(['eager high', 'eager high', 'lazy null']);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: product.name }).first().isVisible()).resolves.toBe(
      true,
    );

    await page.goto(`/company/${product.company._id}`);
    await expect(
      page.getByRole('heading', { name: product.company.name }).first().isVisible(),
    ).resolves.toBe(true);
  });

  it('the language of the address or of the visitor’s choice is rendered on the server', async () => {
    const page = await session.newPage({ javaScriptEnabled: false });
    await page.goto('/catalog?lang=pl-PL');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('pl-PL');
    await page.getByRole('heading', { name: 'Wszystkie oferty' }).waitFor();
    // The home page's headline is in the visitor's language too (the demo sets no text of its own).
    await page.goto('/?lang=pl-PL');
    await page
      .getByRole('heading', { level: 1, name: 'Rękodzieło od twórców, których możesz poznać' })
      .waitFor();
    await page
      .context()
      .addCookies([{ name: 'kramik_locale', value: 'de-DE', url: session.baseUrl }]);
    await page.goto('/catalog');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de-DE');
  });

  it('a process’s first render leaves no part to the browser while its lazy code loads', async () => {
    // The build's renderer in a process of its own, as a new server has it (error 419 in the
    // browser when a boundary was left to it). A second copy in this process would not do: the
    // page chunks import the entry's first copy, whose loading a new process never waits for.
    const entry = pathToFileURL(path.join(ROOT, 'apps/web/dist-ssr/entry-server.js')).href;
    const script = `
      const { render } = await import(${JSON.stringify(entry)});
      const base = ${JSON.stringify(session.baseUrl)};
      for (const page of ['/', '/catalog']) {
        const rendered = await render({
          url: base + page,
          locale: 'en-US',
          api: (apiPath, init) => fetch(base + apiPath, init),
        });
        console.log(JSON.stringify({ page, html: rendered?.html ?? '' }));
      }`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    const pages = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { page: string; html: string });
    expect(pages.map((rendered) => rendered.page)).toEqual(['/', '/catalog']);
    for (const { page, html } of pages) {
      expect(html, page).toContain('</a>');
      expect(html, page).not.toContain('<!--$!-->');
    }
  });

  it('the browser and the server renderer run React Router’s production build', async () => {
    // Its package exports name only `dist/development`, whose default error element says "Hey
    // developer" and which warns on every render: the browser's scripts must not hold it, and the
    // renderer must carry the production build instead of importing the package (under Node the
    // import resolves to the development build).
    const html = await (await fetch(`${session.baseUrl}/`)).text();
    // The entry and the chunks it preloads (boot.js names them in its data attributes).
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const code = await (await fetch(new URL(src, session.baseUrl))).text();
      expect(code, src).not.toContain('Hey developer');
    }
    const renderer = await fs.readFile(
      path.join(ROOT, 'apps/web/dist-ssr/entry-server.js'),
      'utf8',
    );
    expect(renderer).not.toMatch(/from\s*["']react-router["']/);
    expect(renderer).not.toContain('Hey developer');
  });

  it('the home page keeps its layout from the first paint while its lazy parts load', async () => {
    const page = await session.newPage({ viewport: { width: 360, height: 780 } });
    // A slow network for the shelves' code: they must neither lose their styles at the first
    // paint nor be swapped for their skeleton when the page updates before the code is there.
    await page.route(/\/assets\/home-shelves-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen: Layout = { parsing: [], heights: [], skeleton: false };
      (window as unknown as { layout: Layout }).layout = seen;
      const tick = () => {
        const height = document.documentElement?.scrollHeight ?? 0;
        // A slow phone paints the document while it is still parsing it: those frames grow.
        const frames = document.readyState === 'loading' ? seen.parsing : seen.heights;
        if (document.getElementById('root')?.firstChild && frames.at(-1) !== height) {
          frames.push(height);
        }
        if (document.querySelector('main [aria-busy="true"]')) seen.skeleton = true;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const layout = await page.evaluate(() => (window as unknown as { layout: Layout }).layout);
    expect(layout.skeleton).toBe(false);
    // Fonts may move a line; a shelf's cards without their styles made the page three times taller.
    const final = layout.heights.at(-1)!;
    for (const height of layout.heights) expect(Math.abs(height - final) / final).toBeLessThan(0.1);
    // While the document parses, the page only grows towards that height: what is painted keeps
    // its place (a part painted without its styles, then with them, would shrink it).
    expect(layout.parsing).toEqual([...layout.parsing].sort((a, b) => a - b));
    for (const height of layout.parsing) expect(height).toBeLessThan(final * 1.1);
  });

  it('a page’s first paint asks for one style sheet and small fonts, and none of them again', async () => {
    const page = await session.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.(css|woff2)$/.test(pathname)) asked.push(pathname.replace(/^\/assets\//, ''));
    });
    // The Polish home page: Polish letters in its text and its headings.
    const response = await page.goto('/?lang=pl-PL');
    const html = await response!.text();
    const head = html.slice(0, html.indexOf('</head>'));
    // The page's own sheets are in the document; only the app's main sheet is a file to wait for.
    expect(head.match(/<link rel="stylesheet" href="[^"]+" \/>/g) ?? []).toEqual([]);
    const inlined = [...head.matchAll(/<style data-href="\/assets\/([^"]+)">/g)].map((m) => m[1]!);
    expect(inlined.length).toBeGreaterThan(2);
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('networkidle');
    // The app, once started, does not fetch the sheets the document already holds…
    for (const sheet of inlined) expect(asked).not.toContain(sheet);
    expect(asked.filter((file) => file.startsWith('index-') && file.endsWith('.css'))).toHaveLength(
      1,
    );
    // …and Polish letters come from their small files, not from the 85 KB latin-ext face.
    expect(asked.some((file) => file.startsWith('inter-polish-wght-normal-'))).toBe(true);
    expect(asked.filter((file) => file.includes('latin-ext'))).toEqual([]);
  });

  it('with JavaScript, the page hydrates the server’s data without asking again and works', async () => {
    const product = await newestProduct();
    const page = await session.newPage();
    const productCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === `/api/products/${product._id}`) productCalls.push(request.url());
    });
    await page.goto(`/products/${product._id}`);
    await page.getByRole('heading', { name: product.name }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(productCalls).toEqual([]);
    // Hydrated: a client-side navigation works.
    await page.getByRole('link', { name: product.company.name }).first().click();
    await page.waitForURL((url) => url.pathname === `/company/${product.company._id}`);
    await page.getByRole('heading', { name: product.company.name }).first().waitFor();
  });
});
