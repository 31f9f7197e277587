import type { Cart } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { stores, useCacheMutation } from '../../../lib/queries';
import { CART_KEY } from './get-cart';

export function addCartItem(productId: string, quantity: number) {
  return api<Cart>('POST', '/api/cart/items', { body: { productId, quantity } });
}

export function updateCartItem(productId: string, quantity: number) {
  return api<Cart>('PATCH', `/api/cart/items/${encodeURIComponent(productId)}`, {
    body: { quantity },
  });
}

export function deleteCartItem(productId: string) {
  return api<Cart>('DELETE', `/api/cart/items/${encodeURIComponent(productId)}`);
}

export function emptyCart() {
  return api<Cart>('DELETE', '/api/cart');
}

/** A change of the server cart: its answer is the new cart. */
export function useServerCartChange<Input>(call: (input: Input) => Promise<Cart>) {
  return useCacheMutation(call, stores(CART_KEY));
}
