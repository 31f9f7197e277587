import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SITE_ROUTES } from '@kramik/contract';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';
import { text } from '../fixtures/i18n.js';
import { ADMIN_PASSWORD } from '../fixtures/server.js';

const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';
const SAMPLE_CODE = 'NoSuchPiece0000';
const concrete = (path: string) => path.replace(/:id/g, SAMPLE_ID).replace(/:code/g, SAMPLE_CODE);

function expectedTitle(id: string) {
  const title = text('en-US', `routes.${id}.title`);
  return id === 'home' ? title : `${title} · Kramik`;
}

async function expectInLayout(page: Page) {
  await expect.poll(() => page.getByRole('banner').count()).toBe(1);
  expect(await page.getByRole('contentinfo').count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Kramik home page' }).isVisible()).toBe(true);
  expect(await page.getByRole('contentinfo').getByText('Version 1.1.6').isVisible()).toBe(true);
}

describe.skipIf(!hasBrowser)('every route of the spec', () => {
  const session = useBrowser();

  it('renders each screen inside the layout with its own title and description', async () => {
    const page = await session.newPage();
    await logIn(page, 'admin', ADMIN_PASSWORD);
    for (const route of SITE_ROUTES) {
      await page.goto(concrete(route.path));
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(expectedTitle(route.id));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, route.path).toBe(text('en-US', `routeDescriptions.${route.id}`));
      await expectInLayout(page);
      expect(await page.getByRole('heading', { level: 1 }).count(), route.path).toBeGreaterThan(0);
    }
    // The admin has no company and the sample ids exist nowhere: those pages' API calls answer an
    // honest 404, which Chromium logs as a failed resource. Any other console error still fails.
    session.errors.splice(
      0,
      session.errors.length,
      ...session.errors.filter((e) => !/Failed to load resource: .* status of 404/.test(e)),
    );
    // Every route of the spec loaded in turn (58): 47–50 s alone on a slow machine, more with
    // the other journeys running beside it, so the default 60 s of one test is not enough.
  }, 180_000);

  it('sends visitors from guarded routes to /auth and back after login', async () => {
    const page = await session.newPage();
    for (const route of SITE_ROUTES.filter((r) => r.access !== 'public')) {
      await page.goto(concrete(route.path));
      await page.waitForURL((url) => url.pathname === '/auth');
      const redirect = new URL(page.url()).searchParams.get('redirect');
      expect(redirect, route.path).toBe(concrete(route.path));
    }
    await page.goto('/auth?redirect=%2Flistcategory');
    await page.getByLabel('Login name or e-mail').fill('admin');
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await page.waitForURL((url) => url.pathname === '/listcategory');
    await expect.poll(() => page.title()).toBe(expectedTitle('listCategory'));
  });

  it('shows the not-found page for any other path', async () => {
    const page = await session.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    // The document's own 404 status is reported by Chromium as a console error; it is expected.
    session.errors.splice(0);
    await expect.poll(() => page.title()).toBe('Page not found · Kramik');
    await expectInLayout(page);
    expect(
      await page.getByRole('heading', { name: "We couldn't find that page" }).isVisible(),
    ).toBe(true);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('answers unknown API paths with JSON', async () => {
    const response = await fetch(`${session.baseUrl}/api/no-such`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('scrolls to the top after each navigation', async () => {
    const page = await session.newPage({ viewport: { width: 1280, height: 500 } });
    await page.goto('/');
    await page.getByRole('heading', { name: 'New from the studios' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
