import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@kramik/contract';
import { jsonResponse, setUpPageTests } from '../../testing/page-tests';
import { SandboxRibbon } from './sandbox-ribbon';

setUpPageTests();

const CONFIG: SiteConfig = {
  defaultLocale: 'en-US',
  currency: 'EUR',
  headerText: '',
  bannerText: '',
  bannerIcon: null,
  titleBackgroundImage: null,
  titleBackgroundThumbnail: null,
  commissionPercent: 8,
  appStoreLinks: { android: null, ios: null },
  version: '1.0.0',
  mapTileUrl: 'none',
  paymentsMode: 'emulator',
};

function renderRibbon(paymentsMode: SiteConfig['paymentsMode']) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(jsonResponse(200, { ...CONFIG, paymentsMode })),
  );
  const client = new QueryClient();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SandboxRibbon />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

describe('SandboxRibbon', () => {
  it('says payments are a sandbox while the emulators run', async () => {
    renderRibbon('emulator');
    const ribbon = await screen.findByRole('complementary', { name: 'Payment sandbox' });
    expect(ribbon.textContent).toBe('Sandbox payments — no real money is charged');
  });

  it('stays away with live payments', async () => {
    const client = renderRibbon('live');
    await waitFor(() => expect(client.getQueryData(['site-config'])).toBeDefined());
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
