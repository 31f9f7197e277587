import type { OrderPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/queries';
import { orderListQuery, type OrderFilters } from '../order-filters';
import { orderListKey, ordersPath, type OrderScope } from './keys';

/** One page (50) of orders, newest first, with the list's filters. */
export function listOrders(scope: OrderScope, filters: OrderFilters, cursor?: string) {
  return api<OrderPage>('GET', `${ordersPath(scope)}?${orderListQuery(filters, cursor)}`);
}

export function useOrders(scope: OrderScope, filters: OrderFilters) {
  // The list stays on screen while another filter loads.
  return useCursorPages(
    orderListKey(scope, orderListQuery(filters)),
    (cursor) => listOrders(scope, filters, cursor),
    { keepPrevious: true },
  );
}
