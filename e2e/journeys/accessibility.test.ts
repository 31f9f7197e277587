import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { axe, axeViolations } from '../fixtures/axe.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';
import { ADMIN_PASSWORD } from '../fixtures/server.js';

const PAGES = ['/', '/auth', '/catalog', '/no-such-page'];
const ADMIN_PAGES = ['/admin', '/admin/orders', '/admin/reports', '/listcategory'];
/**
 * axe's best practices for landmarks, beyond the WCAG tags: all of a page inside one, a single
 * main, each told apart by its name, and one top-level heading (someone moving by landmarks or
 * headings skips nothing).
 */
const LANDMARK_RULES = [
  'region',
  'landmark-one-main',
  'landmark-unique',
  'landmark-complementary-is-top-level',
  'page-has-heading-one',
];

/** The serious and critical WCAG 2.2 AA violations axe finds on the page as it is now. */
async function violations(page: Page, state: string) {
  // A dialog still fading in would be measured half transparent: let transitions end first,
  // and wait for every open dialog to be opaque (a transition that has not started yet is not
  // among the animations).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="dialog"]')].every((dialog) => {
      for (let at: Element | null = dialog; at; at = at.parentElement) {
        if (getComputedStyle(at).opacity !== '1') return false;
      }
      return true;
    }),
  );
  return axeViolations(page, state);
}

