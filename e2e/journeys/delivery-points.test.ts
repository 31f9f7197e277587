import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlacedOrders } from '@kramik/contract';
import { DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';
import { ADMIN_PASSWORD } from '../fixtures/server.js';

const boleslawiec = DEMO_MAKERS.find((m) => m.key === 'boleslawiec')!;
const maker = boleslawiec.company.shortName;

async function cheapestProduct(base: string) {
  const makers = (await (await fetch(`${base}/api/companies?limit=100`)).json()) as {
    items: { _id: string; shortName: string }[];
  };
  const companyId = makers.items.find((m) => m.shortName === maker)!._id;
  const products = (await (
    await fetch(`${base}/api/products?seller=${companyId}&inStock=true&sort=price_asc&limit=2`)
  ).json()) as { items: { _id: string }[] };
  return products.items;
}

/** Anna (Kraków) has one of the Bolesławiec studio's pieces in her cart and chooses a locker. */
async function toLockerChoice(page: Page, productId: string) {
  await logIn(page, 'anna.kowalczyk', DEMO_PASSWORD);
  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.getByRole('alert').filter({ hasText: 'Added to cart' }).first().waitFor();
  await page.goto('/cart');
  await page
    .getByRole('radiogroup', { name: `How to receive the order from ${maker}` })
    .getByRole('radio', { name: 'Delivery' })
    .check();
  await page
    .getByRole('radiogroup', { name: `Carrier for ${maker}` })
    .getByRole('radio', { name: /^InPost parcel locker/ })
    .check();
  // Anna's saved address (ul. Mostowa, Kraków) starts the search: the nearest locker first.
  const list = page.getByRole('radiogroup', { name: /^Nearest to Kraków/ });
  await list.getByRole('radio').first().waitFor();
  return list;
}

async function placeOrder(page: Page) {
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(201);
  const placed = (await answer.json()) as PlacedOrders;
  await page.waitForURL((url) => url.pathname === '/payment-selection');
  return placed.orders[0]!;
}

async function orderDialog(page: Page, path: string, number: string) {
  await page.goto(path);
  await page.getByRole('button', { name: number, exact: true }).click();
  return page.getByRole('dialog', { name: `Order ${number}` });
}

/**
 * Issue 19: the locker picker at checkout, on a phone (360 px: the list first, the map behind a
 * button, thumb-sized targets) and on a desktop (list and map side by side, a pin chosen on the
 * map); the chosen locker's code and address on the buyer's and the maker's order.
 */
describe.skipIf(!hasBrowser)('delivery points at checkout', () => {
  const session = useBrowser();

  it('on a phone, a buyer picks a locker from the list, places the order and sees it', async () => {
    const [product] = await cheapestProduct(session.baseUrl);
    const page = await session.newPage({ viewport: { width: 360, height: 780 } });
    const list = await toLockerChoice(page, product!._id);
    const first = list.getByRole('radio').first();
    // Offline the address is geocoded to its town (the gazetteer): Kraków's lockers, nearest first.
    expect(await first.getAttribute('value')).toMatch(/^KRA/);
    // No map until asked for: the list comes first.
    expect(await page.getByRole('region', { name: 'Map of pick-up points' }).count()).toBe(0);

    // Thumb-sized: each point's card and the search buttons are at least 44 px high.
    const card = first.locator('xpath=ancestor::div[contains(@class, "option")][1]');
    for (const box of [
      await card.boundingBox(),
      await page.getByRole('button', { name: 'Search', exact: true }).boundingBox(),
      await page.getByRole('button', { name: 'Near me' }).boundingBox(),
      await page.getByRole('button', { name: 'Show on map' }).boundingBox(),
    ]) {
      expect(box!.height).toBeGreaterThanOrEqual(40);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    const picker = page.getByRole('region', { name: `InPost parcel locker for ${maker}` });
    await picker.scrollIntoViewIfNeeded();
    await picker.screenshot({ path: '/tmp/pointsA-360-list.png' });

    // A typed street finds the lockers around it.
    await page.getByLabel('Town, street or point code').fill('Długa 52, Kraków');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('radiogroup', { name: /^Nearest to Kraków/ })
      .getByRole('radio', { name: /^KRA07M/ })
      .check();
    await page.getByRole('status').filter({ hasText: 'Your point: KRA07M' }).waitFor();

    await page.getByRole('button', { name: 'Show on map' }).click();
    await page.getByRole('region', { name: 'Map of pick-up points' }).waitFor();
    await picker.screenshot({ path: '/tmp/pointsA-360-map.png' });

    const order = await placeOrder(page);
    const dialog = await orderDialog(page, '/userorders', order.number);
    await expect.poll(() => dialog.textContent()).toContain('KRA07M');
    expect(await dialog.textContent()).toContain('Długa 52, 31-148 Kraków');
  });

  it('on a desktop, a buyer picks a locker on the map; the maker sees it on the order', async () => {
    const [, product] = await cheapestProduct(session.baseUrl);
    const page = await session.newPage({ viewport: { width: 1280, height: 900 } });
    const list = await toLockerChoice(page, product!._id);
    // The map stands beside the list without being asked for.
    const map = page.getByRole('region', { name: 'Map of pick-up points' });
    await map.waitFor();
    const picker = page.getByRole('region', { name: `InPost parcel locker for ${maker}` });
    await picker.scrollIntoViewIfNeeded();
    await picker.screenshot({ path: '/tmp/pointsA-1280.png' });

    // A pin is a button: chosen with a click or, as here, from the keyboard.
    await map.getByRole('button', { name: /^KRA02M,/ }).press('Enter');
    await expect.poll(() => list.getByRole('radio', { name: /^KRA02M/ }).isChecked()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Your point: KRA02M' }).waitFor();
    await picker.screenshot({ path: '/tmp/pointsA-1280-chosen.png' });

    const order = await placeOrder(page);
    const mine = await orderDialog(page, '/userorders', order.number);
    await expect.poll(() => mine.textContent()).toContain('KRA02M');
    expect(await mine.textContent()).toContain('Starowiślna 60, 31-053 Kraków');

    const makerPage = await session.newPage();
    await logIn(makerPage, boleslawiec.username, DEMO_PASSWORD);
    const theirs = await orderDialog(makerPage, '/orders', order.number);
    await expect.poll(() => theirs.textContent()).toContain('Starowiślna 60, 31-053 Kraków');
    expect(await theirs.textContent()).toContain('+48512304871');
  });

  it('a courier parcel names the recipient and their phone typed at checkout (issue 22)', async () => {
    const [product] = await cheapestProduct(session.baseUrl);
    const page = await session.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, 'anna.kowalczyk', DEMO_PASSWORD);
    await page.goto(`/products/${product!._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).first().waitFor();
    await page.goto('/cart');
    await page
      .getByRole('radiogroup', { name: `How to receive the order from ${maker}` })
      .getByRole('radio', { name: 'Delivery' })
      .check();
    await page
      .getByRole('radiogroup', { name: `Carrier for ${maker}` })
      .getByRole('radio', { name: /^InPost courier/ })
      .check();
    // A parcel for someone else, at another address: the courier's label names them.
    await page.getByRole('radio', { name: 'A new address' }).check();
    await page.getByLabel(/^Street and number/).fill('ul. Mariacka 5');
    await page.getByLabel(/^Postal code/).fill('80-833');
    await page.getByLabel(/^City/).fill('Gdańsk');
    await page.getByLabel(/^Country/).selectOption('PL');
    await page.getByLabel('Recipient', { exact: true }).fill('Ewa Nowak');
    await page.getByLabel(/^Recipient’s phone/).fill('+48 600 700 800');

    const order = await placeOrder(page);
    const mine = await orderDialog(page, '/userorders', order.number);
    await expect.poll(() => mine.textContent()).toContain('Ewa Nowak');
    expect(await mine.textContent()).toMatch(/\+48 ?600 ?700 ?800/);
    expect(await mine.textContent()).toContain('ul. Mariacka 5');

    const makerPage = await session.newPage();
    await logIn(makerPage, boleslawiec.username, DEMO_PASSWORD);
    const theirs = await orderDialog(makerPage, '/orders', order.number);
    await expect.poll(() => theirs.textContent()).toContain('Ewa Nowak');
    expect(await theirs.textContent()).toMatch(/\+48 ?600 ?700 ?800/);
  });

  it('the admin turns a carrier off and sets a default price makers may adopt', async () => {
    const page = await session.newPage();
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/admin?tab=site');
    const panel = page.getByRole('form', { name: 'Carriers and delivery costs' });
    await panel.getByRole('switch', { name: 'GLS courier, cash on delivery' }).uncheck();
    await panel
      .getByRole('textbox', { name: 'Default price: GLS courier', exact: true })
      .fill('11.90');
    await panel.getByRole('button', { name: 'Save carriers' }).click();
    await page.getByRole('alert').filter({ hasText: 'Carriers saved.' }).first().waitFor();
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: '/tmp/pointsA-admin.png' });
    const offered = (await (await fetch(`${session.baseUrl}/api/carriers`)).json()) as {
      items: { carrier: string; defaultPrice: { amount: number } | null }[];
    };
    expect(offered.items.map((c) => c.carrier)).not.toContain('gls_courier_cod');
    expect(offered.items.find((c) => c.carrier === 'gls_courier')?.defaultPrice?.amount).toBe(1190);
  });
});
