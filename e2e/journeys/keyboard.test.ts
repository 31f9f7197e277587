import fs from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { PlacedOrders } from '@kramik/contract';
import { DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, useBrowser } from '../fixtures/browser.js';
import { ADMIN_PASSWORD } from '../fixtures/server.js';

const boleslawiec = DEMO_MAKERS.find((m) => m.key === 'boleslawiec')!;

/** Where the focus is, and whether a sighted keyboard user can see it (WCAG 2.4.7, 2.4.11). */
interface Focus {
  onBody: boolean;
  /** Role (or tag), then the accessible name as far as the page states it. */
  description: string;
  visible: boolean;
  indicator: boolean;
  coveredBy: string | null;
}

function readFocus(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) {
      return {
        onBody: true,
        description: 'body',
        visible: false,
        indicator: false,
        coveredBy: null,
      };
    }
    const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : undefined;
    const name = el.getAttribute('aria-label') ?? label ?? el.textContent ?? '';
    const description = `${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    // A visually hidden control (a file input) shows its focus on its label.
    let shown: HTMLElement = el;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) {
      const labels = el instanceof HTMLInputElement ? el.labels : null;
      shown = labels?.[0] ?? el.closest('label') ?? el.parentElement ?? el;
    }
    const rect = shown.getBoundingClientRect();
    const visible =
      rect.width > 1 &&
      rect.height > 1 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < window.innerHeight &&
      rect.left < window.innerWidth;
    // A stretched link (a card's name covering the card) rings its ::after, which covers the card.
    const ringOf = (node: Element) => {
      return [null, '::after'].some((pseudo) => {
        const style = getComputedStyle(node, pseudo);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      });
    };
    // The ring is on the element, or on the wrapper that draws it (a label, a switch's track).
    const indicator =
      ringOf(shown) ||
      (el.parentElement !== null && ringOf(el.parentElement) && el.parentElement !== document.body);
    // Covered: what is drawn at the element's centre is not the element (nor inside it).
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const coveredBy =
      hit && !shown.contains(hit) && !hit.contains(shown) && !el.contains(hit) && !hit.contains(el)
        ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')} in ${hit.parentElement?.outerHTML.slice(0, 200)}`
        : null;
    return {
      onBody: false,
      description: visible
        ? description
        : `${description} at ${Math.round(rect.top)}..${Math.round(rect.bottom)} of ${window.innerHeight}, scrolled ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight}`,
      visible,
      indicator,
      coveredBy,
    };
  });
}

/** The focus is somewhere a keyboard user can see it: never the body, visible, ringed, uncovered. */
async function expectFocusUsable(page: Page, where: string, { ring = true } = {}) {
  const focus = await readFocus(page);
  expect(focus.onBody, `${where}: the focus fell to the body`).toBe(false);
  expect(focus.visible, `${where}: ${focus.description} is out of sight`).toBe(true);
  if (ring) expect(focus.indicator, `${where}: ${focus.description} shows no ring`).toBe(true);
  expect(focus.coveredBy, `${where}: ${focus.description} is covered`).toBeNull();
  return focus;
}

/** Whether the focused element is `target` or inside it. */
function holdsFocus(target: Locator) {
  return target.evaluate(
    (el) => el === document.activeElement || el.contains(document.activeElement),
  );
}

/** As `expectFocusUsable`, once the page has finished moving the focus (after a change). */
/**
 * A closed dialog has left the page: its element, and the modal's overlay, which fades out after
 * it (checking the focus while the overlay is still there finds it covered).
 */
async function dialogGone(page: Page, dialog: Locator) {
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.locator('.mantine-Modal-overlay:visible').count()).toBe(0);
}

async function expectFocusSettles(page: Page, where: string, options: { ring?: boolean } = {}) {
  await expect.poll(async () => (await readFocus(page)).onBody).toBe(false);
  return expectFocusUsable(page, where, options);
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on (or in) `target`, checking every stop on the
 * way; fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 120, ring = true } = {}) {
  await target.first().waitFor();
  // The page may have put the focus there already (a new language version's first field).
  if (await holdsFocus(target.first())) return expectFocusUsable(page, 'already focused', { ring });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await expectFocusUsable(page, `Tab ${i + 1}`, { ring });
    if (process.env.DEBUG_TABS) console.log('TAB', i + 1, focus.description);
    if (await holdsFocus(target.first())) return focus;
  }
  throw new Error(`${String(target)} not reached with ${max} presses of Tab`);
}

/** Presses an arrow key in a radio group until `option` is chosen, checking the focus each time. */
async function arrowTo(page: Page, option: Locator, max = 6) {
  for (let i = 0; i < max && !(await option.isChecked()); i++) {
    await page.keyboard.press('ArrowDown');
    await expectFocusUsable(page, `arrow ${i + 1}`);
  }
  expect(await option.isChecked()).toBe(true);
}

