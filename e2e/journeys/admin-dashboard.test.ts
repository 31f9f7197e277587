import { describe, expect, it } from 'vitest';
import type { AdminDashboard, PayoutList } from '@kramik/contract';
import { DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';
import { ADMIN_PASSWORD } from '../fixtures/server.js';

const maker = DEMO_MAKERS.find((m) => m.key === 'boleslawiec')!;

/** The admin's bearer header, for reading the figures the page should show. */
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
 * The admin's overview (figures and the orders chart), a payout recorded on the payouts tab, and
 * the maker seeing it with their balance on their own dashboard.
 */
describe.skipIf(!hasBrowser)('admin dashboard and payouts', () => {
  const session = useBrowser();
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;

  it("shows the admin's overview figures and the chart", async () => {
    const authorization = await adminToken(session.baseUrl);
    const board = (await (
      await fetch(`${session.baseUrl}/api/admin/dashboard`, { headers: { authorization } })
    ).json()) as AdminDashboard;
    const page = await session.newPage();
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/admin');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected'))
      .toBe('true');
    const figures = page.getByRole('region', { name: 'Marketplace figures' });
    await figures.waitFor();
    // The default period is 7 days: its orders, then 30 days after switching.
    const ordersTile = figures.getByRole('heading', { name: 'Orders', exact: true }).locator('..');
    await expect.poll(() => ordersTile.textContent()).toContain(String(board.periods.days7.orders));
    await figures.getByText('30 days').click();
    await expect
      .poll(() => ordersTile.textContent())
      .toContain(String(board.periods.days30.orders));
    await figures.getByRole('heading', { name: 'Sales value (GMV)' }).waitFor();
    const chart = page.getByRole('img', { name: /Orders per day, last 30 days/ });
    await chart.waitFor();
    expect(await chart.locator('rect').count()).toBe(30);
    // The numbers are there for screen readers too, as a table.
    await page.getByText('Show the numbers').click();
    const table = page.getByRole('table', { name: 'Orders per day, last 30 days' });
    expect(await table.getByRole('row').count()).toBe(31);
  });

  it('records a payout that the maker then sees on their dashboard', async () => {
    const authorization = await adminToken(session.baseUrl);
    const before = (await (
      await fetch(`${session.baseUrl}/api/admin/payouts`, { headers: { authorization } })
    ).json()) as PayoutList;
    const row = before.items.find((item) => item.seller.shortName === maker.company.shortName)!;
    // The demo maker's paid orders are in the ledger: something is due.
    expect(row.balance.amount).toBeGreaterThan(1234);

    const page = await session.newPage();
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/admin?tab=payouts');
    const table = page.getByRole('table', { name: 'Payouts' });
    await table
      .getByRole('button', { name: `Record a payout to ${maker.company.shortName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Payout to ${maker.company.shortName}` });
    await dialog.getByLabel(/^Amount/).fill('12.34');
    await dialog.getByLabel(/^Bank reference/).fill(reference);
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `to ${maker.company.shortName} recorded` })
      .first()
      .waitFor();
    await page.getByRole('table', { name: 'Recent payouts' }).getByText(reference).waitFor();

    const seller = await session.newPage();
    await logIn(seller, maker.username, DEMO_PASSWORD);
    await seller.goto('/seller');
    const payouts = seller.getByRole('region', { name: 'Payouts' });
    await payouts.getByRole('table', { name: 'Payout history' }).getByText(reference).waitFor();
    const after = (await (
      await fetch(`${session.baseUrl}/api/admin/payouts`, { headers: { authorization } })
    ).json()) as PayoutList;
    const now = after.items.find((item) => item.seller._id === row.seller._id)!;
    expect(now.balance.amount).toBe(row.balance.amount - 1234);
    const balance = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
      now.balance.amount / 100,
    );
    await expect.poll(() => payouts.getByTestId('seller-balance').textContent()).toBe(balance);
    // The figures above show the same balance.
    await seller.getByRole('heading', { name: 'Balance', exact: true }).waitFor();
  });
});
