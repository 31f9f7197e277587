import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_BUYERS, DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { axeViolations } from '../fixtures/axe.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';
import { outboxMailbox } from '../fixtures/mailbox.js';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

interface Money {
  amount: number;
  currency: string;
}

interface Summary {
  _id: string;
  name: string;
  price: Money;
  quantity: number;
  company: { _id: string; name: string };
  deliveryCost: { from: Money | null; freeFrom: Money | null };
}

const euro = (m: Money) => `€${(m.amount / 100).toFixed(2)}`;

async function api<T>(base: string, url: string, init: RequestInit = {}, token?: string) {
  const answer = await fetch(`${base}${url}`, {
    ...init,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  expect(answer.status, `${init.method ?? 'GET'} ${url}`).toBeLessThan(300);
  return (answer.status === 204 ? null : await answer.json()) as T;
}

/** Signs in through the API: the token and the user's company. */
async function apiLogIn(base: string, username: string) {
  const answer = await api<{ tokenUser: string; user: { companyId: string | null } }>(
    base,
    '/api/users/login',
    { method: 'POST', body: JSON.stringify({ username, password: DEMO_PASSWORD }) },
  );
  return { token: answer.tokenUser, companyId: answer.user.companyId! };
}

/**
 * One of the maker's products in stock (the newest, or the cheapest) with its form as saved, and
 * a way to save it with another stock (a test puts back what it found).
 */
async function makerProduct(base: string, username: string, sort: 'newest' | 'price_asc') {
  const { token, companyId } = await apiLogIn(base, username);
  const product = await api<{ items: Summary[] }>(
    base,
    `/api/products?seller=${companyId}&inStock=true&sort=${sort}&limit=1`,
  ).then((page) => page.items[0]!);
  const url = `/api/seller/products/${product._id}`;
  const form = await api<Record<string, unknown> & { quantity: number }>(base, url, {}, token);
  const save = (quantity: number) =>
    api(base, url, { method: 'PUT', body: JSON.stringify({ ...form, quantity }) }, token);
  return { product, form, save };
}

/** What a card says of delivery, from the list item's numbers (as `deliveryCostText`). */
function deliveryText(item: Summary) {
  const { from, freeFrom } = item.deliveryCost;
  if (from?.amount === 0 || (freeFrom && item.price.amount >= freeFrom.amount)) {
    return 'Free delivery';
  }
  if (freeFrom) return `Free delivery from ${euro(freeFrom)}`;
  return from ? `Delivery from ${euro(from)}` : null;
}

/** Both ends of a range like "Tue, Dec 2 – Fri, Dec 5" are working days. */
function expectWorkingDays(range: string) {
  expect(range).toMatch(/^(Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}/);
  expect(range).not.toMatch(/Sat|Sun/);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join('/tmp', `i22-${name}.png`), fullPage: false });
}

/**
 * Issue 22, the marketplace basics still missing: a product found by its EAN and codes, "tell me
 * when it is back" on a sold-out piece (one mail, then forgotten), the delivery cost on catalog
 * cards, the estimated delivery on the product page and at checkout; the maker's own product
 * names in their language in the order dialog, and one toast (with the inline message) for a
 * bad photo.
 */
