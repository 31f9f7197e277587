import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LoginResponse, LogisticsSettings, PlacedOrders, Shipment } from '@kramik/contract';
import { DEMO_BUYERS, DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, savedDownload, useBrowser } from '../fixtures/browser.js';
import { outboxMailbox } from '../fixtures/mailbox.js';

const maker = DEMO_MAKERS.find((m) => m.key === 'boleslawiec')!;
const buyer = DEMO_BUYERS.find((b) => b.key === 'jonas')!;
const shots = process.env.SHIPPING_SCREENSHOTS;

async function tokenOf(base: string, username: string) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as LoginResponse).tokenUser;
}

async function getJson<T>(base: string, pathname: string, token?: string): Promise<T> {
  const response = await fetch(`${base}${pathname}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok, pathname).toBe(true);
  return (await response.json()) as T;
}

/** InPost moves the parcel on (the ShipX emulator's test control). */
async function advance(base: string, trackingNumber: string, to: string) {
  const response = await fetch(
    `${base}/sandbox/inpost/control/shipments/${trackingNumber}/advance`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to }),
    },
  );
  expect(response.status).toBe(200);
}

async function openOrder(page: Page, number: string) {
  await page.getByRole('button', { name: number, exact: true }).click();
  return page.getByRole('dialog', { name: `Order ${number}` });
}

/**
 * A buyer picks an InPost locker at checkout and pays with PayU → the maker creates the
 * shipment and downloads its label (a real PDF) → InPost moves the parcel (the emulator, its
 * webhook) → the buyer's order shows shipped, then delivered, with the parcel's timeline, and the
 * mails arrive (shipped, waiting in the locker with the pick-up code, delivered).
 */
describe.skipIf(!hasBrowser)('shipping with InPost', () => {
  const session = useBrowser();
  const mailbox = outboxMailbox();
  let order: PlacedOrders['orders'][number];

  it('a buyer picks a parcel locker and pays', async () => {
    const base = session.baseUrl;
    const makers = await getJson<{ items: { _id: string; shortName: string }[] }>(
      base,
      '/api/companies?limit=100',
    );
    const companyId = makers.items.find((m) => m.shortName === maker.company.shortName)!._id;
    const products = await getJson<{ items: { _id: string }[] }>(
      base,
      `/api/products?seller=${companyId}&inStock=true&sort=newest&limit=1`,
    );
    const page = await session.newPage();
    await logIn(page, buyer.username, DEMO_PASSWORD);
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
      .getByRole('radio', { name: /^InPost parcel locker/ })
      .check();
    // The point picker: search by the locker's code, pick it from the list.
    await page.getByLabel('Town, street or point code').fill('KRA01M');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('radio', { name: /^KRA01M/ }).check();
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    const placed = (await (await response).json()) as PlacedOrders;
    order = placed.orders[0]!;
    await page.waitForURL((url) => url.pathname === '/payment-selection');
    await page.getByRole('heading', { name: 'Choose how to pay' }).waitFor();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayU' }).click();
    await (await popup).getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: 30_000 });
  });

  it('the maker is connected to InPost, creates the shipment and downloads the label', async () => {
    const base = session.baseUrl;
    const makerToken = await tokenOf(base, maker.username);
    // InPost sends this organisation's status changes to our webhook (set in Manager Paczek).
    const settings = await getJson<LogisticsSettings>(base, '/api/seller/logistics', makerToken);
    const hook = await fetch(
      `${base}/sandbox/inpost/control/organizations/${settings.inpost.organizationId}/webhook`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: `${base}/api/logistics/inpost/notify` }),
      },
    );
    expect(hook.status).toBe(204);

    const page = await session.newPage();
    await logIn(page, maker.username, DEMO_PASSWORD);
    await page.goto('/seller/logistics');
    const connection = page.getByRole('region', { name: 'InPost connection' });
    await connection.getByRole('button', { name: 'Test connection' }).click();
    await connection
      .getByRole('status')
      .filter({ hasText: `Connected as Sandbox organisation ${settings.inpost.organizationId}` })
      .waitFor();

    await page.goto('/orders');
    const dialog = await openOrder(page, order.number);
    const shipment = dialog.getByRole('region', { name: 'InPost shipment' });
    await shipment.getByRole('button', { name: 'Create shipment' }).click();
    const form = dialog.getByRole('form', { name: 'Create shipment' });
    await form.getByText('B · medium').click();
    expect(await form.getByRole('radio', { name: 'B · medium' }).isChecked()).toBe(true);
    if (shots) {
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/shipB-dialog-form-1280.png' });
    }
    await form.getByRole('button', { name: 'Create shipment' }).click();
    // InPost confirms within moments: the tracking number appears.
    await shipment.getByText('Tracking number').waitFor({ timeout: 20_000 });
    if (shots) {
      await shipment.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/shipB-dialog-1280.png' });
    }

    const download = page.waitForEvent('download');
    await shipment.getByRole('button', { name: 'Label A6' }).click();
    const file = await savedDownload(await download);
    const bytes = await fs.readFile(file);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');

    if (shots) {
      const phone = await session.newPage({ viewport: { width: 360, height: 780 } });
      await logIn(phone, maker.username, DEMO_PASSWORD);
      await phone.goto('/orders');
      const panel = (await openOrder(phone, order.number)).getByRole('region', {
        name: 'InPost shipment',
      });
      await panel.getByText('Tracking number').waitFor();
      await panel.scrollIntoViewIfNeeded();
      await phone.screenshot({ path: '/tmp/shipB-dialog-360.png' });
      await phone.goto('/seller/logistics');
      await phone
        .getByRole('region', { name: 'Shipments' })
        .getByRole('link', { name: order.number })
        .locator('visible=true')
        .waitFor();
      await phone.screenshot({ path: '/tmp/shipB-logistics-360.png', fullPage: true });
      await page.goto('/seller/logistics');
      await page
        .getByRole('region', { name: 'Shipments' })
        .getByRole('link', { name: order.number })
        .locator('visible=true')
        .waitFor();
      await page.screenshot({ path: '/tmp/shipB-logistics-1280.png', fullPage: true });
    }
  });

  it('InPost moves the parcel: the buyer sees shipped, then delivered, and gets the mails', async () => {
    const base = session.baseUrl;
    const buyerToken = await tokenOf(base, buyer.username);
    const { items } = await getJson<{ items: Shipment[] }>(
      base,
      `/api/orders/${order._id}/shipments`,
      buyerToken,
    );
    const trackingNumber = items[0]!.trackingNumber!;
    expect(trackingNumber).toMatch(/^\d{24}$/);

    await advance(base, trackingNumber, 'collected_from_sender');
    // Jonas reads German: "Bestellung …: versandt", then the locker and delivery mails.
    const shippedMail = await mailbox.next(
      buyer.email,
      new RegExp(`${order.number}: versandt`),
      session.dataDir,
    );
    expect(shippedMail.links.some((l) => l.includes(trackingNumber))).toBe(true);

    const page = await session.newPage();
    await logIn(page, buyer.username, DEMO_PASSWORD);
    await page.goto('/userorders');
    let dialog = await openOrder(page, order.number);
    const tracking = dialog.getByRole('region', { name: 'Parcel tracking' });
    await tracking.getByText('Collected from the sender').waitFor();
    await expect.poll(() => dialog.getByText('Shipped').count()).toBeGreaterThan(0);
    expect(await tracking.getByRole('link', { name: /Track parcel/ }).getAttribute('href')).toBe(
      `https://inpost.pl/sledzenie-przesylek?number=${trackingNumber}`,
    );

    await advance(base, trackingNumber, 'ready_to_pickup');
    const waiting = await mailbox.next(
      buyer.email,
      new RegExp(`Paket ${order.number} liegt in der Paketstation`),
      session.dataDir,
    );
    expect(waiting.text).toMatch(/KRA01M/);
    expect(waiting.text).toMatch(/\d{6}/);

    await advance(base, trackingNumber, 'delivered');
    await mailbox.next(buyer.email, new RegExp(`${order.number}: zugestellt`), session.dataDir);
    await page.reload();
    dialog = await openOrder(page, order.number);
    await dialog
      .getByRole('region', { name: 'Parcel tracking' })
      .getByText('Delivered')
      .first()
      .waitFor();
    await expect.poll(() => dialog.getByText('Delivered').count()).toBeGreaterThan(1);
    if (shots) {
      await dialog.getByRole('region', { name: 'Parcel tracking' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/shipB-buyer-1280.png' });
    }
  });
});
