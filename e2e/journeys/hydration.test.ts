import type { ShopMap } from '@kramik/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';
import { DEVELOPMENT_WEB_DIST, startServer, type RunningServer } from '../fixtures/server.js';

/** What React's development build says when the browser's first render differs from the HTML. */
const MISMATCH = /hydrated but some attributes|didn't match|Hydration failed/;

/**
 * The public pages hydrate exactly what the server rendered. React reports a difference (an
 * attribute, a text, a useId path that changed with the tree's shape, a list's repeated key) only
 * in its development build, which the shop never sends: this file's server serves the web app built
 * with it (`apps/web/dev-build`) from the demo shop, and every page must end without a console
 * error, as in every journey. The first test shows that a planted difference is reported; the
 * last opens a signed-in screen there too (a buyer's received order with its panels).
 */
describe.skipIf(!hasBrowser)('hydrating the server’s pages', () => {
  const session = useBrowser();
  let server: RunningServer;
  /** One listed product with a photo, its maker and one of the maker's shops. */
  let ids: { product: string; maker: string; shop: string };

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: '1', WEB_DIST_DIR: DEVELOPMENT_WEB_DIST });
    const shops = (await (await fetch(`${server.url}/api/shops`)).json()) as ShopMap;
    const shop = shops.items[0]!;
    const products = (await (
      await fetch(`${server.url}/api/products?seller=${shop.company._id}&limit=20`)
    ).json()) as { items: { _id: string; image: object | null }[] };
    const product = products.items.find((card) => card.image !== null)!;
    ids = { product: product._id, maker: shop.company._id, shop: shop._id };
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  /** The demo buyer's session, through the API. */
  async function annaToken() {
    const response = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'anna.kowalczyk', password: DEMO_PASSWORD }),
    });
    return ((await response.json()) as { tokenUser: string }).tokenUser;
  }

  /**
   * Loads each of `urls` from this file's server in one tab (its code cached after the first),
   * each a whole page the server rendered and the browser hydrated.
   */
  async function hydrate(urls: string[], options: { locale?: string; width?: number } = {}) {
    const page = await session.newPage({
      locale: options.locale,
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    for (const url of urls) {
      const response = await page.goto(`${server.url}${url}`);
      expect(response?.status(), url).toBe(200);
      // Rendered on the server: its data went with the HTML.
      expect(await response!.text(), `${url} was rendered on the server`).toContain(
        'id="kramik-data"',
      );
      // `goto` has waited for the render after hydration (`data-app-ready`): React has said what
      // differed by then.
    }
  }

  it('serves React’s development build, which reports a planted difference', async () => {
    const page = await session.newPage();
    await page.route(`${server.url}/about`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('href="#main"', 'href="#planted"');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${server.url}/about`);
    await page.waitForLoadState('networkidle');
    const reported = session.errors.splice(0);
    expect(
      reported.some((error) => MISMATCH.test(error)),
      reported.join('\n'),
    ).toBe(true);
  });

  it('hydrates the home page, the catalog, a product, its maker and a shop without a difference', async () => {
    await hydrate([
      '/',
      '/index',
      '/catalog',
      '/catalog?sort=price_asc&inStock=true',
      `/products/${ids.product}`,
      `/company/${ids.maker}`,
      `/shops/${ids.shop}`,
      '/makers',
    ]);
  });

  it('hydrates them at phone width and in Polish', async () => {
    await hydrate(['/catalog', `/products/${ids.product}`], { width: 360 });
    await hydrate(['/', `/company/${ids.maker}`], { locale: 'pl-PL' });
  });

  it('hydrates the static pages, with and without a form, without a difference', async () => {
    // The text pages share one screen (`/rules`, `/policy` and the others like `/about`).
    await hydrate(['/about', '/app', '/report', '/contact']);
  });

  it('renders a buyer’s received order with its panels without a warning', async () => {
    const orders = (await (
      await fetch(`${server.url}/api/orders?status=delivered`, {
        headers: { authorization: `Bearer ${await annaToken()}` },
      })
    ).json()) as { items: { _id: string }[] };
    // The form's relative addresses go to this file's server.
    session.baseUrl = server.url;
    const page = await session.newPage();
    await logIn(page, 'anna.kowalczyk', DEMO_PASSWORD);
    await page.goto(`/userorders?order=${orders.items[0]!._id}`);
    await page.getByRole('dialog').getByText('Delivered').first().waitFor();
  });
});
