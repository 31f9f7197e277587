import type { Cart } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

/**
 * The logged-in buyer's server cart; every cart call answers the whole cart and sets this. The
 * header's badge loads this module with the first page: keep it this small.
 */
export const CART_KEY = ['cart'] as const;

const EMPTY: Cart = { groups: [], count: 0, subtotal: { amount: 0, currency: 'EUR' }, removed: [] };

export function getCart() {
  // Leaving (logout, account deletion) forgets the token before the signed-in state is gone and
  // refetches the page's queries: without a token there is no server cart to ask for.
  if (!getToken()) return Promise.resolve(EMPTY);
  return api<Cart>('GET', '/api/cart');
}
