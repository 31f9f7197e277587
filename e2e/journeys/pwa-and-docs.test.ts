import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../fixtures/browser.js';

describe.skipIf(!hasBrowser)('installable app and API docs', () => {
  const session = useBrowser();

  it('serves a web app manifest and registers the service worker', async () => {
    const manifest = (await (await fetch(`${session.baseUrl}/manifest.webmanifest`)).json()) as {
      name: string;
      start_url: string;
      icons: { sizes: string }[];
    };
    expect(manifest.name).toContain('Kramik');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    const page = await session.newPage({ serviceWorkers: 'allow' });
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').count()).toBe(1);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${session.baseUrl}/`);
  });

  it('shows the OpenAPI documentation at /api/docs', async () => {
    const page = await session.newPage();
    await page.goto('/api/docs');
    await page.getByText('Kramik marketplace API').first().waitFor();
    expect(await page.getByText('/api/health').count()).toBeGreaterThan(0);
  });
});
