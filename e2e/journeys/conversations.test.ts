import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_BUYERS, DEMO_MAKERS } from '../../apps/server/src/db/demo/data.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed.js';
import { hasBrowser, logIn, useBrowser } from '../fixtures/browser.js';
import { smtpMailbox, type Mailbox } from '../fixtures/mailbox.js';
import { startServer, type RunningServer } from '../fixtures/server.js';

async function notification(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** Fails the test if the page ever opens a dialog (an `alert(1)` that ran). */
function refuseDialogs(page: Page, ran: string[]) {
  page.on('dialog', (dialog) => {
    ran.push(dialog.message());
    void dialog.dismiss();
  });
}

/**
 * A buyer asks a question on a product page → the maker sees the unread badge, opens /messages and
 * answers → the buyer gets the mail (a real SMTP server) and reads the answer from its link; a
 * message with markup and a script is shown as text and runs nothing; a web address becomes a safe
 * link.
 */
describe.skipIf(!hasBrowser)('conversations between a buyer and a maker', () => {
  const session = useBrowser();
  let server: RunningServer;
  let mailbox: Mailbox;
  const buyer = DEMO_BUYERS.find((b) => b.key === 'jonas')!;
  // A maker the demo conversations leave alone: the badge starts at nothing.
  const maker = DEMO_MAKERS.find((m) => m.key === 'schwarzwald')!;
  const makerName = maker.company.shortName;
  const stamp = Date.now().toString(36);
  const question = `Is the bowl finished with food-safe oil? (${stamp})`;
  const answer = `Yes: only linseed oil and beeswax, see https://kienzler-holz.example/care?ref=${stamp}.`;
  const hostile = `<img src=x onerror=alert(1)> <script>alert(2)</script> ${stamp}`;
  let product: { _id: string; name: string };
  let threadUrl: string;
  const dialogs: string[] = [];

  beforeAll(async () => {
    mailbox = await smtpMailbox();
    server = await startServer({
      SEED_DEMO: '1',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...mailbox.serverEnv(),
    });
    session.baseUrl = server.url;
    const makers = (await (await fetch(`${server.url}/api/companies?limit=50`)).json()) as {
      items: { _id: string; shortName: string }[];
    };
    const companyId = makers.items.find((m) => m.shortName === makerName)!._id;
    const products = (await (
      await fetch(`${server.url}/api/products?seller=${companyId}&limit=1`)
    ).json()) as { items: { _id: string; name: string }[] };
    product = products.items[0]!;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  it('a buyer asks the maker a question on the product page', async () => {
    const page = await session.newPage();
    refuseDialogs(page, dialogs);
    await logIn(page, buyer.username, DEMO_PASSWORD);
    await page.goto(`/products/${product._id}`);
    await page.getByRole('heading', { name: 'Question about this product' }).waitFor();
    await page.getByLabel(/^Your question/).fill(question);
    await page.getByRole('button', { name: 'Send question' }).click();
    await notification(page, 'Your question has been sent to the maker.');
    await page.getByRole('link', { name: 'See the conversation' }).click();
    await page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('thread'));
    threadUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    const history = page.getByRole('list', { name: 'Messages' });
    await history.getByText(question).waitFor();
    // The product page's "Ask the maker" opens the same conversation.
    await page.goto(`/products/${product._id}`);
    await page.getByRole('button', { name: 'Ask the maker' }).click();
    await page.waitForURL((url) => url.pathname + url.search === threadUrl);
    await page.getByRole('list', { name: 'Messages' }).getByText(question).waitFor();
  });

  it('the maker sees the unread badge, opens the conversation and answers', async () => {
    const page = await session.newPage();
    refuseDialogs(page, dialogs);
    await logIn(page, maker.username, DEMO_PASSWORD);
    const badge = page.getByRole('link', { name: 'Messages, unread conversations: 1' });
    await badge.waitFor();
    await badge.click();
    await page.waitForURL((url) => url.pathname === '/messages');
    const row = page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(buyer.username) });
    await row.getByText('Unread').waitFor();
    await row.click();
    await page.getByRole('heading', { name: buyer.username }).waitFor();
    await page.getByRole('link', { name: product.name }).waitFor();
    await page.getByRole('list', { name: 'Messages' }).getByText(question).waitFor();
    // Read now: the badge is gone.
    await page.getByRole('link', { name: 'Messages', exact: true }).waitFor();

    await page.getByLabel(/^Your message/).fill(answer);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByRole('list', { name: 'Messages' })
      .getByText(/Yes: only linseed oil/)
      .waitFor();
    await expect.poll(() => page.getByLabel(/^Your message/).inputValue()).toBe('');
  });

  it('the buyer gets the mail, follows it and reads the answer with its safe link', async () => {
    const mail = await mailbox.next(buyer.email, new RegExp(makerName), server.dataDir);
    expect(mail.text).toContain('linseed oil');
    const link = mail.links.find((l) => l.includes('/messages?thread='))!;
    expect(new URL(link).pathname + new URL(link).search).toBe(threadUrl);

    const page = await session.newPage();
    refuseDialogs(page, dialogs);
    await logIn(page, buyer.username, DEMO_PASSWORD);
    await page.goto(threadUrl);
    const history = page.getByRole('list', { name: 'Messages' });
    await history.getByText(/Yes: only linseed oil/).waitFor();
    const anchor = history.getByRole('link', { name: /kienzler-holz\.example\/care/ });
    expect(await anchor.getAttribute('href')).toBe(
      `https://kienzler-holz.example/care?ref=${stamp}`,
    );
    expect(await anchor.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await anchor.getAttribute('target')).toBe('_blank');
  });

  it('shows markup and scripts in a message as text, running nothing', async () => {
    const page = await session.newPage();
    refuseDialogs(page, dialogs);
    await logIn(page, buyer.username, DEMO_PASSWORD);
    await page.goto(threadUrl);
    await page.getByLabel(/^Your message/).fill(hostile);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const history = page.getByRole('list', { name: 'Messages' });
    await history.getByText(hostile, { exact: true }).waitFor();
    expect(await history.locator('img').count()).toBe(0);
    expect(await history.locator('script').count()).toBe(0);

    // The maker sees it the same way, in the list's excerpt and in the thread.
    const makerPage = await session.newPage();
    refuseDialogs(makerPage, dialogs);
    await logIn(makerPage, maker.username, DEMO_PASSWORD);
    await makerPage.goto(threadUrl);
    const makerHistory = makerPage.getByRole('list', { name: 'Messages' });
    await makerHistory.getByText(hostile, { exact: true }).waitFor();
    expect(await makerPage.locator('img[src="x"]').count()).toBe(0);
    await makerPage.waitForTimeout(500);
    expect(dialogs).toEqual([]);
  });
});
