import type { Cart } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/**
 * The logged-in buyer's server cart; every cart call answers the whole cart and sets this. The
 * header's badge loads this module with the first page: keep it this small.
 */
export const CART_KEY = ['cart'] as const;

export function getCart() {
  return api<Cart>('GET', '/api/cart');
}
