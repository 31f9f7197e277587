import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser, useBrowser } from '../fixtures/browser.js';
import { outboxMailbox } from '../fixtures/mailbox.js';
import { startServer, type RunningServer } from '../fixtures/server.js';

async function notification(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/**
 * A maker's way in: register a company → verify → log in → /company-data → fill it → AutoPay and
 * InPost settings → two courier pricing entries (a duplicate key shows the spec's message) → the
 * public maker page.
 */
describe.skipIf(!hasBrowser)('a maker opens a shop', () => {
  const mailbox = outboxMailbox();
  let server: RunningServer;
  const session = useBrowser();

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: '0' });
    session.baseUrl = server.url;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('registers a company, configures it and shows the public page', async () => {
    const stamp = Date.now().toString(36);
    const maker = {
      username: `studio.${stamp}`,
      email: `studio.${stamp}@example.com`,
      password: 'wheel thrown stoneware',
    };
    const page = await session.newPage();

    await page.goto('/registercompany');
    await page.getByText('Our commission').first().waitFor();
    await page.getByLabel(/^Login name/).fill(maker.username);
    await page.getByLabel(/^E-mail/).fill(maker.email);
    await page.getByLabel(/^First name/).fill('Magda');
    await page.getByLabel(/^Last name/).fill('Glina');
    await page.getByLabel(/^Password/).fill(maker.password);
    await page.getByLabel(/^Repeat password/).fill(maker.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/verify');

    const mail = await mailbox.next(maker.email, /Confirm your Kramik account/, server.dataDir);
    await page.goto(mail.links.find((l) => l.includes('/verify?'))!);
    await page.getByLabel(/^Password/).fill(maker.password);
    await page.getByRole('button', { name: 'Confirm my account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');

    await page.getByLabel(/^Login name or e-mail/).fill(maker.username);
    await page.getByLabel(/^Password/).fill(maker.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/company-data');
    // The menu's name for it is the page's title.
    await page.getByRole('heading', { level: 1, name: 'Manage shop' }).waitFor();

    // Company data: empty required fields first, then the real data.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await notification(page, 'Please fill in all required fields');
    await page.getByLabel(/^Company name/).fill('Pracownia Modra Glina Sp. z o.o.');
    await page.getByLabel(/^Display name/).fill('Modra Glina');
    await page.getByLabel(/^Street and number/).fill('ul. Garncarska 12');
    await page.getByLabel(/^Postal code/).fill('59-700');
    await page.getByLabel(/^City/).fill('Bolesławiec');
    await page.getByLabel(/^Country/).selectOption('PL');
    await page.getByLabel(/^NIP/).fill('5260250275');
    await page.getByLabel(/^IBAN/).fill('PL61 1090 1014 0000 0712 1981 2874');
    await page.getByLabel(/^BIC/).fill('BPKOPLPW');
    await page
      .getByLabel(/^Your story/)
      .fill('Stoneware thrown and glazed by hand in Bolesławiec.');
    // Every field filled but the NIP's check digit wrong: still SPEC's message, and the field says why.
    for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) {
      await close.click();
    }
    await page.getByRole('button', { name: 'Save changes' }).click();
    await notification(page, 'Please fill in all required fields');
    expect(await page.getByLabel(/^NIP/).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel(/^NIP/).fill('5260250274');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await notification(page, 'Company data saved.');
    await page.getByText('Your store is not fully configured').first().waitFor();

    // Payment settings: the AutoPay account; the InPost one is under logistics.
    await page.goto('/seller/settings');
    await page.getByRole('heading', { level: 1, name: 'Payment settings' }).waitFor();
    const autopay = page.getByRole('form', { name: 'AutoPay' });
    await autopay.getByLabel(/^Shop ID/).fill('102030');
    await autopay.getByLabel(/^Key \(bmKey\)/).fill('bm-secret-key-3f9a');
    await autopay.getByRole('button', { name: 'Save changes' }).click();
    await notification(page, 'Settings saved.');
    await autopay.getByText('••••••••3f9a').waitFor();
    expect(await page.getByRole('form', { name: 'InPost' }).count()).toBe(0);
    await page.goto('/seller/logistics');
    await page.getByRole('heading', { level: 1, name: 'Manage logistics' }).waitFor();
    const inpost = page.getByRole('form', { name: 'InPost' });
    await inpost.getByLabel(/^Organisation ID/).fill('2001');
    await inpost.getByLabel(/^ShipX API key/).fill('shipx-token-abcd');
    await inpost.getByRole('button', { name: 'Save changes' }).click();
    await inpost.getByText('••••••••abcd').waitFor();

    // Two courier pricing entries; a third with a taken key shows the spec's message.
    const addCarrier = async (carrier: string, price: string, key: string) => {
      await page.getByRole('button', { name: 'Add carrier' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^Carrier/).selectOption(carrier);
      await dialog.getByLabel(/^Price/).fill(price);
      await dialog.getByLabel(/^External system ID/).fill(key);
      await dialog.getByRole('button', { name: 'Save changes' }).click();
    };
    await addCarrier('inpost_locker', '12,99', 'INPOST-1');
    await notification(page, 'Carrier saved.');
    await addCarrier('dpd_courier', '15.50', 'DPD-1');
    await expect
      .poll(() => page.getByText('DPD courier', { exact: true }).count())
      .toBeGreaterThan(0);
    await addCarrier('gls_courier', '9', 'DPD-1');
    await page.getByRole('dialog').getByText('This key already exists in the list...').waitFor();
    await page.keyboard.press('Escape');

    const company = (await (
      await fetch(`${server.url}/api/seller/courier-pricing`, {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}`,
        },
      })
    ).json()) as { items: { externalId: string; priceAmount: number }[] };
    expect(company.items.map((i) => [i.externalId, i.priceAmount])).toEqual([
      ['INPOST-1', 1299],
      ['DPD-1', 1550],
    ]);

    // The public maker page.
    await page.goto('/company-data');
    await page.getByRole('link', { name: 'See your public page' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/company/'));
    await page.getByRole('heading', { level: 1, name: 'Modra Glina' }).waitFor();
    await page.getByText('Stoneware thrown and glazed by hand in Bolesławiec.').waitFor();
    expect(await page.getByText('PL61').count()).toBe(0);
  });

  it('turns a signed-in buyer into a maker with the same account', async () => {
    const stamp = Date.now().toString(36);
    const buyer = {
      username: `buyer.${stamp}`,
      email: `buyer.${stamp}@example.com`,
      password: 'glazed by the window',
    };
    const page = await session.newPage();
    await page.goto('/register');
    await page.getByLabel(/^Login name/).fill(buyer.username);
    await page.getByLabel(/^E-mail/).fill(buyer.email);
    await page.getByLabel(/^First name/).fill('Ola');
    await page.getByLabel(/^Last name/).fill('Nowak');
    await page.getByLabel(/^Password/).fill(buyer.password);
    await page.getByLabel(/^Repeat password/).fill(buyer.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    const mail = await mailbox.next(buyer.email, /Confirm your Kramik account/, server.dataDir);
    await page.goto(mail.links.find((l) => l.includes('/verify?'))!);
    await page.getByLabel(/^Password/).fill(buyer.password);
    await page.getByRole('button', { name: 'Confirm my account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    // The address changes before the login page has rendered: until then the password field is
    // still the confirmation page's.
    await page.getByLabel(/^Login name or e-mail/).waitFor();
    await page.getByLabel(/^Password/).fill(buyer.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/auth');

    // The seller page offers this account instead of a new one.
    await page.goto('/registercompany');
    await page.getByText('You are signed in, Ola.').waitFor();
    expect(await page.getByLabel(/^Login name/).count()).toBe(0);
    await page.getByRole('link', { name: 'Open my shop' }).click();
    await page.waitForURL((url) => url.pathname === '/company-data');
    await page.getByText('Open your shop with this account').waitFor();
    await page.getByLabel(/^Company name/).fill('Ola Nowak Ceramika');
    await page.getByLabel(/^Display name/).fill('Ola Ceramika');
    await page.getByLabel(/^Street and number/).fill('ul. Długa 5');
    await page.getByLabel(/^Postal code/).fill('80-001');
    await page.getByLabel(/^City/).fill('Gdańsk');
    await page.getByLabel(/^Country/).selectOption('PL');
    await page.getByLabel(/^NIP/).fill('5260250274');
    await page.getByLabel(/^IBAN/).fill('PL61 1090 1014 0000 0712 1981 2874');
    await page.getByLabel(/^BIC/).fill('BPKOPLPW');
    await page.getByRole('button', { name: 'Open my shop' }).click();
    await notification(page, 'Your shop is open.');

    // The same account now has the maker's menu, and keeps it after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My goods' }).waitFor();
    const status = (await (
      await fetch(`${server.url}/api/users/status`, {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}`,
        },
      })
    ).json()) as { user: { permissions: string; companyId: string | null } };
    expect(status.user.permissions).toBe('seller');
    expect(status.user.companyId).not.toBeNull();
  });
});
