import fs from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';

async function notification(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** Fills the address and lets the server's offline gazetteer find it. */
async function addressAndPin(page: Page, title: string, { tryWithoutPin = false } = {}) {
  await page.getByLabel(/^Shop name/).fill(title);
  await page.getByLabel(/^Street and number/).fill('ul. Kościuszki 27');
  await page.getByLabel(/^Postal code/).fill('59-700');
  await page.getByLabel(/^City/).fill('Boleslawiec');
  await page.getByLabel(/^Country/).selectOption('PL');
  if (tryWithoutPin) {
    // Without a pin the shop is refused once, under the map, with the focus on "Find on map".
    await page.getByRole('button', { name: /^(Add shop|Save changes)$/ }).click();
    await page.getByText('Location is required').first().waitFor();
    expect(await page.getByText('Location is required').count()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Find on map');
  }
  await page.getByRole('button', { name: 'Find on map' }).click();
  await page.getByText(/^Found: Bolesławiec/).waitFor();
  await page.getByText(/^Pin at 51\./).waitFor();
}

/**
 * A maker's studio: added by typing an address (geocoded offline) with hours and a photo, shown on
 * the list and map of /my-shops, edited; another shop deleted after confirming; a visitor sees
 * "Open now" / "Closed now" right for a fixed clock.
 */
describe.skipIf(!hasBrowser)('physical shops', () => {
  const session = useBrowser();
  const maker = DEMO_MAKERS.find((m) => m.key === 'boleslawiec')!;
  const stamp = Date.now().toString(36);
  const studio = `Studio ${stamp}`;
  const popUp = `Pop-up ${stamp}`;
  let shopPath = '';

  it('a maker adds, edits and deletes shops', async () => {
    const page = await session.newPage();
    await logIn(page, maker.username, DEMO_PASSWORD);

    await page.goto('/add');
    await addressAndPin(page, studio, { tryWithoutPin: true });
    await page.getByLabel(/^Description/).fill('Wheel, kiln and a shelf of seconds.');
    // Monday 09:00–17:00, copied to every workday; weekends closed.
    await page.getByLabel('Open on Monday').check();
    await page.getByLabel('Opens (Monday, 1)').fill('09:00');
    await page.getByLabel('Closes (Monday, 1)').fill('17:00');
    await page.getByRole('button', { name: /copy monday to workdays/i }).click();
    await page.getByRole('button', { name: 'Add shop' }).click();
    await notification(page, 'Shop added.');
    await page.waitForURL((url) => /^\/shops\/[0-9a-f-]{36}\/edit$/.test(url.pathname));
    shopPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
    await expect.poll(() => page.getByLabel('Opens (Friday, 1)').inputValue()).toBe('09:00');

    const dir = await fs.mkdtemp('/tmp/kramik-shop-');
    const file = `${dir}/studio.jpg`;
    await fs.writeFile(
      file,
      await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#b5653a' } })
        .jpeg()
        .toBuffer(),
    );
    await page.getByLabel('Add photos').setInputFiles(file);
    await page.getByText('Photos added: 1.').waitFor();
    await fs.rm(dir, { recursive: true });

    // The list and the map of /my-shops.
    await page.goto('/my-shops');
    await page.getByRole('link', { name: `Edit: ${studio}` }).waitFor();
    await page.getByRole('button', { name: studio }).first().waitFor();

    // Edit it.
    await page.getByRole('link', { name: `Edit: ${studio}` }).click();
    await page.waitForURL((url) => url.pathname === `${shopPath}/edit`);
    await page.getByLabel(/^Shop name/).fill(`${studio} & shop`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await notification(page, 'Shop saved.');
    await page.waitForURL((url) => url.pathname === '/my-shops');
    await page.getByRole('link', { name: `Edit: ${studio} & shop` }).waitFor();

    // Another shop, deleted after confirming.
    await page.goto('/add');
    await addressAndPin(page, popUp);
    await page.getByRole('button', { name: 'Add shop' }).click();
    await notification(page, 'Shop added.');
    await page.goto('/my-shops');
    await page.getByRole('button', { name: `Delete: ${popUp}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this shop?' });
    await dialog.getByRole('button', { name: 'Delete shop' }).click();
    await expect.poll(() => page.getByRole('link', { name: `Edit: ${popUp}` }).count()).toBe(0);
    expect(await page.getByRole('link', { name: `Edit: ${studio} & shop` }).count()).toBe(1);
  });

  it('a visitor sees whether the shop is open, in the shop’s time zone', async () => {
    const page = await session.newPage({ locale: 'en-GB' });
    // Tuesday 24 November 2026, 10:30 UTC = 11:30 in Bolesławiec: open.
    await page.clock.setFixedTime(new Date('2026-11-24T10:30:00Z'));
    await page.goto(shopPath);
    await page.getByRole('heading', { level: 1, name: `${studio} & shop` }).waitFor();
    await page.getByText('Open now', { exact: true }).first().waitFor();
    expect(await page.getByText('Closed now', { exact: true }).count()).toBe(0);

    // The same Tuesday at 16:30 UTC = 17:30 local: closed (it closes at 17:00).
    await page.clock.setFixedTime(new Date('2026-11-24T16:30:00Z'));
    await page.reload();
    await page.getByText('Closed now', { exact: true }).first().waitFor();
    // Sunday noon: closed.
    await page.clock.setFixedTime(new Date('2026-11-29T11:00:00Z'));
    await page.reload();
    await page.getByText('Closed now', { exact: true }).first().waitFor();
  });
});