describe.skipIf(!hasBrowser)('marketplace basics (2)', () => {
  const session = useBrowser();
  const maker = DEMO_MAKERS.find((m) => m.key === 'boleslawiec')!;
  const buyer = DEMO_BUYERS[0]!;

  it('finds a product by its EAN in the catalog, and the maker finds theirs by index', async () => {
    const [listed] = await api<{ items: Summary[] }>(
      session.baseUrl,
      '/api/products?inStock=true&sort=price_desc&limit=1',
    ).then((page) => page.items);
    const detail = await api<{ ean: string | null }>(
      session.baseUrl,
      `/api/products/${listed!._id}`,
    );
    expect(detail.ean).toMatch(/^\d{13}$/);

    const page = await session.newPage({ viewport: DESKTOP });
    await page.goto('/catalog');
    const search = page.getByRole('searchbox', { name: 'Search the catalog' });
    await search.fill(detail.ean!);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === detail.ean);
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().getByRole('link', { name: listed!.name }).waitFor();
    expect(await cards.count()).toBe(1);
    // The card says what delivery from its maker costs.
    const expected = deliveryText(listed!);
    expect(expected).not.toBeNull();
    await cards.first().getByText(expected!, { exact: true }).waitFor();
    await shot(page, 'catalog-card-1280');
    const phone = await session.newPage({ viewport: PHONE });
    await phone.goto(`/catalog?q=${detail.ean}`);
    await phone.getByRole('main').getByRole('article').first().getByText(expected!).waitFor();
    await shot(phone, 'catalog-card-360');

    // The maker's own list finds their product by its index, whole or in part.
    const { token } = await apiLogIn(session.baseUrl, maker.username);
    const own = await api<{ items: { _id: string; name: string; index: string | null }[] }>(
      session.baseUrl,
      '/api/seller/products?limit=50',
      {},
      token,
    );
    // A demo piece: other journeys on the shared server add this maker's products without one.
    const mine = own.items.find((item) => item.index)!;
    expect(mine?.index).toBeTruthy();
    const makerPage = await session.newPage({ viewport: DESKTOP });
    await logIn(makerPage, maker.username, DEMO_PASSWORD);
    await makerPage.goto('/seller/products');
    await makerPage.getByLabel('Search your products').fill(mine.index!.toLowerCase());
    await makerPage.getByRole('main').getByText(mine.name, { exact: true }).first().waitFor();
  });

  it('shows the delivery cost on every card of a maker with carriers', async () => {
    const { items } = await api<{ items: Summary[] }>(session.baseUrl, '/api/products?limit=12');
    const page = await session.newPage({ viewport: DESKTOP });
    await page.goto('/catalog');
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    for (const item of items.slice(0, 6)) {
      const text = deliveryText(item);
      if (!text) continue;
      const card = cards.filter({ has: page.getByRole('link', { name: item.name, exact: true }) });
      await card.first().getByText(text, { exact: true }).waitFor();
    }
    await shot(page, 'catalog-cards-1280');
    expect(await axeViolations(page, 'catalog cards')).toEqual([]);
  });

  it('tells a visitor when a sold-out piece is back: one mail, then the address is forgotten', async () => {
    const mailbox = outboxMailbox();
    const { product, form, save } = await makerProduct(session.baseUrl, maker.username, 'newest');
    await save(0);
    const address = `waiting-${Date.now().toString(36)}@example.com`;
    try {
      const page = await session.newPage({ viewport: DESKTOP });
      await page.goto(`/products/${product._id}`);
      const box = page.getByRole('region', { name: 'Tell me when it is back' });
      await box.waitFor();
      // Nothing typed: the field says so.
      await box.getByRole('button', { name: 'Notify me' }).click();
      await box.getByText('This field is required').waitFor();
      // Sold out: no delivery date is promised.
      expect(await page.getByText('Estimated delivery').count()).toBe(0);
      expect(await page.getByText(/^Arrives /).count()).toBe(0);
      await box.getByLabel(/^E-mail/).fill(address);
      await shot(page, 'product-sold-out-1280');
      await box.getByRole('button', { name: 'Notify me' }).click();
      await box.getByText(`We will write to ${address} once when it is back.`).waitFor();
      expect(await axeViolations(page, 'sold-out product')).toEqual([]);

      const phone = await session.newPage({ viewport: PHONE });
      await phone.goto(`/products/${product._id}`);
      const phoneBox = phone.getByRole('region', { name: 'Tell me when it is back' });
      await phoneBox.scrollIntoViewIfNeeded();
      await shot(phone, 'product-sold-out-360');
      expect(await axeViolations(phone, 'sold-out product, phone')).toEqual([]);

      // A signed-in buyer finds their own address filled in.
      const signedIn = await session.newPage({ viewport: DESKTOP });
      await logIn(signedIn, buyer.username, DEMO_PASSWORD);
      await signedIn.goto(`/products/${product._id}`);
      const own = signedIn.getByRole('region', { name: 'Tell me when it is back' });
      await expect.poll(() => own.getByLabel(/^E-mail/).inputValue()).toBe(buyer.email);

      // The maker puts stock back: one mail in the visitor's language, linking to the piece.
      await save(form.quantity);
      const mail = await mailbox.next(address, /^Back in stock: /, session.dataDir);
      expect(mail.subject).toBe(`Back in stock: ${product.name}`);
      expect(mail.links).toContain(`${session.baseUrl}/products/${product._id}`);
      // Forgotten: sold out and back again, no second mail.
      await save(0);
      await save(form.quantity);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const again = (await fs.readdir(path.join(session.dataDir, 'outbox'))).length;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await fs.readdir(path.join(session.dataDir, 'outbox'))).length).toBe(again);
    } finally {
      await save(form.quantity);
    }
  });

  it('unsubscribes from the page that asked', async () => {
    const { product, form, save } = await makerProduct(
      session.baseUrl,
      maker.username,
      'price_asc',
    );
    await save(0);
    try {
      const page = await session.newPage({ viewport: DESKTOP, locale: 'pl-PL' });
      await page.goto(`/products/${product._id}`);
      const box = page.getByRole('region', { name: 'Powiadom mnie, gdy wróci' });
      await box.getByLabel(/^E-mail/).fill('zmiana-zdania@example.com');
      await box.getByRole('button', { name: 'Powiadom mnie' }).click();
      await box.getByRole('button', { name: 'Zrezygnuj z powiadomienia' }).click();
      await box.getByText('Zrezygnowano: nie dostaniesz wiadomości o tym produkcie.').waitFor();
    } finally {
      await save(form.quantity);
    }
  });

  it('estimates the delivery on the product page and for each carrier at checkout', async () => {
    const { product } = await makerProduct(session.baseUrl, maker.username, 'newest');
    const page = await session.newPage({ viewport: DESKTOP });
    await logIn(page, buyer.username, DEMO_PASSWORD);
    await page.goto(`/products/${product._id}`);
    const facts = page.getByRole('main').locator('dl').first();
    await facts.getByText('Estimated delivery').waitFor();
    const range = (await facts.locator('dt:has-text("Estimated delivery") + dd').textContent())!;
    expectWorkingDays(range);
    const delivery = page.getByRole('region', { name: 'Delivery' });
    const perCarrier = delivery.getByText(/^Arrives /);
    await perCarrier.first().waitFor();
    for (const line of await perCarrier.allTextContents()) {
      expectWorkingDays(line.replace(/^Arrives /, ''));
    }
    await shot(page, 'product-estimate-1280');
    const phone = await session.newPage({ viewport: PHONE });
    await phone.goto(`/products/${product._id}`);
    await phone.getByText('Estimated delivery').scrollIntoViewIfNeeded();
    await shot(phone, 'product-estimate-360');

    // At checkout every carrier of the maker says when it would arrive.
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).first().waitFor();
    await page.goto('/cart');
    const receiving = page.getByRole('radiogroup', {
      name: `How to receive the order from ${product.company.name}`,
    });
    await receiving.getByRole('radio', { name: /^Delivery/ }).check();
    const carriers = page.getByRole('radiogroup', { name: `Carrier for ${product.company.name}` });
    const options = carriers.getByRole('radio');
    await options.first().waitFor();
    for (let i = 0; i < (await options.count()); i++) {
      const described = await options.nth(i).evaluate((input) => {
        const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
        return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      });
      const arrives = /Arrives (.+)$/.exec(described)?.[1];
      expect(arrives, described).toBeTruthy();
      expectWorkingDays(arrives!);
    }
    // The cart is left as it was found.
    const shopper = await apiLogIn(session.baseUrl, buyer.username);
    await api(session.baseUrl, '/api/cart', { method: 'DELETE' }, shopper.token);
  });

  it('shows the maker their own product names in their language in the order dialog', async () => {
    const { token } = await apiLogIn(session.baseUrl, maker.username);
    const orders = await api<{ items: { _id: string; number: string }[] }>(
      session.baseUrl,
      '/api/seller/orders?limit=50',
      {},
      token,
    );
    interface Detail {
      lines: { productId: string | null; name: string }[];
    }
    const inPolish = async (id: string) =>
      api<Detail>(
        session.baseUrl,
        `/api/seller/orders/${id}`,
        { headers: { 'accept-language': 'pl-PL' } },
        token,
      );
    let chosen: { number: string; names: string[] } | undefined;
    for (const order of orders.items) {
      const detail = await inPolish(order._id);
      const names: string[] = [];
      for (const line of detail.lines) {
        if (!line.productId) continue;
        const product = await api<{ name: string; locale: string }>(
          session.baseUrl,
          `/api/products/${line.productId}`,
          { headers: { 'accept-language': 'pl-PL' } },
        );
        if (product.locale === 'pl-PL') names.push(product.name);
      }
      if (names.length > 0) {
        chosen = { number: order.number, names };
        break;
      }
    }
    expect(chosen, 'an order of the maker with a product written in Polish').toBeDefined();

    const page = await session.newPage({ viewport: DESKTOP });
    await logIn(page, maker.username, DEMO_PASSWORD);
    await page.evaluate(() => localStorage.setItem('kramik.locale', 'pl-PL'));
    await page.goto('/orders');
    await page.getByRole('button', { name: chosen!.number, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Zamówienie ${chosen!.number}` });
    for (const name of chosen!.names) await dialog.getByText(name, { exact: true }).waitFor();
  });

  it('answers one bad photo with exactly one toast and the message beside the photos', async () => {
    const { token } = await apiLogIn(session.baseUrl, maker.username);
    const own = await api<{ items: { _id: string }[] }>(
      session.baseUrl,
      '/api/seller/products?limit=1',
      {},
      token,
    );
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-bad-photo-'));
    const file = path.join(dir, 'holiday.jpg');
    await fs.writeFile(file, 'not a picture at all, only words pretending to be a JPEG');
    try {
      const page = await session.newPage({ viewport: DESKTOP });
      await logIn(page, maker.username, DEMO_PASSWORD);
      await page.goto(`/seller/products/${own.items[0]!._id}/edit`);
      await page.getByLabel('Add photos').setInputFiles(file);
      const toasts = page.getByRole('button', { name: 'Close notification' });
      await toasts.first().waitFor();
      const inline = page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasNotText: 'The photo could not be added.' });
      await inline.first().waitFor();
      // Give a second toast the time it would take to show.
      await page.waitForTimeout(1000);
      expect(await toasts.count()).toBe(1);
      expect(await inline.count()).toBe(1);
      // The server refuses an upload as 4xx: the browser logs it, which is expected here.
      session.errors.splice(
        0,
        session.errors.length,
        ...session.errors.filter((e) => !/status of 4\d\d/.test(e)),
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
