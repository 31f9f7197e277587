import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, LOCALES } from '@kramik/contract';
import { DEMO_BUYERS, DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';
import { ADMIN_PASSWORD } from '../fixtures/server.js';
import { text } from '../fixtures/i18n.js';

describe.skipIf(!hasBrowser)('the shell', () => {
  const session = useBrowser();

  it('switches the whole shell into each of the six languages and remembers the choice', async () => {
    const page = await session.newPage();
    await page.goto('/catalog');
    for (const locale of LOCALES) {
      await page.getByRole('combobox').first().selectOption({ label: LANGUAGE_NAMES[locale] });
      const footer = page.getByRole('contentinfo');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      await expect
        .poll(() => page.title())
        .toBe(`${text(locale, 'routes.catalog.title')} · Kramik`);
      for (const key of [
        'footer.links.about',
        'footer.links.privacy',
        'footer.links.makers',
        'footer.tagline',
      ]) {
        expect(
          await footer.getByText(text(locale, key), { exact: true }).count(),
          `${locale} ${key}`,
        ).toBe(1);
      }
      expect(
        (await page.getByRole('button', { name: text(locale, 'layout.login') }).count()) +
          (await page.getByRole('link', { name: text(locale, 'layout.login') }).count()),
      ).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        text(locale, 'routes.catalog.title'),
      );
      // The cards too (their parts translate with useT, which follows the language on its own).
      await expect
        .poll(() =>
          page
            .locator('article')
            .first()
            .getByText(text(locale, 'compare.add'), { exact: true })
            .count(),
        )
        .toBe(1);
    }
    await page.getByRole('combobox').first().selectOption({ label: 'Polski' });
    await page.reload();
    await expect.poll(() => page.title()).toBe(`${text('pl-PL', 'routes.catalog.title')} · Kramik`);
  });

  it('starts in the browser’s language and accepts the spec’s no-NO tag', async () => {
    const german = await session.newPage({ locale: 'de-DE' });
    await german.goto('/');
    await expect.poll(() => german.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    const norwegian = await session.newPage({ locale: 'no-NO' });
    await norwegian.goto('/');
    await expect.poll(() => norwegian.evaluate(() => document.documentElement.lang)).toBe('nb-NO');
  });

  it('shows the demo shop on the home page', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    // The journeys run the payment emulators: the sandbox ribbon sits above the header.
    const ribbon = page.getByRole('complementary', { name: 'Payment sandbox' });
    await ribbon.waitFor();
    expect(await ribbon.isVisible()).toBe(true);
    const ribbonBox = (await ribbon.boundingBox())!;
    const headerBox = (await page.getByRole('banner').boundingBox())!;
    expect(ribbonBox.y).toBe(0);
    expect(ribbonBox.y + ribbonBox.height).toBeLessThanOrEqual(headerBox.y);
    await expect
      .poll(() => page.getByRole('link', { name: /Ceramics/ }).count())
      .toBeGreaterThan(0);
    const newest = page.getByRole('region', { name: 'New from the studios' });
    await expect.poll(() => newest.locator('a[href^="/products/"]').count()).toBe(8);
    const offers = page.getByRole('region', { name: 'Special offers' });
    await expect.poll(() => offers.locator('a[href^="/products/"]').count()).toBeGreaterThan(0);
  });

  it('logs a buyer in, keeps them across a reload, shows their menu, and logs out', async () => {
    const buyer = DEMO_BUYERS[0]!;
    const page = await session.newPage();
    await logIn(page, buyer.username, DEMO_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.reload();
    const account = page.getByRole('link', { name: `My account (${buyer.firstName})` });
    await account.waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'My orders' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Category list' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Physical stores' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'My account' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByText(buyer.email).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    // Logging out on a guarded page leads home, not to the login form; the menu closes.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Menu' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.goto('/account');
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it('fits a signed-in buyer’s header on a 360 px phone', async () => {
    const page = await session.newPage({ viewport: { width: 360, height: 740 } });
    await logIn(page, DEMO_BUYERS[0]!.username, DEMO_PASSWORD);
    const account = page.getByRole('banner').getByRole('link', { name: /^My account/ });
    await account.waitFor();
    const box = (await account.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });

  it('shows a buyer the no-access page on seller and admin screens', async () => {
    const page = await session.newPage();
    await logIn(page, DEMO_BUYERS[1]!.username, DEMO_PASSWORD);
    for (const path of ['/admin', '/my-shops', '/orders']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'No access' }).waitFor();
    }
  });

  it('shows a seller the shop items of the menu', async () => {
    const page = await session.newPage();
    await logIn(page, DEMO_MAKERS[0]!.username, DEMO_PASSWORD);
    // As a person does, the menu is opened once the page the login led to has rendered.
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['My goods', 'Manage shop', 'Physical stores', 'Order list']) {
      await menu.getByRole('link', { name }).waitFor();
    }
  });

  it('sends a seller without company data to /company-data after login', async () => {
    const person = DEMO_BUYERS[2]!;
    const api = async (path: string, init: { method: string; token?: string; body?: object }) => {
      const response = await fetch(`${session.baseUrl}${path}`, {
        method: init.method,
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      expect(response.status, path).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };
    const admin = await api('/api/users/login', {
      method: 'POST',
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const buyer = await api('/api/users/login', {
      method: 'POST',
      body: { username: person.username, password: DEMO_PASSWORD },
    });
    await api('/api/users/update', {
      method: 'PATCH',
      token: admin.tokenUser as string,
      body: { userId: (buyer.user as { _id: string })._id, permissions: 'seller' },
    });
    const page = await session.newPage();
    await page.goto('/auth?redirect=%2Fcatalog');
    await page.getByLabel(/^Login name or e-mail/).fill(person.username);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await page.waitForURL((url) => url.pathname === '/company-data');
  });

  it('shows the spec’s red notification on a failed login', async () => {
    const page = await session.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Log in' }).last().click();
    expect(await page.getByText('This field is required').count()).toBe(2);
    await page.getByLabel('Login name or e-mail').fill('nobody');
    await page.getByLabel(/^Password/).fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).last().click();
    // SPEC's title, and the line that says what went wrong.
    const alert = page.getByRole('alert').filter({ hasText: 'Login error' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Wrong login name or password.');
    // A 401 answer is logged by Chromium as a failed resource; it is the expected answer here.
    session.errors.splice(
      0,
      session.errors.length,
      ...session.errors.filter((e) => !/401/.test(e)),
    );
  });

  it('sends the chosen language to the server, which answers in it', async () => {
    const page = await session.newPage();
    await page.goto('/auth');
    await page.getByRole('combobox').first().selectOption({ label: 'Polski' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pl-PL');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/users/login'));
    await page.locator('input[autocomplete="username"]').fill('nobody');
    await page.locator('input[autocomplete="current-password"]').fill('wrong password');
    await page.locator('form button[type="submit"]').click();
    expect((await sent).headers()['accept-language']).toBe('pl-PL');
    // "Błąd logowania" is the server's Polish message for Error_login_info.
    await page.getByRole('alert').filter({ hasText: 'Błąd logowania' }).waitFor();
    session.errors.splice(
      0,
      session.errors.length,
      ...session.errors.filter((e) => !/401/.test(e)),
    );
  });

  it('sends a stored session the server refuses to /auth', async () => {
    const page = await session.newPage();
    // The refused token is there before the app starts: set on a running page, the page's own
    // late requests could see it refused and clear it before the navigation under test.
    await page.addInitScript(() => {
      if (location.pathname === '/catalog') sessionStorage.setItem('token', 'x'.repeat(43));
    });
    await page.goto('/catalog');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    session.errors.splice(
      0,
      session.errors.length,
      ...session.errors.filter((e) => !/401/.test(e)),
    );
  });
});
