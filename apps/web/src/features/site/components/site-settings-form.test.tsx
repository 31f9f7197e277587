import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSiteSettings } from '@kramik/contract';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { SiteSettings } from './site-settings-form';

setUpPageTests();

const empty = { 'en-US': '', 'pl-PL': '', 'zh-CN': '', 'de-DE': '', 'sv-SE': '', 'nb-NO': '' };

const SAVED: AdminSiteSettings = {
  defaultLocale: 'en-US',
  currency: 'EUR',
  headerText: { ...empty, 'en-US': 'Handmade in Europe' },
  bannerText: { ...empty, 'en-US': 'Winter fair', 'pl-PL': 'Jarmark zimowy' },
  bannerIcon: { ...empty },
  titleBackgroundImage: null,
  titleBackgroundThumbnail: null,
  contact: { email: null, phone: null, address: null },
  contactFallback: { email: 'hello@kramik.example', phone: null, address: null },
  appStoreLinks: { android: null, ios: null },
  currencyLocked: true,
  updatedAt: '2026-11-28T10:00:00.000Z',
};

function renderForm(answer: (init?: RequestInit) => Response) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((_url, init) =>
      Promise.resolve(init?.method === 'PUT' ? answer(init) : jsonResponse(200, SAVED)),
    );
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient()}>
        <SiteSettings />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

describe('the Site tab', () => {
  it('previews a language without its own text with the default language’s', async () => {
    renderForm(() => jsonResponse(200, SAVED));
    const preview = await screen.findByTestId('site-preview');
    expect(within(preview).getByRole('heading').textContent).toBe('Handmade in Europe');
    expect(preview.textContent).toContain('Winter fair');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language of the texts' }), {
      target: { value: 'pl-PL' },
    });
    await waitFor(() => expect(preview.textContent).toContain('Jarmark zimowy'));
    // No Polish header: the English one shows.
    expect(within(preview).getByRole('heading').textContent).toBe('Handmade in Europe');
  });

  it('requires the default language’s text once another language has one, without a call', async () => {
    const fetch = renderForm(() => jsonResponse(200, SAVED));
    // Polish has a banner text: the English one is its fallback.
    const banner = await screen.findByLabelText(/^Banner text/);
    fireEvent.change(banner, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect((await screen.findAllByText('Error saving configurations')).length).toBeGreaterThan(0);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows the server’s field messages and SPEC’s headline when saving fails', async () => {
    renderForm(() =>
      jsonResponse(400, {
        error: 'Error saving configurations',
        code: 'VALIDATION_FAILED',
        fields: { 'appStoreLinks.ios': 'Enter an address starting with https://.' },
        requestId: 'r',
      }),
    );
    const ios = await screen.findByLabelText('App Store (iOS)');
    fireEvent.change(ios, { target: { value: 'http://apps.apple.com/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByText('Enter an address starting with https://.')).toBeTruthy();
    expect((await screen.findAllByText('Error saving configurations')).length).toBeGreaterThan(0);
    // The currency is locked once products exist.
    expect(screen.getByLabelText<HTMLSelectElement>(/^Currency/).disabled).toBe(true);
  });
});
