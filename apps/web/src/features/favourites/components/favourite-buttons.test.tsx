import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { requestUrl, uuid } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { browserFavourites } from '../browser-favourites';
import FavouriteHeart from './favourite-heart';
import { FollowButton } from './follow-button';

const JUG = uuid(1);
const MAKER = uuid(2);

describe('the heart and the Follow button', () => {
  setUpPageTests();

  it('keeps a visitor’s favourite and followed maker in the browser, pressed', async () => {
    browserFavourites.products.clear();
    browserFavourites.makers.clear();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <FavouriteHeart productId={JUG} name="Cobalt Jug" signedIn={false} />
              <FollowButton companyId={MAKER} name="Modra Glina" signedIn={false} />
            </>
          ),
        },
      ],
      '/',
    );
    const heart = screen.getByRole('button', { name: 'Favourite Cobalt Jug' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(browserFavourites.products.get()).toEqual([JUG]);
    const follow = screen.getByRole('button', { name: 'Follow Modra Glina' });
    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    expect(browserFavourites.makers.get()).toEqual([MAKER]);
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(browserFavourites.products.get()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    browserFavourites.makers.clear();
  });

  it('favourites on the server when signed in', async () => {
    saveSession({
      token: 'test-token-0123456789abcdef',
      userId: 'buyer-1',
      companyId: null,
      firstName: 'Ann',
      permissions: 'user',
    });
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const call = `${init?.method ?? 'GET'} ${requestUrl(input)}`;
      calls.push(call);
      if (call === 'GET /api/favourites') {
        return Promise.resolve(jsonResponse(200, { products: [], makers: [] }));
      }
      return Promise.resolve(jsonResponse(200, { favourite: true }));
    });
    renderRoutes(
      [
        {
          path: '/',
          element: <FavouriteHeart productId={JUG} name="Cobalt Jug" signedIn />,
        },
      ],
      '/',
    );
    const heart = screen.getByRole('button', { name: 'Favourite Cobalt Jug' });
    await waitFor(() => expect(calls).toContain('GET /api/favourites'));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(calls).toContain(`PUT /api/favourites/products/${JUG}`));
    expect(browserFavourites.products.get()).toEqual([]);
    clearSession();
  });
});
