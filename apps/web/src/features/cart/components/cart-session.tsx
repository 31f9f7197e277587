import { useEffect } from 'react';
import { useCartCount, useCartSession } from '../use-cart-session';

/**
 * Keeps the browser and server carts in step with the login and reports the header's count (the
 * header draws the link itself, so that it never changes under the focus).
 */
export default function CartSession({
  loggedIn,
  onCount,
}: {
  loggedIn: boolean;
  onCount: (count: number) => void;
}) {
  useCartSession(loggedIn);
  const count = useCartCount(loggedIn);
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
