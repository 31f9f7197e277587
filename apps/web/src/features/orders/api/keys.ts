/** Whose orders a screen shows: the buyer's own, the maker's, or every order (admin). */
export type OrderScope = 'buyer' | 'seller' | 'admin';

const BASE: Record<OrderScope, string> = {
  buyer: '/api/orders',
  seller: '/api/seller/orders',
  admin: '/api/admin/orders',
};

export const ordersPath = (scope: OrderScope, id?: string) =>
  id ? `${BASE[scope]}/${encodeURIComponent(id)}` : BASE[scope];

/** Query keys of the orders; a status change refreshes everything under `all`. */
export const ORDERS_KEY = ['orders'] as const;
export const orderListKey = (scope: OrderScope, query: string) =>
  [...ORDERS_KEY, scope, 'list', query] as const;
export const orderKey = (scope: OrderScope, id: string) =>
  [...ORDERS_KEY, scope, 'one', id] as const;
