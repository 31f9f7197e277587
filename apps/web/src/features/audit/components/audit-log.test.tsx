import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditPage } from '@kramik/contract';
import { requestUrl } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { AuditLog } from './audit-log';

const ADMIN_ID = '9c7d2f60-1c4e-4f55-8a55-0c6c2b9f7a11';
const PAGE: AuditPage = {
  items: [
    {
      _id: 'e1',
      actorId: ADMIN_ID,
      actorName: 'admin',
      action: 'category.update',
      targetType: 'category',
      targetId: 'c1',
      before: { names: { 'en-US': 'Bags', 'pl-PL': 'Torby' } },
      after: { names: { 'en-US': 'Bags & more', 'pl-PL': 'Torby' } },
      note: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      _id: 'e2',
      actorId: ADMIN_ID,
      actorName: 'admin',
      action: 'operator.settings',
      targetType: 'operator',
      targetId: 'paypal',
      before: { 'secrets.clientSecret': 'changed' },
      after: { 'secrets.clientSecret': 'changed' },
      note: null,
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ],
  nextCursor: null,
};

setUpPageTests();

describe('AuditLog', { timeout: 20_000 }, () => {
  it('lists entries with their changed fields only, and filters by area and actor', async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = requestUrl(input);
      urls.push(url);
      if (url.includes('/api/admin/audit')) return Promise.resolve(jsonResponse(200, PAGE));
      return Promise.resolve(jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' }));
    });
    renderRoutes(
      [{ path: '/admin/audit', Component: () => <AuditLog locale="en-US" /> }],
      '/admin/audit',
    );
    const rows = await screen.findAllByRole('row');
    const renamed = rows.find((row) => row.textContent?.includes('Category renamed'))!;
    expect(renamed).toBeTruthy();
    // Only the language whose name changed.
    expect(within(renamed).getByText('Show changes (1)')).toBeTruthy();
    expect(within(renamed).getByRole('rowheader', { name: 'names.en-US' })).toBeTruthy();
    expect(within(renamed).queryByText('names.pl-PL')).toBeNull();
    expect(within(renamed).getByRole('link', { name: 'Category' }).getAttribute('href')).toBe(
      '/listcategory',
    );
    // A secret shows only as changed, on both sides.
    const operator = rows.find((row) => row.textContent?.includes('Payment operator settings'))!;
    expect(within(operator).getByText('Show changes (1)')).toBeTruthy();
    expect(within(operator).getByRole('rowheader', { name: 'secrets.clientSecret' })).toBeTruthy();
    expect(within(operator).getAllByRole('cell', { name: 'changed' })).toHaveLength(2);

    fireEvent.click(within(renamed).getByRole('button', { name: 'admin' }));
    await waitFor(() => expect(urls.some((url) => url.includes(`actorId=${ADMIN_ID}`))).toBe(true));
    await screen.findByText('One administrator');
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'category' } });
    await waitFor(() =>
      expect(urls.some((url) => url.includes('action=category') && url.includes('actorId='))).toBe(
        true,
      ),
    );
  });
});
