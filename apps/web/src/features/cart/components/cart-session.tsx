import type { ReactNode } from 'react';
import { useCartCount, useCartSession } from '../use-cart-session';

/** Keeps the browser and server carts in step with the login and renders the header's count. */
export default function CartSession({
  loggedIn,
  render,
}: {
  loggedIn: boolean;
  render: (count: number) => ReactNode;
}) {
  useCartSession(loggedIn);
  return render(useCartCount(loggedIn));
}
