import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminReport, AdminReportPage } from '@kramik/contract';
import { requestUrl } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { ReportsQueue } from './reports-queue';

const REVIEW_REPORT: AdminReport = {
  _id: '5b0c1c1e-7a53-4a55-9b2e-1f6f0f3a9a01',
  reason: 'abusive',
  description: 'This review insults the maker.',
  targetType: 'review',
  targetId: '0f4a1e0c-2b9d-4c55-8f1a-6b7e3c2d1a00',
  snapshot: {
    type: 'review',
    rating: 1,
    text: 'Rude words',
    answer: null,
    author: { _id: null, name: 'Anna K.' },
    productId: null,
  },
  reporter: null,
  reporterEmail: null,
  status: 'open',
  note: null,
  action: null,
  handledBy: null,
  handledAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const HANDLED: AdminReport = {
  ...REVIEW_REPORT,
  _id: '5b0c1c1e-7a53-4a55-9b2e-1f6f0f3a9a02',
  status: 'resolved',
  action: 'hideReview',
  note: 'Insults.',
  handledBy: { _id: 'a', username: 'admin' },
  handledAt: '2026-11-21T10:00:00.000Z',
};

setUpPageTests();

type Call = { method: string; url: string; body?: unknown };

function mockApi(calls: Call[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (url.includes('/api/admin/reports?')) {
      const page: AdminReportPage = {
        items: url.includes('status=handled') ? [HANDLED] : [REVIEW_REPORT],
        nextCursor: null,
      };
      return Promise.resolve(jsonResponse(200, page));
    }
    if (url.endsWith('/action')) {
      return Promise.resolve(jsonResponse(200, { ...REVIEW_REPORT, status: 'resolved' }));
    }
    if (url.endsWith('/unhide')) return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' }));
  });
}

function renderQueue() {
  renderRoutes(
    [{ path: '/admin/reports', Component: () => <ReportsQueue locale="en-US" /> }],
    '/admin/reports',
  );
}

describe('ReportsQueue', { timeout: 20_000 }, () => {
  it('offers the actions that fit a review, hiding it first, and sends the chosen one', async () => {
    const calls: Call[] = [];
    mockApi(calls);
    renderQueue();
    const card = await screen.findByRole('article', { name: 'Abusive content' });
    fireEvent.click(within(card).getByRole('button', { name: 'Take action' }));
    const dialog = await screen.findByRole('dialog', { name: 'Handle the report' });
    const radios = within(dialog).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.value)).toEqual([
      'dismiss',
      'resolve',
      'hideReview',
      'blockUser',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Hide the review' })).toHaveProperty(
      'checked',
      true,
    );

    // The note is required for anything but dismissing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    await within(dialog).findByText('This field is required');
    expect(calls.some((call) => call.url.endsWith('/action'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Insults.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/action'))).toMatchObject({
        method: 'POST',
        body: { action: 'hideReview', note: 'Insults.' },
      }),
    );
  });

  it('shows what was done to a handled report and can show a hidden review again', async () => {
    const calls: Call[] = [];
    mockApi(calls);
    renderQueue();
    await screen.findByRole('article', { name: 'Abusive content' });
    fireEvent.click(screen.getByText('Handled'));
    await screen.findByText('Review hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Show again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show the review again' });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Appeal.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show again' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/unhide'))).toMatchObject({
        method: 'POST',
        url: expect.stringContaining(`/api/admin/moderation/reviews/${HANDLED.targetId}/unhide`),
        body: { note: 'Appeal.' },
      }),
    );
  });
});
