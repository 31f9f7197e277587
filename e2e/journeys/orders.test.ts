import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlacedOrders } from '@kramik/contract';
import { DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';

const boleslawiec = DEMO_MAKERS.find((m) => m.key === 'boleslawiec')!;
const kaszuby = DEMO_MAKERS.find((m) => m.key === 'kaszuby')!;

async function getJson<T>(base: string, pathname: string): Promise<T> {
  const response = await fetch(`${base}${pathname}`);
  expect(response.ok, pathname).toBe(true);
  return (await response.json()) as T;
}

/** A product of the maker that is in stock, through the public API. */
async function productOf(base: string, shortName: string) {
  const makers = await getJson<{ items: { _id: string; shortName: string }[] }>(
    base,
    '/api/companies?limit=100',
  );
  const maker = makers.items.find((m) => m.shortName === shortName)!;
  const products = await getJson<{ items: { _id: string; name: string }[] }>(
    base,
    `/api/products?seller=${maker._id}&inStock=true&sort=price_asc&limit=1`,
  );
  return products.items[0]!;
}

async function addToCart(page: Page, productId: string) {
  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('alert').filter({ hasText: 'Added to cart' }).first().waitFor();
}

/** Opens an order's details dialog from a list by its number. */
async function openOrder(page: Page, number: string) {
  await page.getByRole('button', { name: number, exact: true }).click();
  return page.getByRole('dialog', { name: `Order ${number}` });
}

/**
 * A buyer fills a cart from two makers, has one order delivered and picks the other up in the
 * maker's shop, asks for a VAT invoice, places the orders and pays both at once with PayU (the
 * sandbox) → both appear in /userorders as paid; each maker sees only theirs in /orders with the
 * commission summary and moves it on (shipped / ready for pick-up); the buyer sees the new status.
 */
describe.skipIf(!hasBrowser)('cart, checkout and orders', () => {
  const session = useBrowser();
  let placed: PlacedOrders;

  it('a buyer checks out a two-maker cart with delivery, pick-up and a VAT invoice', async () => {
    const page = await session.newPage();
    const jug = await productOf(session.baseUrl, boleslawiec.company.shortName);
    const lace = await productOf(session.baseUrl, kaszuby.company.shortName);
    await logIn(page, 'anna.kowalczyk', DEMO_PASSWORD);
    await addToCart(page, jug._id);
    await addToCart(page, lace._id);
    await page.getByRole('link', { name: /^Cart, items: 2/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart');

    const first = boleslawiec.company.shortName;
    const second = kaszuby.company.shortName;
    await page
      .getByRole('radiogroup', { name: `How to receive the order from ${first}` })
      .getByRole('radio', { name: 'Delivery' })
      .check();
    await page
      .getByRole('radiogroup', { name: `Carrier for ${first}` })
      .getByRole('radio', { name: /^InPost courier/ })
      .check();
    await page
      .getByRole('radiogroup', { name: `How to receive the order from ${second}` })
      .getByRole('radio', { name: "Pick-up in the maker's shop" })
      .check();
    await page
      .getByRole('radiogroup', { name: `Pick-up shop of ${second}` })
      .getByRole('radio')
      .first()
      .check();
    // Anna's saved address and invoice data are offered first.
    await expect
      .poll(() =>
        page
          .getByRole('radiogroup', { name: 'Where should we send the parcels?' })
          .getByRole('radio')
          .first()
          .isChecked(),
      )
      .toBe(true);
    await page.getByRole('checkbox', { name: 'I want a VAT invoice' }).check();
    await page
      .getByRole('radiogroup', { name: 'Invoice data' })
      .getByRole('radio', { name: /Pracownia Projektowa/ })
      .check();

    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    placed = (await (await response).json()) as PlacedOrders;
    expect(placed.orders).toHaveLength(2);
    await page.waitForURL((url) => url.pathname === '/payment-selection');

    // Both orders are paid at once through PayU's sandbox, in the payment window.
    await page.getByRole('heading', { name: 'Choose how to pay' }).waitFor();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayU' }).click();
    const payu = await popup;
    await payu.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Thank you for your payment' }).waitFor();

    await page.goto('/userorders');
    for (const order of placed.orders) {
      await page.getByRole('button', { name: order.number, exact: true }).waitFor();
    }
    const dialog = await openOrder(page, placed.orders[0]!.number);
    await expect.poll(() => dialog.textContent()).toContain('Pracownia Projektowa');
  });

  it('each maker sees only their order, with the commission, and moves it on', async () => {
    const ofFirst = placed.orders.find(
      (o) => o.seller.shortName === boleslawiec.company.shortName,
    )!;
    const ofSecond = placed.orders.find((o) => o.seller.shortName === kaszuby.company.shortName)!;

    const maker = await session.newPage();
    await logIn(maker, boleslawiec.username, DEMO_PASSWORD);
    await maker.goto('/orders');
    await maker.getByRole('button', { name: ofFirst.number, exact: true }).waitFor();
    expect(await maker.getByRole('button', { name: ofSecond.number, exact: true }).count()).toBe(0);
    let dialog = await openOrder(maker, ofFirst.number);
    const summary = dialog.getByRole('region', { name: 'Payment summary' });
    await expect.poll(() => summary.textContent()).toContain('Our commission (8%)');
    expect(await summary.textContent()).toContain('You will receive');
    await dialog.getByRole('button', { name: 'Mark as in progress' }).click();
    await dialog.getByRole('button', { name: 'Mark as shipped…' }).click();
    const form = maker.getByRole('form', { name: 'Shipping details' });
    await form.getByLabel('Tracking number').fill('620000000000000000000042');
    await form.getByRole('button', { name: 'Mark as shipped' }).click();
    await maker
      .getByRole('alert')
      .filter({ hasText: `Order ${ofFirst.number} is now: Shipped.` })
      .first()
      .waitFor();

    const other = await session.newPage();
    await logIn(other, kaszuby.username, DEMO_PASSWORD);
    await other.goto('/orders');
    dialog = await openOrder(other, ofSecond.number);
    await dialog.getByRole('button', { name: 'Mark as in progress' }).click();
    await dialog.getByRole('button', { name: 'Mark as ready for pick-up' }).click();
    await other
      .getByRole('alert')
      .filter({ hasText: `Order ${ofSecond.number} is now: Ready for pick-up.` })
      .first()
      .waitFor();

    const buyer = await session.newPage();
    await logIn(buyer, 'anna.kowalczyk', DEMO_PASSWORD);
    await buyer.goto('/userorders');
    const shipped = await openOrder(buyer, ofFirst.number);
    await expect.poll(() => shipped.textContent()).toContain('Shipped');
    expect(await shipped.textContent()).toContain('620000000000000000000042');
  });
});