describe.skipIf(!hasBrowser)('accessibility (axe, WCAG 2.2 AA)', () => {
  const session = useBrowser();

  // The server's first render of a locale can leave its lazy parts to the browser (a recoverable
  // React error #419 in the console); one render first, as a visitor before us would have.
  beforeAll(async () => {
    await fetch(`${session.baseUrl}/`, { headers: { 'accept-language': 'en-US' } });
  });

  // The checks below pass when axe finds nothing: this one shows that it finds what is there, in
  // the same document after the page changed, in a part of it, and among the landmark rules.
  it('axe finds violations planted in a page', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect((await axe(page)).violations).toEqual([]);
    await page.evaluate(() => {
      const planted = document.createElement('div');
      planted.id = 'planted';
      planted.innerHTML =
        '<button style="color:#ddd;background:#fff">Faint</button>' +
        '<img src="/icons/icon-192.png"><input type="text"><div role="buttonx">x</div>';
      document.querySelector('main')!.prepend(planted);
      const outside = document.createElement('p');
      outside.textContent = 'Outside every landmark';
      document.body.append(outside);
    });
    const found = (results: { violations: { id: string }[] }) =>
      results.violations.map((v) => v.id).sort();
    const planted = ['aria-roles', 'color-contrast', 'image-alt', 'label'];
    expect(found(await axe(page))).toEqual(planted);
    expect(found(await axe(page, { include: '#planted' }))).toEqual(planted);
    expect(found(await axe(page, { rules: LANDMARK_RULES }))).toEqual(['region']);
  });

  for (const viewport of [
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`finds no violations on the shell's pages at ${viewport.name} width`, async () => {
      const page = await session.newPage({ viewport });
      for (const path of PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect([
          ...(await axeViolations(page, path)),
          ...(await axeViolations(page, path, { rules: LANDMARK_RULES })),
        ]).toEqual([]);
      }
      // The not-found document answers 404, which Chromium logs; that one is expected.
      session.errors.splice(
        0,
        session.errors.length,
        ...session.errors.filter((e) => !/404/.test(e)),
      );
    });
  }

  // The administrator's screens, each tab of /admin included (issue 22: the theme's contrast).
  // This test and the dynamic states' take 25-42 s each (the machine's load): twice the default.
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 360, height: 780 },
  ]) {
    it(`finds no violations on the administrator's pages at ${viewport.name} width`, async () => {
      const page = await session.newPage({ viewport });
      await logIn(page, 'admin', ADMIN_PASSWORD);
      const problems: string[] = [];
      for (const path of ADMIN_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        problems.push(...(await violations(page, path)));
        const tabs = page.getByRole('main').getByRole('tab');
        for (let i = 1; i < (await tabs.count()); i++) {
          await tabs.nth(i).click();
          await page.waitForLoadState('networkidle');
          problems.push(
            ...(await violations(page, `${path}, tab ${await tabs.nth(i).textContent()}`)),
          );
        }
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }

  // The states a page reaches only by use: open dialogs, drawers and bars, and forms showing
  // their errors (WCAG 4.1.2, 1.4.3 and 2.4.11 apply to them as much as to the first render).
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900, buyer: 'anna.kowalczyk' },
    { name: 'phone', width: 360, height: 780, buyer: 'jonas.becker' },
  ]) {
    it(`finds no violations in the dynamic states at ${viewport.name} width`, async () => {
      const page = await session.newPage({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const problems: string[] = [];

      // The menu drawer.
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      problems.push(...(await violations(page, 'menu drawer')));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });

      // The compare bar, with two products chosen.
      await page.goto('/catalog');
      const toggles = page.getByRole('main').getByRole('button', { name: /^Compare / });
      await toggles.first().click();
      await toggles.nth(1).click();
      await page.getByRole('complementary', { name: 'Products to compare' }).waitFor();
      problems.push(...(await violations(page, 'compare bar')));

      // Forms with their errors: log in and register, sent empty.
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Log in' }).last().click();
      await page
        .getByText(/required|fill/i)
        .first()
        .waitFor();
      // The focus is on the first wrong field, and a live region says how many there are.
      await page
        .getByRole('status')
        .filter({ hasText: /^Fields to correct: 2\.$/ })
        .waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe(
        'true',
      );
      problems.push(...(await violations(page, 'log-in errors')));
      await page.goto('/register');
      await page
        .getByRole('main')
        .getByRole('button', { name: /Create/ })
        .last()
        .click();
      await page
        .getByText(/required|fill/i)
        .first()
        .waitFor();
      problems.push(...(await violations(page, 'register errors')));
      // The contact and report forms, sent empty by a visitor: the focus on the first wrong field.
      for (const [path, button, state] of [
        ['/contact', 'Send message', 'contact errors'],
        ['/report', 'Send report', 'report errors'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('main').getByRole('button', { name: button }).click();
        await page
          .getByRole('status')
          .filter({ hasText: /^Fields to correct: \d+\.$/ })
          .waitFor();
        expect(
          await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')),
        ).toBe('true');
        problems.push(...(await violations(page, state)));
      }

      // The cart's dialog and an order's dialog, as a signed-in buyer with demo orders; the cart is
      // emptied again, as other journeys fill and check out these buyers' carts.
      await logIn(page, viewport.buyer, DEMO_PASSWORD);
      const products = (await (
        await fetch(`${session.baseUrl}/api/products?inStock=true&sort=price_desc&limit=1`)
      ).json()) as { items: { _id: string }[] };
      await page.goto(`/products/${products.items[0]!._id}`);
      // The page's own button (on a phone the buy bar has one too).
      // The question to the maker, sent empty: its field takes the focus with its message.
      await page.getByRole('button', { name: 'Send question' }).click();
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-invalid') === 'true',
      );
      problems.push(...(await violations(page, 'question errors')));
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      await page.getByRole('alert').filter({ hasText: 'Added to cart' }).first().waitFor();
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Empty cart' }).click();
      await page.getByRole('dialog').waitFor();
      problems.push(...(await violations(page, 'cart dialog')));
      await page.getByRole('dialog').getByRole('button', { name: 'Empty cart' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Cart', exact: true }).waitFor();
      await page.goto('/userorders');
      await page
        .getByRole('main')
        .getByRole('button', { name: /^MK-\d{4}-\d+$/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: /^Order MK-/ }).waitFor();
      problems.push(...(await violations(page, 'order dialog')));

      expect(problems).toEqual([]);
    }, 120_000);
  }
});
