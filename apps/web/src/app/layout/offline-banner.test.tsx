import { act, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpPageTests } from '../../testing/page-tests';
import { OfflineBanner } from './offline-banner';

setUpPageTests();

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('the offline banner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says so the moment the browser goes offline, and goes when it is back', () => {
    const { container } = render(<OfflineBanner />);
    const status = within(container).getByRole('status');
    expect(status.textContent).toBe('');
    goOffline(true);
    expect(status.textContent).toContain('You are offline.');
    expect(status.hasAttribute('data-offline')).toBe(true);
    goOffline(false);
    expect(status.textContent).toBe('');
  });

  it('says so on a page opened without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = render(<OfflineBanner />);
    expect(within(container).getByRole('status').textContent).toContain('You are offline.');
  });
});
