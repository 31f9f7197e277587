import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { browserCart } from '../browser-cart';
import { CART_KEY } from './get-cart';

let merging: Promise<void> | null = null;

/**
 * Moves the browser cart into the server cart after login (the server caps each line at the
 * stock) and empties it. A failed merge keeps the browser cart for the next try. One merge at a
 * time: a second caller waits for the first instead of adding the same lines twice.
 */
export function mergeBrowserCart(queryClient: QueryClient): Promise<void> {
  const items = browserCart.get();
  if (items.length === 0) return Promise.resolve();
  merging ??= (async () => {
    try {
      const cart = await api<Cart>('POST', '/api/cart/merge', { body: { items } });
      browserCart.clear();
      // A cart fetched before the merge must not overwrite the merged one.
      await queryClient.cancelQueries({ queryKey: CART_KEY, exact: true });
      queryClient.setQueryData(CART_KEY, cart);
    } catch {
      // The browser keeps the lines; the next login or page load tries again.
    } finally {
      merging = null;
    }
  })();
  return merging;
}
