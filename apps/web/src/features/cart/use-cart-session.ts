import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CART_KEY, getCart } from './api/get-cart';
import { mergeBrowserCart } from './api/merge-cart';
import { browserCart, countUnits, useBrowserCart } from './browser-cart';

/**
 * Keeps the two carts apart: at login the browser cart is merged into the server cart and
 * emptied; after logout the browser cart starts empty.
 */
export function useCartSession(loggedIn: boolean) {
  const queryClient = useQueryClient();
  const lines = useBrowserCart();
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (loggedIn && lines.length > 0) void mergeBrowserCart(queryClient);
  }, [loggedIn, lines, queryClient]);
  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn) browserCart.clear();
    wasLoggedIn.current = loggedIn;
  }, [loggedIn]);
}

/** Units in the cart, for the header badge. */
export function useCartCount(loggedIn: boolean): number {
  const lines = useBrowserCart();
  const server = useQuery({
    queryKey: CART_KEY,
    queryFn: getCart,
    enabled: loggedIn,
    select: (cart) => cart.count,
    staleTime: 60_000,
  });
  return loggedIn ? (server.data ?? 0) : countUnits(lines);
}
