import fs from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_BUYERS, DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, savedDownload, useBrowser } from '../fixtures/browser.js';

async function notification(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** A photo as a maker would upload it: a JPEG of a glazed bowl-ish gradient. */
function photo(hue: string) {
  return sharp({
    create: { width: 1200, height: 900, channels: 3, background: hue },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A maker lists a product in two languages with photos → a visitor finds it by a Polish word typed
 * without diacritics, and by a misspelt word (the page names the corrected words) → filters, sorts, loads more, switches list/cards, compares three products
 * (a fourth is refused), opens the product page and downloads its QR code.
 */
describe.skipIf(!hasBrowser)('the catalog', () => {
  const session = useBrowser();
  const maker = DEMO_MAKERS.find((m) => m.key === 'boleslawiec')!;
  const stamp = Date.now().toString(36);
  const englishName = `Meadow Vase ${stamp}`;
  const polishName = `Wazon Żółta Łąka ${stamp}`;

  it('a maker adds a product with two language versions and photos', async () => {
    const page = await session.newPage();
    await logIn(page, maker.username, DEMO_PASSWORD);
    await page.goto('/seller/products');
    await page.getByRole('link', { name: 'Add product' }).click();
    await page.waitForURL((url) => url.pathname === '/seller/products/new');

    await page.getByLabel(/^Name/).fill(englishName);
    await page.getByLabel(/^Description/).fill('Thrown on the wheel and glazed in meadow yellow.');
    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByRole('menuitem', { name: /Polski/ }).click();
    await page.getByRole('tab', { name: /Polski/ }).waitFor();
    await page.getByLabel(/^Name/).fill(polishName);
    await page.getByLabel(/^Description/).fill('Toczony na kole, szkliwiony na żółto jak łąka.');
    await page.getByLabel(/^Price/).fill('64.00');
    await page.getByLabel(/^Available quantity/).fill('5');
    await page.getByLabel(/^Delivery days/).fill('3');
    await page
      .getByLabel(/^Category/, { exact: false })
      .first()
      .selectOption({ label: 'Ceramics' });
    await page.getByLabel(/^Subcategory/).selectOption({ label: 'Vases' });
    await page.getByRole('button', { name: 'Save product' }).click();
    await notification(page, 'Product added. Now add its photos.');
    await page.waitForURL((url) => /^\/seller\/products\/[0-9a-f-]{36}\/edit$/.test(url.pathname));

    const dir = await fs.mkdtemp('/tmp/kramik-photos-');
    const files = [`${dir}/front.jpg`, `${dir}/detail.jpg`];
    await fs.writeFile(files[0]!, await photo('#d9a441'));
    await fs.writeFile(files[1]!, await photo('#7a8f3c'));
    await page.getByLabel('Add photos').setInputFiles(files);
    await page.getByText('2 of 8 photos.').waitFor();
    await page.getByText('Cover').first().waitFor();
    await fs.rm(dir, { recursive: true });
  });

  it('a visitor finds it, filters, sorts, loads more, compares and downloads the QR code', async () => {
    const page = await session.newPage();
    await page.goto('/');

    // Search from the header with the Polish name typed without diacritics.
    const search = page.getByRole('searchbox', { name: 'Search the catalog' });
    await search.fill(`zolta laka ${stamp}`);
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/catalog' && url.searchParams.has('q'));
    await page.getByRole('link', { name: englishName }).first().waitFor();

    // A misspelt word is corrected to the catalog's, and the page says which words it shows.
    await page.goto(`/catalog?q=${encodeURIComponent(`meadw vase ${stamp}`)}`);
    await page
      .getByText(
        `No products match “meadw vase ${stamp}”. Showing results for “meadow vase ${stamp}”.`,
      )
      .waitFor();
    await page.getByRole('link', { name: englishName }).first().waitFor();

    // The whole catalog: cards, 50 a page, "Load more".
    await page.goto('/catalog');
    const cards = page.locator('main a[href^="/products/"]');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(50);
    const firstPage = await cards.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);

    // Filter and sort: the state lives in the URL.
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Ceramics' });
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    expect(new URL(page.url()).searchParams.get('category')).toMatch(/^[0-9a-f-]{36}$/);
    const offersOnly = page.getByLabel('Special offers only', { exact: true });
    await offersOnly.click();
    await page.waitForURL((url) => url.searchParams.get('specialOffer') === 'true');
    await expect.poll(() => offersOnly.isChecked()).toBe(true);
    await offersOnly.click();
    await page.waitForURL((url) => !url.searchParams.has('specialOffer'));
    await page.reload();
    await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('price_asc');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);

    // List and card views.
    await page.getByRole('button', { name: 'List' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'List' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.waitForURL((url) => url.searchParams.get('view') === 'list');
    // A row puts its photo beside its name, whatever order the page's style sheets came in (the
    // card's, which stacks them, once came last), switched in the browser and rendered by the server.
    const sideBySide = async () => {
      const row = page.getByRole('main').getByRole('article').first();
      const photo = await row.locator('img, [role="img"]').first().boundingBox();
      const name = await row.getByRole('heading').boundingBox();
      return (
        !!photo && !!name && photo.x + photo.width <= name.x && name.y < photo.y + photo.height
      );
    };
    await expect.poll(sideBySide).toBe(true);
    await page.reload();
    await expect.poll(sideBySide).toBe(true);
    await page.getByRole('button', { name: 'Cards' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Cards' }).getAttribute('aria-pressed'))
      .toBe('true');

    // Compare three; a fourth is refused.
    const toggles = page.getByRole('button', { name: /^Compare / });
    for (let i = 0; i < 3; i++) await toggles.nth(i).click();
    await page.getByText('3 of 3 chosen').waitFor();
    await toggles.nth(3).click();
    await notification(page, 'You can compare at most 3 products.');
    await page
      .getByRole('complementary', { name: 'Products to compare' })
      .getByRole('link', { name: 'Compare', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/compare');
    const table = page.getByRole('region', { name: 'Products side by side' });
    await expect
      .poll(() => table.getByRole('button', { name: /^Remove .+ from the comparison$/ }).count())
      .toBe(3);
    await page.reload();
    await expect
      .poll(() => table.getByRole('button', { name: /^Remove .+ from the comparison$/ }).count())
      .toBe(3);

    // The product page and its QR code.
    await page.goto(`/catalog?q=${encodeURIComponent(englishName)}`);
    await page.getByRole('link', { name: englishName }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
    await page.getByRole('heading', { level: 1, name: englishName }).waitFor();
    expect(await page.title()).toContain(englishName);
    await page.getByText('In stock: 5').first().waitFor();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(page.url()).origin,
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('product-qr').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const saved = await savedDownload(download);
    expect((await sharp(saved).metadata()).format).toBe('png');
    await notification(page, 'Link copied and QR code downloaded');
    // The code opens the piece passport of the product (issue 24).
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${page.url()}/passport`,
    );
  });

  it('a visitor is asked to log in to write to a maker; a buyer sends a message', async () => {
    const visitor = await session.newPage();
    await visitor.goto('/makers');
    await visitor
      .getByRole('link', { name: /Modra Glina/ })
      .first()
      .click();
    await visitor.waitForURL((url) => url.pathname.startsWith('/company/'));
    await visitor.getByText('You must be logged in to send a message.').waitFor();

    const buyer = DEMO_BUYERS[0]!;
    const page = await session.newPage();
    await logIn(page, buyer.username, DEMO_PASSWORD);
    await page.goto(new URL(visitor.url()).pathname);
    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message to Modra Glina' });
    await dialog.getByLabel(/^Your message/).fill('Do you take commissions for a dinner set?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await notification(page, 'Your message has been sent to the maker.');
  });
});
