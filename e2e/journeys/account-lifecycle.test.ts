import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser, useBrowser } from '../fixtures/browser.js';
import { outboxMailbox, smtpMailbox, type Mailbox } from '../fixtures/mailbox.js';
import { startServer, type RunningServer } from '../fixtures/server.js';

async function notification(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel(/^Login name or e-mail/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: /^My account/ }).waitFor();
  await page.getByLabel('Login name or e-mail').waitFor({ state: 'detached' });
}

/**
 * The whole life of a buyer account, reading the mail the shop sends from `mailbox`:
 * register → verify by the mailed link → log in → profile, address, invoice data → change
 * password → log out → recover the password by the mailed link → log in → delete the account.
 */
function lifecycle(name: string, makeMailbox: () => Promise<Mailbox> | Mailbox) {
  describe.skipIf(!hasBrowser)(`an account’s life, mail via ${name}`, () => {
    let mailbox: Mailbox;
    let server: RunningServer;
    const session = useBrowser();

    beforeAll(async () => {
      mailbox = await makeMailbox();
      server = await startServer({ SEED_DEMO: '0', ...mailbox.serverEnv() });
      session.baseUrl = server.url;
    });
    afterAll(async () => {
      await server?.stop();
      await mailbox?.close();
    });

    it('registers, verifies, edits, recovers and deletes', async () => {
      const stamp = Date.now().toString(36);
      const person = {
        username: `ola.${stamp}`,
        email: `ola.${stamp}@example.com`,
        password: 'linen and clay forever',
        newPassword: 'woven willow basket',
        recoveredPassword: 'amber from the baltic',
      };
      const page = await session.newPage();

      // Register.
      await page.goto('/register');
      await page.getByLabel(/^Login name/).fill(person.username);
      await page.getByLabel(/^E-mail/).fill(person.email);
      await page.getByLabel(/^First name/).fill('Ola');
      await page.getByLabel(/^Last name/).fill('Nowak');
      await page.getByLabel(/^Password/).fill(person.password);
      await page.getByLabel(/^Repeat password/).fill(person.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === '/verify');
      await notification(page, 'Account created');

      // Verify by the mailed link.
      const welcome = await mailbox.next(
        person.email,
        /Confirm your Kramik account/,
        server.dataDir,
      );
      const link = welcome.links.find((l) => l.includes('/verify?'))!;
      expect(new URL(link).searchParams.get('username')).toBe(person.username);
      await page.goto(link);
      expect(await page.getByLabel(/^Confirmation code/).inputValue()).toMatch(/^\d{6}$/);
      await page.getByLabel(/^Password/).fill(person.password);
      await page.getByRole('button', { name: 'Confirm my account' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      // The form holds the login name it was given.
      expect(await page.getByLabel(/^Login name or e-mail/).inputValue()).toBe(person.username);

      // Log in.
      await logIn(page, person.username, person.password);

      // Profile.
      await page.goto('/account');
      await page.getByLabel(/^First name/).fill('Aleksandra');
      await page.getByLabel(/^Phone/).fill('+48 601 234 567');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await notification(page, 'Your data has been saved.');

      // An address: add, then remove.
      await page.getByRole('button', { name: 'Add address' }).click();
      const addressDialog = page.getByRole('dialog');
      await addressDialog.getByLabel(/^Street and number/).fill('ul. Garncarska 12');
      await addressDialog.getByLabel(/^Postal code/).fill('59-700');
      await addressDialog.getByLabel(/^City/).fill('Bolesławiec');
      await addressDialog.getByLabel(/^Country/).selectOption('PL');
      await addressDialog.getByRole('button', { name: 'Save address' }).click();
      await notification(page, 'Address saved.');
      await page.getByText('ul. Garncarska 12').waitFor();
      await page
        .getByRole('button', { name: /^Remove/ })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Remove/ })
        .click();
      await notification(page, 'Address removed.');
      await expect.poll(() => page.getByText('ul. Garncarska 12').count()).toBe(0);

      // Invoice data: add, then remove.
      await page.getByRole('button', { name: 'Add invoice data' }).click();
      const invoiceDialog = page.getByRole('dialog');
      await invoiceDialog.getByLabel(/^Company name/).fill('Pracownia Oli');
      await invoiceDialog.getByLabel(/^Tax ID/).fill('5260250274');
      await invoiceDialog.getByLabel(/^Street and number/).fill('ul. Polna 3');
      await invoiceDialog.getByLabel(/^Postal code/).fill('30-001');
      await invoiceDialog.getByLabel(/^City/).fill('Kraków');
      await invoiceDialog.getByLabel(/^Country/).selectOption('PL');
      await invoiceDialog.getByRole('button', { name: 'Save invoice data' }).click();
      await notification(page, 'Invoice data saved.');
      await page.getByText('Pracownia Oli').waitFor();
      await page
        .getByRole('button', { name: /^Remove/ })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Remove/ })
        .click();
      await notification(page, 'Invoice data removed.');

      // Change the password.
      await page.getByLabel(/^Current password/).fill(person.password);
      await page.getByLabel(/^New password/).fill(person.newPassword);
      await page.getByLabel(/^Repeat password/).fill(person.newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await notification(page, 'Your password has been changed.');
      await mailbox.next(person.email, /password was changed/, server.dataDir);

      // Log out.
      await page.getByRole('button', { name: 'Log out' }).last().click();
      await page.getByRole('link', { name: 'Log in' }).first().waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

      // Recover the password through the mailed link.
      await page.goto('/forgot');
      await page.getByLabel(/^E-mail/).fill(person.email);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await page.getByText('Check your inbox').waitFor();
      const recovery = await mailbox.next(person.email, /password or login name/, server.dataDir);
      const resetLink = recovery.links.find((l) => l.endsWith('&change=password'))!;
      await page.goto(resetLink);
      await page.getByText(person.username).first().waitFor();
      // The link for a new password opens that form, without asking again.
      await page.getByLabel(/^New password/).fill(person.recoveredPassword);
      await page.getByLabel(/^Repeat password/).fill(person.recoveredPassword);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');

      // Log in with the new password.
      await logIn(page, person.email, person.recoveredPassword);

      // Delete the account.
      await page.goto('/account');
      await page.getByRole('button', { name: 'Delete my account…' }).click();
      const deleteDialog = page.getByRole('dialog');
      // The session alone is not enough: a wrong password is refused, the right one deletes.
      await deleteDialog.getByLabel(/^Your current password/).fill('not my password');
      await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
      await notification(page, 'The current password is not correct.');
      // That refusal is the browser's one expected failed request.
      session.errors.splice(
        0,
        session.errors.length,
        ...session.errors.filter((e) => !/status of 400/.test(e)),
      );
      await deleteDialog.getByLabel(/^Your current password/).fill(person.recoveredPassword);
      await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
      await notification(page, 'Your account has been deleted.');
      await page.waitForURL((url) => url.pathname === '/');
      const login = await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: person.email, password: person.recoveredPassword }),
      });
      expect(login.status).toBe(401);
    });
  });
}

lifecycle('a real SMTP server', smtpMailbox);
lifecycle('the outbox folder', outboxMailbox);
