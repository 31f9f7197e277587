// Takes Chromium screenshots of pages at desktop and phone widths, for looking at what we built:
//   npm run screenshots -- http://127.0.0.1:3000 / /auth /catalog
// Writes PNGs to ./screenshots (ignored by git). LOGIN=email:password signs in first through the
// form, LOCALE picks the browser's language, FULL=1 takes whole pages.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromePath } from './fixtures/chromium.js';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const out = path.resolve('screenshots');
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
// The password may hold a colon: only the first one separates it from the e-mail.
const [email, password] = process.env.LOGIN?.split(/:(.*)/s) ?? [];
const viewports = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;
for (const [name, viewport] of viewports) {
  const context = await browser.newContext({
    viewport,
    baseURL: base,
    locale: process.env.LOCALE ?? 'en-US',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`console error: ${m.text()}`));
  if (email !== undefined && password !== undefined) {
    await page.goto('/auth');
    await page.locator('input[autocomplete="username"]').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/auth');
  }
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const file = path.join(out, `${name}${p.replace(/[^a-z0-9]+/gi, '-')}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
