import { afterAll, describe, expect, it } from 'vitest';
import type { AdminUserPage, ProductPage } from '@kramik/contract';
import { DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';
import { ADMIN_PASSWORD } from '../fixtures/server.js';

/** A maker no other journey uses: blocked here, and active again when the file ends. */
const maker = DEMO_MAKERS.find((m) => m.key === 'roros')!;

async function adminToken(base: string) {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return `Bearer ${((await res.json()) as { tokenUser: string }).tokenUser}`;
}

/**
 * Issue 20: the admin finds a maker on `/admin/users`, blocks them with a reason (their products
 * leave the catalog at once and they cannot sign in), then unblocks them.
 */
describe.skipIf(!hasBrowser)('admin users', () => {
  const session = useBrowser();
  let makerId = '';
  let companyId = '';

  const products = async () =>
    (
      (await (
        await fetch(`${session.baseUrl}/api/products?seller=${companyId}&limit=50`)
      ).json()) as ProductPage
    ).items;

  // The journeys share one server: whatever happens above, the maker is active again.
  afterAll(async () => {
    if (!makerId) return;
    const authorization = await adminToken(session.baseUrl);
    await fetch(`${session.baseUrl}/api/users/update`, {
      method: 'PATCH',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: makerId, status: 'active' }),
    });
  });

  it('blocks a maker with a reason: their products are gone and they cannot sign in; then unblocks', async () => {
    const authorization = await adminToken(session.baseUrl);
    const found = (await (
      await fetch(`${session.baseUrl}/api/admin/users?q=${maker.username}`, {
        headers: { authorization },
      })
    ).json()) as AdminUserPage;
    makerId = found.items[0]!._id;
    companyId = found.items[0]!.company!._id;
    const listed = await products();
    expect(listed.length).toBeGreaterThan(0);
    const productName = listed[0]!.name;

    const page = await session.newPage();
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/admin/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByLabel('Search users').fill(maker.company.shortName);
    await page.getByText('Shown: 1', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Ingrid Haugen' }).first().click();
    await page.getByRole('heading', { name: 'Ingrid Haugen' }).waitFor();

    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: /Change the status of Ingrid Haugen/ });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Blocked' }).check();
    await dialog.getByLabel('Reason').fill('Journey test: counterfeit goods');
    await dialog.getByRole('button', { name: 'Block user' }).click();
    await page.getByText('Ingrid Haugen is blocked.').waitFor();
    await expect.poll(() => page.getByText('Products hidden').count()).toBe(1);

    // Gone from the catalog at once, for everyone.
    expect(await products()).toEqual([]);
    const visitor = await session.newPage();
    await visitor.goto(`/catalog?q=${encodeURIComponent(productName)}`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => visitor.getByRole('link', { name: productName, exact: true }).count())
      .toBe(0);

    // The maker cannot sign in, and is told why.
    const blocked = await session.newPage();
    await blocked.goto('/auth');
    await blocked.getByLabel('Login name or e-mail').fill(maker.username);
    await blocked.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await blocked.getByRole('button', { name: 'Log in' }).last().click();
    await blocked.getByText('This account is blocked. Please contact us.').first().waitFor();
    expect(new URL(blocked.url()).pathname).toBe('/auth');
    // That refused login is the one failed request the browser reports here, and it is expected.
    session.errors.splice(
      0,
      session.errors.length,
      ...session.errors.filter((e) => !/403 POST \/api\/users\/login/.test(e)),
    );

    // Unblocked: the products are back.
    await page.getByRole('button', { name: 'Change status' }).click();
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Active' }).check();
    await dialog.getByRole('button', { name: 'Activate user' }).click();
    await page.getByText('Ingrid Haugen is active again.').waitFor();
    await expect.poll(async () => (await products()).length).toBe(listed.length);
  });
});