/** After a route change the new page's heading has the focus (and it is not the body). */
async function expectHeadingFocused(page: Page, heading: string | RegExp) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null,
      ),
    )
    .toMatch(heading);
}

/** Signs in through the form, by keyboard. */
async function logInByKeyboard(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await tabTo(page, page.getByLabel('Login name or e-mail'));
  await page.keyboard.type(username);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/auth');
  await page.getByRole('link', { name: /^My account/ }).waitFor();
  await page.getByLabel('Login name or e-mail').waitFor({ state: 'detached' });
}

/** A photo as a maker would upload it. */
function photo(hue: string) {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: hue } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function productOf(base: string, shortName: string) {
  const makers = (await (await fetch(`${base}/api/companies?limit=100`)).json()) as {
    items: { _id: string; shortName: string }[];
  };
  const maker = makers.items.find((m) => m.shortName === shortName)!;
  const products = (await (
    await fetch(`${base}/api/products?seller=${maker._id}&inStock=true&sort=price_asc&limit=1`)
  ).json()) as { items: { _id: string; name: string }[] };
  return products.items[0]!;
}

/**
 * The keyboard alone, no clicks (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): at every Tab stop the focus is
 * visible, ringed and uncovered, and it never falls to the page's body.
 */
describe.skipIf(!hasBrowser)('keyboard journeys', () => {
  const session = useBrowser();
  /** The buyer's order, moved on by its maker. */
  let placed: string;

  // The server's first render of a locale can leave its lazy parts to the browser (a recoverable
  // React error #419 in the console); one render first, as a visitor before us would have.
  beforeAll(async () => {
    await fetch(`${session.baseUrl}/`, { headers: { 'accept-language': 'en-US' } });
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 780 },
  ]) {
    it(`every stop of the home page is visible, ringed and uncovered at ${viewport.width} px`, async () => {
      const page = await session.newPage({ viewport });
      await page.goto('/');
      const seen: string[] = [];
      for (let i = 0; i < 200; i++) {
        await page.keyboard.press('Tab');
        const focus = await readFocus(page);
        // Past the last stop the focus leaves the page for the browser's own controls.
        if (focus.onBody && seen.length > 10) break;
        await expectFocusUsable(page, `home, Tab ${i + 1}`);
        seen.push(focus.description);
      }
      // The category cards are among them (links that are cards get the ring too).
      expect(seen.some((d) => d.startsWith('a "Ceramics'))).toBe(true);
    });
  }

  it('a buyer goes from a search to an order paid with PayU', async () => {
    const product = await productOf(session.baseUrl, boleslawiec.company.shortName);
    const page = await session.newPage();
    await page.goto('/');

    // The menu drawer opens and closes by keyboard, and the focus comes back to its button.
    const burger = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, burger);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await expect
      .poll(() => holdsFocus(page.getByRole('button', { name: 'Close menu' })))
      .toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expectFocusUsable(page, 'menu closed');
    expect(await holdsFocus(burger)).toBe(true);

    // Search from the header.
    await tabTo(page, page.getByRole('searchbox', { name: 'Search the catalog' }).first());
    await page.keyboard.type(product.name);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/catalog');
    await expectHeadingFocused(page, /./);

    // The product from the results.
    await tabTo(page, page.getByRole('main').getByRole('link', { name: product.name }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
    await expectHeadingFocused(page, product.name);

    // Add to cart: the notification neither takes the focus nor covers the header's links.
    const add = page.getByRole('button', { name: 'Add to cart' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).first().waitFor();
    await expectFocusUsable(page, 'added to cart');
    expect(await holdsFocus(add)).toBe(true);
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Log in' }), {
      back: true,
    });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/auth');
    await expectHeadingFocused(page, 'Log in');

    // Sign in: the form sends on Enter.
    await tabTo(page, page.getByLabel('Login name or e-mail'));
    await page.keyboard.type('anna.kowalczyk');
    await tabTo(page, page.getByLabel(/^Password/));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/auth');
    await expectHeadingFocused(page, /./);

    // To the cart from the header, once the cart merged at login shows its count.
    const cartLink = page.getByRole('link', { name: /^Cart, items: [1-9]/ });
    await tabTo(page, cartLink, { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/cart');
    await expectHeadingFocused(page, /./);

    // Delivery by InPost courier, chosen with the arrow keys.
    const name = boleslawiec.company.shortName;
    const how = page.getByRole('radiogroup', { name: `How to receive the order from ${name}` });
    await tabTo(page, how, { max: 60 });
    await arrowTo(page, how.getByRole('radio', { name: 'Delivery' }));
    const carriers = page.getByRole('radiogroup', { name: `Carrier for ${name}` });
    await tabTo(page, carriers, { max: 20 });
    await arrowTo(page, carriers.getByRole('radio', { name: /^InPost courier/ }));

    await tabTo(page, page.getByRole('button', { name: 'Place order' }));
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    placed = ((await (await response).json()) as PlacedOrders).orders[0]!.number;
    await page.waitForURL((url) => url.pathname === '/payment-selection');
    await expectHeadingFocused(page, 'Choose how to pay');

    // PayU's sandbox opens in a window, used by keyboard as well.
    await tabTo(page, page.getByRole('button', { name: 'Pay with PayU' }));
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const payu = await popup;
    // The pressed button gave way to the waiting state, which holds the focus.
    await expect.poll(async () => (await readFocus(page)).description).toMatch(/^h2 /);
    // The operator's page is the sandbox emulator's, not ours: the browser's own ring (1 px) there.
    await tabTo(payu, payu.getByRole('button', { name: 'Pay', exact: true }), {
      max: 20,
      ring: false,
    });
    await payu.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: 30_000 });
    await expectHeadingFocused(page, 'Thank you for your payment');
  });

  it('a maker adds a product with two photos and a language version, then ships an order', async () => {
    const page = await session.newPage();
    await logInByKeyboard(page, boleslawiec.username, DEMO_PASSWORD);
    await page.goto('/seller/products');
    await tabTo(page, page.getByRole('link', { name: 'Add product' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/seller/products/new');

    const stamp = Date.now().toString(36);
    const panel = page.getByRole('tabpanel');
    await tabTo(page, panel.getByLabel(/^Name/));
    await page.keyboard.type(`Keyboard Bowl ${stamp}`);
    await tabTo(page, panel.getByLabel(/^Description/));
    await page.keyboard.type('Thrown on the wheel, listed without a mouse.');

    // A language version: the menu opens and is used with the arrow keys.
    await tabTo(page, page.getByRole('button', { name: 'Add language' }), { back: true });
    await page.keyboard.press('Enter');
    const polish = page.getByRole('menuitem', { name: /Polski/ });
    await polish.waitFor();
    for (let i = 0; i < 8 && !(await holdsFocus(polish)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: /Polski/, selected: true }).waitFor();
    await expectFocusSettles(page, 'language added');
    await tabTo(page, panel.getByLabel(/^Name/));
    await page.keyboard.type(`Miska z klawiatury ${stamp}`);
    await tabTo(page, panel.getByLabel(/^Description/));
    await page.keyboard.type('Toczona na kole, dodana bez myszy.');

    await tabTo(page, page.getByLabel(/^Price/));
    await page.keyboard.type('480.00');
    await tabTo(page, page.getByLabel(/^Available quantity/));
    await page.keyboard.type('4');
    await tabTo(page, page.getByLabel(/^Delivery days/));
    await page.keyboard.type('3');
    const category = page.getByLabel(/^Category/).first();
    await tabTo(page, category);
    await page.keyboard.type('Ceramics');
    await expect.poll(async () => (await category.inputValue()) !== '').toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Save product' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/seller\/products\/[0-9a-f-]{36}\/edit$/.test(url.pathname));
    await expectFocusSettles(page, 'product saved', { ring: false });

    // Two photos through the file chooser the keyboard opens, then the second one moved first.
    const dir = await fs.mkdtemp('/tmp/kramik-keyboard-');
    const files = [`${dir}/front.jpg`, `${dir}/side.jpg`];
    await fs.writeFile(files[0]!, await photo('#d9a441'));
    await fs.writeFile(files[1]!, await photo('#3c6e8f'));
    // Listening first: the browser's file dialog is intercepted from then on.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, page.getByLabel('Add photos'));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(files);
    await page.getByText('2 of 8 photos.').waitFor();
    await fs.rm(dir, { recursive: true });
    const moveLeft = page.getByRole('button', { name: 'Move photo 2 left' });
    await tabTo(page, moveLeft, { back: true });
    await page.keyboard.press('Enter');
    await expectFocusSettles(page, 'photo moved');

    // The buyer's order (the first journey): in progress, then shipped with a tracking number.
    expect(placed, 'the buyer journey placed an order').toBeDefined();
    await page.goto('/orders');
    await tabTo(page, page.getByRole('button', { name: placed, exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Order ${placed}` });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Mark as in progress' }), { max: 40 });
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Mark as shipped…' }), { max: 40 });
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Shipping details' });
    await tabTo(page, form.getByLabel('Tracking number'), { max: 40 });
    await page.keyboard.type('620000000000000000000099');
    await tabTo(page, form.getByRole('button', { name: 'Mark as shipped' }), { max: 20 });
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: `Order ${placed} is now: Shipped.` })
      .first()
      .waitFor();
    await expectFocusSettles(page, 'order shipped', { ring: false });
    // Escape closes the dialog and gives the focus back to the order's button.
    await page.keyboard.press('Escape');
    await dialogGone(page, dialog);
    // The overlay fades out after the dialog: the button is uncovered once it has gone (a focus
    // still on the body, before it comes back, is covered by nothing and proves nothing).
    await expect
      .poll(async () => {
        const focus = await readFocus(page);
        return !focus.onBody && focus.coveredBy === null;
      })
      .toBe(true);
    await expectFocusSettles(page, 'dialog closed');
    expect(await holdsFocus(page.getByRole('button', { name: placed, exact: true }))).toBe(true);
  });

  it('an administrator adds a category named in all six languages', async () => {
    const page = await session.newPage();
    await logInByKeyboard(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/listcategory');
    const add = page.getByRole('button', { name: 'Add category' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.waitFor();
    const stamp = Date.now().toString(36);
    const names: [string, string][] = [
      ['English', `Basketry ${stamp}`],
      ['Polski', `Wikliniarstwo ${stamp}`],
      ['中文', `编织 ${stamp}`],
      ['Deutsch', `Korbflechterei ${stamp}`],
      ['Svenska', `Korgmakeri ${stamp}`],
      ['Norsk', `Kurvmakeri ${stamp}`],
    ];
    for (const [language, name] of names) {
      await tabTo(page, dialog.getByLabel(new RegExp(`^${language}`)), { max: 20 });
      await page.keyboard.insertText(name);
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Save category' }), { max: 20 });
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Category added.' }).first().waitFor();
    await dialogGone(page, dialog);
    // The dialog gave the focus back to the button that opened it, uncovered once the overlay
    // has faded (a focus still on the body is covered by nothing and proves nothing).
    await expect
      .poll(async () => {
        const focus = await readFocus(page);
        return !focus.onBody && focus.coveredBy === null;
      })
      .toBe(true);
    await expectFocusSettles(page, 'category added');
    expect(await holdsFocus(add)).toBe(true);
    await page.getByText(`Basketry ${stamp}`).first().waitFor();
  });

  it('an administrator blocks a user with a reason and unblocks them', async () => {
    const roros = DEMO_MAKERS.find((m) => m.key === 'roros')!;
    const page = await session.newPage();
    try {
      await logInByKeyboard(page, 'admin', ADMIN_PASSWORD);
      await page.goto('/admin/users');
      await tabTo(page, page.getByLabel('Search users'));
      await page.keyboard.type(roros.username);
      await page.getByText('Shown: 1', { exact: true }).waitFor();
      await tabTo(page, page.getByRole('link', { name: 'Ingrid Haugen' }).first(), { max: 30 });
      await page.keyboard.press('Enter');
      await expectHeadingFocused(page, 'User');
      const change = page.getByRole('button', { name: 'Change status' });
      await tabTo(page, change, { max: 30 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /Change the status of Ingrid Haugen/ });
      await dialog.waitFor();
      // "Blocked" is offered first for an active user; the reason field has the focus.
      expect(await dialog.getByRole('radio', { name: 'Blocked' }).isChecked()).toBe(true);
      await expectFocusSettles(page, 'status dialog');
      await tabTo(page, dialog.getByLabel('Reason'), { max: 10 });
      await page.keyboard.type('Keyboard journey: checking the shop');
      await tabTo(page, dialog.getByRole('button', { name: 'Block user' }), { max: 10 });
      await page.keyboard.press('Enter');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Ingrid Haugen is blocked.' })
        .first()
        .waitFor();
      await dialogGone(page, dialog);
      // The focus is back on the button that opened the dialog.
      await expect
        .poll(async () => {
          const focus = await readFocus(page);
          return !focus.onBody && focus.coveredBy === null;
        })
        .toBe(true);
      await expectFocusSettles(page, 'user blocked');
      expect(await holdsFocus(change)).toBe(true);
      await page.getByText('Products hidden').waitFor();
      // And back: "Active" is offered first for a blocked user.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      expect(await dialog.getByRole('radio', { name: 'Active' }).isChecked()).toBe(true);
      await tabTo(page, dialog.getByRole('button', { name: 'Activate user' }), { max: 10 });
      await page.keyboard.press('Enter');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Ingrid Haugen is active again.' })
        .first()
        .waitFor();
      await page.getByText('Products shown').waitFor();
    } finally {
      // The journeys share one server: the maker is active again whatever happened above.
      const login = await fetch(`${session.baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      const { tokenUser } = (await login.json()) as { tokenUser: string };
      const users = (await (
        await fetch(`${session.baseUrl}/api/admin/users?q=${roros.username}`, {
          headers: { authorization: `Bearer ${tokenUser}` },
        })
      ).json()) as { items: { _id: string }[] };
      await fetch(`${session.baseUrl}/api/users/update`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${tokenUser}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: users.items[0]!._id, status: 'active' }),
      });
    }
  });
});
