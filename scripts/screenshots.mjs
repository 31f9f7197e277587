#!/usr/bin/env node
// Takes Chromium screenshots of pages at desktop and phone widths, for looking at what we built:
//   node scripts/screenshots.mjs http://127.0.0.1:3000 / /auth /catalog
// Writes PNGs to ./screenshots (ignored by git).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const out = path.resolve('screenshots');
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const login = process.env.LOGIN?.split(':');
for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({
    viewport,
    baseURL: base,
    locale: process.env.LOCALE ?? 'en-US',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`console error: ${m.text()}`));
  if (login) {
    await page.goto('/auth');
    await page.locator('input[autocomplete="username"]').fill(login[0]);
    await page.locator('input[autocomplete="current-password"]').fill(login[1]);
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
