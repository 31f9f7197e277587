import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@kramik/contract';
import { clearSession, saveSession } from '../../lib/session';
import { eur, requestUrl, uuid } from '../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../testing/page-tests';
import { renderRoutes } from '../../testing/render-routes';
import { browserCart } from './browser-cart';
import { useAddToCart } from './use-add-to-cart';

const PRODUCT = uuid(1);

const SERVER_CART: Cart = { groups: [], count: 1, subtotal: eur(5000), removed: [] };

let signedIn = false;

function AddButton() {
  const add = useAddToCart(() => signedIn);
  return (
    <button
      type="button"
      onClick={() => add.mutate({ productId: PRODUCT, name: 'Jug', quantity: 1, available: 3 })}
    >
      Add
    </button>
  );
}

describe('useAddToCart', () => {
  setUpPageTests();

  it('asks who is signed in at the click: a page rendered for a visitor adds to the server cart once the buyer is known', async () => {
    browserCart.clear();
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${requestUrl(input)}`);
      return Promise.resolve(jsonResponse(200, SERVER_CART));
    });
    // Rendered as the visitor a hydrating page still shows, clicked once the session is known.
    signedIn = false;
    renderRoutes(
      [
        {
          path: '/',
          element: <AddButton />,
        },
      ],
      '/',
    );
    saveSession({
      token: 'test-token-0123456789abcdef',
      userId: 'buyer-1',
      companyId: null,
      firstName: 'Ann',
      permissions: 'user',
    });
    signedIn = true;
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls).toEqual(['POST /api/cart/items']));
    expect(browserCart.get()).toEqual([]);
    clearSession();
  });

  it("puts a visitor's piece in the browser cart", async () => {
    browserCart.clear();
    const fetch = vi.spyOn(globalThis, 'fetch');
    signedIn = false;
    renderRoutes(
      [
        {
          path: '/',
          element: <AddButton />,
        },
      ],
      '/',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(browserCart.get()).toHaveLength(1));
    expect(fetch).not.toHaveBeenCalled();
    browserCart.clear();
  });
});
