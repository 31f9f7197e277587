import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../fixtures/browser.js';

const PAGES = ['/', '/auth', '/catalog', '/no-such-page'];

describe.skipIf(!hasBrowser)('accessibility (axe, WCAG 2.2 AA)', () => {
  const session = useBrowser();

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
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const problems = results.violations.map(
          (v) =>
            `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(problems).toEqual([]);
      }
      // The not-found document answers 404, which Chromium logs; that one is expected.
      session.errors.splice(
        0,
        session.errors.length,
        ...session.errors.filter((e) => !/404/.test(e)),
      );
    });
  }
});
