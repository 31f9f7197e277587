import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedList } from '../lib/stored-list';

/**
 * The stores a server-rendered page reads (the session, the browser's lists) give hydration the
 * server's snapshot. For a visitor with nothing stored, the browser's snapshot must be the same
 * object: a different one makes React re-render every reader after hydration, all at once in one
 * long task (fifty cards' buttons on the catalog).
 */
describe('hydrating a visitor with nothing stored', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.localStorage.clear();
  });

  /** How many times `read` ran while the browser hydrated the server's HTML of it, and after. */
  async function rendersAfterHydration(read: () => void) {
    let renders = 0;
    function Reader() {
      read();
      renders += 1;
      return null;
    }
    // The server's HTML (readers see the server's snapshot), then hydration in the browser.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Reader />);
    document.body.append(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Reader />);
    });
    return renders;
  }

  it('renders each reader of a stored list once', async () => {
    const list = storedList<string>('kramik.test-list', (raw) =>
      raw ? (JSON.parse(raw) as string[]) : [],
    );
    expect(await rendersAfterHydration(list.use)).toBe(1);
  });

  it('renders each reader of the session once', async () => {
    // A new tab's store: this worker's earlier test files have signed people in with this one.
    vi.resetModules();
    const { useAuth } = await import('../features/accounts/auth-store');
    expect(await rendersAfterHydration(useAuth)).toBe(1);
  });
});
