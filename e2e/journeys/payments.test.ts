import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlacedOrders } from '@kramik/contract';
import { DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';
import { ADMIN_PASSWORD } from '../fixtures/server.js';

const maker = DEMO_MAKERS.find((m) => m.key === 'boleslawiec')!;

/** Logs in, buys one product of the demo maker delivered by InPost courier, and places it. */
async function placeOneOrder(page: Page, base: string, buyer: string) {
  const makers = (await (await fetch(`${base}/api/companies?limit=100`)).json()) as {
    items: { _id: string; shortName: string }[];
  };
  const companyId = makers.items.find((m) => m.shortName === maker.company.shortName)!._id;
  const products = (await (
    await fetch(`${base}/api/products?seller=${companyId}&inStock=true&sort=newest&limit=1`)
  ).json()) as { items: { _id: string }[] };
  await logIn(page, buyer, DEMO_PASSWORD);
  await page.goto(`/products/${products.items[0]!._id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('alert').filter({ hasText: 'Added to cart' }).first().waitFor();
  await page.goto('/cart');
  const name = maker.company.shortName;
  await page
    .getByRole('radiogroup', { name: `How to receive the order from ${name}` })
    .getByRole('radio', { name: 'Delivery' })
    .check();
  await page
    .getByRole('radiogroup', { name: `Carrier for ${name}` })
    .getByRole('radio', { name: /^InPost courier/ })
    .check();
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = (await (await response).json()) as PlacedOrders;
  await page.waitForURL((url) => url.pathname === '/payment-selection');
  await page.getByRole('heading', { name: 'Choose how to pay' }).waitFor();
  return placed.orders[0]!;
}

/** Presses a button on the operator's sandbox page in the payment window. */
async function payInWindow(page: Page, choose: () => Promise<void>, action: 'Pay' | 'Cancel') {
  const popup = page.waitForEvent('popup');
  await choose();
  const window = await popup;
  await window.getByRole('button', { name: action, exact: true }).click();
}

/**
 * PayPal and AutoPay through their sandboxes, from the payment choice to the result pages: a
 * cancelled PayPal payment leads to the cancelled page and another operator; a paid one to the
 * success page, the buyer's paid order and the maker's figures. (PayU: the orders journey.)
 */
describe.skipIf(!hasBrowser)('payments', () => {
  const session = useBrowser();

  it('a cancelled PayPal payment is retried with AutoPay and paid', async () => {
    const page = await session.newPage();
    const order = await placeOneOrder(page, session.baseUrl, 'anna.kowalczyk');
    await payInWindow(
      page,
      () => page.getByRole('button', { name: 'Pay with PayPal' }).click(),
      'Cancel',
    );
    await page.waitForURL((url) => url.pathname === '/payment/cancelled', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Payment was cancelled' }).waitFor();
    await page.getByRole('link', { name: 'Choose another operator' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-selection');
    await payInWindow(
      page,
      () =>
        page.getByRole('button', { name: `Pay with AutoPay for order ${order.number}` }).click(),
      'Pay',
    );
    await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Thank you for your payment' }).waitFor();

    // The maker sees it paid, with the ledger's figures.
    const seller = await session.newPage();
    await logIn(seller, maker.username, DEMO_PASSWORD);
    await seller.goto('/orders');
    await seller.getByRole('button', { name: order.number, exact: true }).click();
    const dialog = seller.getByRole('dialog', { name: `Order ${order.number}` });
    const summary = dialog.getByRole('region', { name: 'Payment summary' });
    await expect.poll(() => summary.textContent()).toContain('You will receive');
    expect(await dialog.getByRole('button', { name: 'Mark as in progress' }).count()).toBe(1);
  });

  it('a PayPal payment is captured and the order shows paid to the buyer', async () => {
    const page = await session.newPage();
    const order = await placeOneOrder(page, session.baseUrl, 'jonas.becker');
    await payInWindow(
      page,
      () => page.getByRole('button', { name: 'Pay with PayPal' }).click(),
      'Pay',
    );
    await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: 30_000 });
    await page.goto('/userorders');
    await page.getByRole('button', { name: order.number, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${order.number}` });
    await expect.poll(() => dialog.textContent()).toContain('Payment received');
  });

  it('the admin sees the operators and what each maker is due', async () => {
    const page = await session.newPage();
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/admin?tab=operators');
    const payu = page.getByRole('region', { name: 'PayU' });
    await payu.getByRole('switch', { name: 'Enabled' }).waitFor();
    expect(await payu.getByRole('switch', { name: 'Enabled' }).isChecked()).toBe(true);
    await page.goto('/admin?tab=payouts');
    const payouts = page.getByRole('table', { name: 'Payouts' });
    await payouts.getByRole('row', { name: new RegExp(maker.company.shortName) }).waitFor();
  });
});
