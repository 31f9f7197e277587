import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { useUnreadCount } from './threads';

setUpPageTests();

function Count() {
  const unread = useUnreadCount(true);
  return <output>{unread.data ?? 'pending'}</output>;
}

describe('useUnreadCount', () => {
  it('asks nothing once the token is gone (leaving refetches the page before the state changes)', async () => {
    clearSession();
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, {}));
    renderRoutes([{ path: '/', element: <Count /> }], '/');
    expect(await screen.findByText('0')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
