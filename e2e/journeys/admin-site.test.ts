import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AdminSiteSettings, SiteSettingsInput } from '@kramik/contract';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';
import { ADMIN_PASSWORD } from '../fixtures/server.js';

async function notification(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** The language whose texts the form shows (a segmented control on wide screens). */
async function chooseLanguage(page: Page, name: string) {
  await page.locator('label', { hasText: new RegExp(`^${name}`) }).click();
}

/** The saved form as the PUT takes it back. */
function inputOf(saved: AdminSiteSettings): SiteSettingsInput {
  return {
    defaultLocale: saved.defaultLocale,
    currency: saved.currency,
    headerText: saved.headerText,
    bannerText: saved.bannerText,
    bannerIcon: saved.bannerIcon,
    titleBackgroundImage: saved.titleBackgroundImage,
    titleBackgroundThumbnail: saved.titleBackgroundThumbnail,
    contact: saved.contact,
    appStoreLinks: saved.appStoreLinks,
  };
}

/**
 * The administrator's Site tab: changes the banner text in English and Polish and uploads a title
 * background → the home page shows the English banner, and the Polish one at `?lang=pl-PL`, over
 * the new background, at once. The original configuration is put back at the end (the journeys
 * share one server).
 */
describe.skipIf(!hasBrowser)('the site configuration', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const english = `Winter fair ${stamp}: warm mugs and woollen socks`;
  const polish = `Jarmark zimowy ${stamp}: ciepłe kubki i wełniane skarpety`;
  let original: AdminSiteSettings | undefined;
  let token: string | null = null;

  afterAll(async () => {
    if (!original || !token) return;
    const res = await fetch(`${session.baseUrl}/api/admin/site`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(inputOf(original)),
    });
    expect(res.status).toBe(200);
  });

  it('the admin changes the banner in two languages and the title background', async () => {
    const page = await session.newPage();
    await logIn(page, 'admin', ADMIN_PASSWORD);
    const loaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/site') && r.request().method() === 'GET',
    );
    await page.goto('/admin?tab=site');
    original = (await (await loaded).json()) as AdminSiteSettings;
    token = await page.evaluate(() => sessionStorage.getItem('token'));
    await page.getByRole('heading', { name: 'Home page banner' }).waitFor();

    // The default language's text is required once another language has one.
    await chooseLanguage(page, 'Polski');
    await page.getByLabel('Banner text').fill(polish);
    await chooseLanguage(page, 'English');
    await page.getByLabel('Banner text').fill('');
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await notification(page, 'Error saving configurations');
    await page.getByText('This field is required').first().waitFor();

    await page.getByLabel('Banner text').fill(english);
    const preview = page.getByTestId('site-preview');
    await expect.poll(() => preview.textContent()).toContain(english);
    await chooseLanguage(page, 'Polski');
    await expect.poll(() => preview.textContent()).toContain(polish);

    // (A file that is not an image, or too large, is refused by the server: see the API tests.)
    const chooseFile = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: /^(Upload|Replace) image$/ }).click();
      await (await chooser).setFiles(file);
    };
    const background = await sharp({
      create: { width: 1600, height: 600, channels: 3, background: '#2f5d50' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/site/background'));
    await chooseFile({ name: 'winter.jpg', mimeType: 'image/jpeg', buffer: background });
    expect((await uploaded).status()).toBe(201);
    await page.getByRole('img', { name: "The title background's thumbnail" }).waitFor();

    await page.getByRole('button', { name: 'Save configuration' }).click();
    await notification(page, 'Configuration saved');

    // The admin's own home page shows it at once (the cached configuration was refreshed).
    await page.getByRole('link', { name: 'Kramik home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(english).waitFor();
  });

  it('a visitor sees the new banner in English and in Polish, over the new background', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await page.getByText(english).waitFor();
    const hero = page
      .getByText(english)
      .locator('xpath=ancestor::div[contains(@style, "--hero-image")]');
    const style = (await hero.first().getAttribute('style')) ?? '';
    expect(style).toMatch(/\/media\/site\/[0-9a-f-]{36}\.webp/);
    const image = /url\("([^"]+)"\)/.exec(style)![1]!;
    expect((await page.request.get(image)).status()).toBe(200);

    await page.goto('/?lang=pl-PL');
    await page.getByText(polish).waitFor();
    expect(await page.getByText(english).count()).toBe(0);
  });
});
