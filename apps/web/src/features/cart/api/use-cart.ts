import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Cart, CartItemInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { CART_KEY, getCart } from './get-cart';

/** How a visitor's browser cart looks with today's prices, stock and delivery options. */
export function previewCart(items: readonly CartItemInput[]) {
  return api<Cart>('POST', '/api/cart/preview', { body: { items } });
}

export const EMPTY_CART: Cart = {
  groups: [],
  count: 0,
  subtotal: { amount: 0, currency: 'EUR' },
  removed: [],
};

export interface CartView {
  data: Cart | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The cart to show: the server cart when logged in, else the preview of the browser's lines. */
export function useCart(loggedIn: boolean, browserLines: readonly CartItemInput[]): CartView {
  const server = useQuery({ queryKey: CART_KEY, queryFn: getCart, enabled: loggedIn });
  const preview = useQuery({
    queryKey: [...CART_KEY, 'preview', browserLines],
    queryFn: () => previewCart(browserLines),
    enabled: !loggedIn && browserLines.length > 0,
    // A changed quantity keeps the cart on screen while the new preview loads.
    placeholderData: keepPreviousData,
  });
  const query = loggedIn ? server : preview;
  if (!loggedIn && browserLines.length === 0) {
    return {
      data: EMPTY_CART,
      isPending: false,
      isError: false,
      isFetching: false,
      refetch: () => {},
    };
  }
  return {
    data: query.data,
    isPending: query.isPending,
    isError: query.isError && !query.data,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}
