import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_BUYERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { axeViolations } from '../fixtures/axe.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

interface Summary {
  _id: string;
  name: string;
  company: { _id: string; name: string };
}

async function products(base: string, query: string) {
  const answer = await fetch(`${base}/api/products?${query}`);
  return ((await answer.json()) as { items: Summary[]; nextCursor: string | null }).items;
}

/** What the focused element is, and what is drawn at its centre when that is something else. */
function focusCover(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', covered: null, inBar: false };
    const rect = el.getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (rect.width <= 1 || rect.height <= 1) return { name, covered: null, inBar: false };
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const covered =
      hit && !el.contains(hit) && !hit.contains(el)
        ? (hit.closest('[data-testid]')?.getAttribute('data-testid') ?? hit.tagName)
        : null;
    return { name, covered, inBar: el.closest('[data-testid="buy-bar"]') !== null };
  });
}

/**
 * What a buyer used to Etsy or Allegro looks for (issue 22): the product page's buy bar on a phone,
 * the blocked payment window's notice in view, the catalog's count and maker filter.
 */
describe.skipIf(!hasBrowser)('buyer basics', () => {
  const session = useBrowser();
  /** Requests the browser could not send while offline are the network's failures, not the app's. */
  const forgetOfflineFailures = () => {
    const kept = session.errors.filter(
      (e) => !/Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/.test(e),
    );
    session.errors.splice(0, session.errors.length, ...kept);
  };

  it('keeps "Add to cart" at the thumb on a phone, never over the focus, and not on a desktop', async () => {
    const [product] = await products(session.baseUrl, 'inStock=true&sort=price_desc&limit=1');
    const page = await session.newPage({ viewport: PHONE });
    await page.goto(`/products/${product!._id}`);
    const bar = page.getByRole('region', { name: 'Buy this piece' });
    await bar.waitFor();
    expect(await bar.textContent()).toMatch(/€/);
    expect(await bar.textContent()).toMatch(/In stock: \d+/);
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);

    // The shelves below the reviews loaded first (they arrive as the buyer scrolls near them).
    await page.keyboard.press('End');
    await page.getByTestId('similar-pieces').getByRole('article').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));

    // Tab through the page: no stop lies under the bar while it shows.
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const focus = await focusCover(page);
      // Past the last stop the focus leaves the page for the browser's own controls.
      if (focus.name === 'body' && i > 10) break;
      if (focus.inBar) continue;
      expect(focus.covered, `Tab ${i + 1}: ${focus.name}`).toBeNull();
    }

    // The page's own button in view: the bar goes away; out of view again: it is back.
    const own = page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();
    await own.scrollIntoViewIfNeeded();
    await bar.waitFor({ state: 'hidden' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.waitFor();

    // The bar adds to the (visitor's, browser-held) cart.
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).first().waitFor();

    const desktop = await session.newPage({ viewport: DESKTOP });
    await desktop.goto(`/products/${product!._id}`);
    await desktop.getByRole('heading', { level: 1 }).waitFor();
    expect(await desktop.getByRole('region', { name: 'Buy this piece' }).count()).toBe(0);
    expect(await desktop.getByTestId('buy-bar').isVisible()).toBe(false);
  });

  it('brings the blocked-window notice into view on a phone and moves the focus to it', async () => {
    // The payment's answers are the test's own: no payment is started on the shared server.
    const ids = Array.from(
      { length: 6 },
      (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    );
    const paymentId = '0b7f5a52-3a2e-4f2e-9c55-5b8e0f6f1a10';
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    const orders = ids.map((_id, i) => ({
      _id,
      number: `KR-2026-90000${i}`,
      seller: { _id: `s${i}`, shortName: `Maker ${i}` },
      total: eur(1_000 * (i + 1)),
      autopay: false,
    }));
    const payment = {
      _id: paymentId,
      operator: 'paypal',
      status: 'pending',
      amount: eur(21_000),
      redirectUrl: `${session.baseUrl}/sandbox/paypal/nowhere`,
      orders: orders.map((o) => ({ _id: o._id, number: o.number, status: 'awaiting_payment' })),
      createdAt: '2026-11-28T10:00:00.000Z',
    };
    const page = await session.newPage({ viewport: PHONE });
    await logIn(page, DEMO_BUYERS[0]!.username, DEMO_PASSWORD);
    await page.route('**/api/payments**', async (route) => {
      const url = new URL(route.request().url());
      const json = (body: unknown, status = 200) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
      if (url.pathname === '/api/payments/operators') {
        return json({ orders, total: eur(21_000), operators: ['payu', 'paypal'] });
      }
      if (url.pathname === '/api/payments' && route.request().method() === 'POST') {
        return json(payment, 201);
      }
      if (url.pathname === `/api/payments/${paymentId}`) return json(payment);
      return route.continue();
    });
    // The browser blocks the payment window.
    await page.context().addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`/payment-selection?orders=${ids.join(',')}`);
    const pay = page.getByRole('button', { name: 'Pay with PayPal' });
    await pay.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await pay.click();

    const notice = page.getByTestId('blocked-notice');
    await notice.waitFor();
    await expect.poll(() => notice.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(async () => (await notice.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    const box = (await notice.boundingBox())!;
    // Below the sticky header, wholly in view, its link too.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    const link = notice.getByRole('link', { name: 'Open the payment page' });
    const linkBox = (await link.boundingBox())!;
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(PHONE.height);
    expect(await notice.getAttribute('role')).toBe('alert');
  });

  it('counts the results without a total and filters by a maker chosen by name', async () => {
    const page = await session.newPage({ viewport: DESKTOP });
    await page.goto('/catalog');
    const count = page.getByTestId('catalog-count');
    await expect.poll(() => count.textContent()).toMatch(/^Pieces found: \d+\+? ?/);
    expect(await count.getAttribute('aria-live')).toBe('polite');

    // A maker with products, chosen by typing part of the name.
    const [any] = await products(session.baseUrl, 'limit=1');
    const makerId = any!.company._id;
    const makerName = (
      (await (await fetch(`${session.baseUrl}/api/companies/${makerId}`)).json()) as {
        shortName: string;
      }
    ).shortName;
    const theirs = await products(session.baseUrl, `seller=${makerId}&limit=100`);
    const maker = page.getByRole('combobox', { name: 'Maker' });
    await maker.click();
    await maker.fill(makerName.slice(0, 5));
    await page.getByRole('option', { name: makerName }).click();
    await page.waitForURL((url) => url.searchParams.get('seller') === makerId);
    await expect.poll(() => count.textContent()).toBe(`Pieces found: ${theirs.length}`);
    await page.getByRole('link', { name: theirs[0]!.name }).first().waitFor();
    // The chip removes it again.
    await page.getByRole('button', { name: `Remove filter: ${makerName}` }).click();
    await page.waitForURL((url) => !url.searchParams.has('seller'));
  });

  it('shows more from the maker and similar pieces once the buyer scrolls to them', async () => {
    // A product whose maker has others.
    const all = await products(session.baseUrl, 'limit=100');
    const counts = new Map<string, number>();
    for (const p of all) counts.set(p.company._id, (counts.get(p.company._id) ?? 0) + 1);
    const product = all.find((p) => (counts.get(p.company._id) ?? 0) >= 3)!;
    const page = await session.newPage({ viewport: DESKTOP });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/products\?.*seller=/.test(request.url())) asked.push(request.url());
    });
    await page.goto(`/products/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    // Below the fold: not asked for yet.
    expect(asked).toEqual([]);

    await page.keyboard.press('End');
    const maker = page.getByRole('region', { name: `More from ${product.company.name}` });
    await maker.getByRole('article').first().waitFor();
    const names = await maker.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain(product.name);
    expect(asked.length).toBe(1);

    const similar = page.getByRole('region', { name: 'Similar pieces' });
    await similar.getByRole('article').first().waitFor();
    expect(await similar.getByRole('heading', { level: 3 }).allTextContents()).not.toContain(
      product.name,
    );
    // "See all" opens the maker's pieces in the catalog.
    await maker.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL((url) => url.searchParams.get('seller') === product.company._id);
  });

  it('opens the photos in a lightbox that zooms by keys and by pinching, and shares the piece', async () => {
    // A product with two photos or more.
    let product: { _id: string; name: string; url: string; images: unknown[] } | undefined;
    for (const p of await products(session.baseUrl, 'limit=60')) {
      const detail = (await (await fetch(`${session.baseUrl}/api/products/${p._id}`)).json()) as {
        _id: string;
        name: string;
        url: string;
        images: unknown[];
      };
      if (detail.images.length >= 2) {
        product = detail;
        break;
      }
    }
    expect(product).toBeDefined();
    const total = product!.images.length;
    const page = await session.newPage({ viewport: DESKTOP });
    await page.goto(`/products/${product!._id}`);
    const enlarge = page.getByRole('button', { name: /^Enlarge: / });
    await enlarge.click();
    const dialog = page.getByRole('dialog', { name: `${product!.name} — photo 1 of ${total}` });
    await dialog.waitFor();
    const photo = dialog.getByRole('img', { name: `${product!.name}, photo 1 of ${total}` });
    await photo.waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `${product!.name} — photo 2 of ${total}` }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await dialog.waitFor();
    await page.keyboard.press('+');
    const zoomed = dialog.locator('img[data-zoom]');
    expect(Number(await zoomed.getAttribute('data-zoom'))).toBeGreaterThan(1);
    await page.keyboard.press('0');
    expect(await zoomed.getAttribute('data-zoom')).toBe('1');
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    expect(Number(await zoomed.getAttribute('data-zoom'))).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => enlarge.evaluate((el) => el === document.activeElement)).toBe(true);

    // Share without the Web Share API: the link is copied and a notification says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('alert').filter({ hasText: 'Link copied' }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(product!.url);

    // On a phone: two fingers pinch the photo larger; the area takes the gestures from the page.
    const phone = await session.newPage({ viewport: PHONE });
    await phone.context().addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      navigator.share = (data?: ShareData) => {
        (window as unknown as { shared: unknown[] }).shared.push(data);
        return Promise.resolve();
      };
    });
    await phone.goto(`/products/${product!._id}`);
    await phone.getByRole('button', { name: /^Enlarge: / }).click();
    const area = phone.getByTestId('lightbox').locator('img[data-zoom]');
    await area.waitFor();
    const stage = area.locator('..');
    expect(await stage.evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
    await stage.evaluate((el) => {
      const fire = (type: string, pointerId: number, x: number) =>
        el.dispatchEvent(
          new PointerEvent(type, {
            pointerId,
            clientX: x,
            clientY: 300,
            bubbles: true,
            pointerType: 'touch',
          }),
        );
      fire('pointerdown', 1, 140);
      fire('pointerdown', 2, 220);
      fire('pointermove', 2, 300);
      fire('pointerup', 2, 300);
      fire('pointerup', 1, 140);
    });
    await expect
      .poll(async () => Number(await area.getAttribute('data-zoom')))
      .toBeGreaterThan(1.5);
    await phone.keyboard.press('Escape');
    // Share with the Web Share API: the system's sheet gets the product's address.
    await phone.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => phone.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ title: product!.name, url: product!.url }]);
  });

  it('remembers the last twelve pieces viewed in this browser and shows them', async () => {
    const seen = await products(session.baseUrl, 'limit=14&sort=newest');
    const page = await session.newPage({ viewport: PHONE });
    for (const product of seen.slice(0, 13)) {
      await page.goto(`/products/${product._id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    }
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('kramik.recentlyViewed') ?? '[]') as { _id: string }[],
    );
    expect(stored.map((item) => item._id)).toEqual(
      seen
        .slice(1, 13)
        .reverse()
        .map((p) => p._id),
    );
    // On the next piece: the ones seen before it, newest first, not itself.
    const next = seen[13]!;
    await page.goto(`/products/${next._id}`);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await recent.scrollIntoViewIfNeeded();
    const names = await recent.getByRole('heading', { level: 3 }).allTextContents();
    expect(names[0]).toBe(seen[12]!.name);
    expect(names).not.toContain(next.name);
    expect(names).toHaveLength(8);
    await recent.getByRole('button', { name: 'Forget' }).click();
    await recent.waitFor({ state: 'detached' });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`says "You are offline" at once when the connection goes, at ${viewport.width} px`, async () => {
      const page = await session.newPage({ viewport });
      await page.goto('/');
      // The page has loaded its lazy parts: a part asked for once offline would fail to load, which
      // is not what this test is about.
      await page.waitForLoadState('networkidle');
      const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
      expect(await banner.count()).toBe(0);
      await page.mouse.wheel(0, 1500);
      await page.context().setOffline(true);
      await banner.waitFor({ timeout: 1000 });
      // In view although the page was scrolled: it sits in the sticky header.
      const box = (await banner.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThan(viewport.height / 2);
      await page.context().setOffline(false);
      await banner.waitFor({ state: 'detached' });
      forgetOfflineFailures();
    });
  }

  it('opens a piece seen before without a connection, with the banner on load', async () => {
    const [product] = await products(session.baseUrl, 'inStock=true&sort=newest&limit=1');
    const page = await session.newPage({ viewport: PHONE, serviceWorkers: 'allow' });
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Controlled by the worker from the next load on.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(`/products/${product!._id}`);
    await page.getByRole('heading', { level: 1, name: product!.name }).waitFor();
    await page
      .locator('main img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode());

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: product!.name }).waitFor();
    // Closed first: a request that failed offline may still report after this point.
    await page.close();
    forgetOfflineFailures();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`finds no axe violations on the product page, its shelves and its lightbox at ${viewport.width} px`, async () => {
      const [product] = await products(session.baseUrl, 'inStock=true&sort=newest&limit=1');
      const page = await session.newPage({ viewport });
      await page.goto(`/products/${product!._id}`);
      await page.keyboard.press('End');
      await page.getByTestId('similar-pieces').getByRole('article').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      const problems = await axeViolations(page, 'product page');
      await page.getByRole('button', { name: /^Enlarge: / }).click();
      await page.getByTestId('lightbox').locator('img').waitFor();
      problems.push(...(await axeViolations(page, 'lightbox')));
      expect(problems).toEqual([]);
    });
  }
});
