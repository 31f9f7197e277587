import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { orderListQuery, type OrderFilters } from '../order-filters';
import { orderListKey, ordersPath, type OrderScope } from './keys';

/** One page (50) of orders, newest first, with the list's filters. */
export function listOrders(scope: OrderScope, filters: OrderFilters, cursor?: string) {
  return api<OrderPage>('GET', `${ordersPath(scope)}?${orderListQuery(filters, cursor)}`);
}

export function useOrders(scope: OrderScope, filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: orderListKey(scope, orderListQuery(filters)),
    queryFn: ({ pageParam }) => listOrders(scope, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The list stays on screen while another filter loads.
    placeholderData: keepPreviousData,
  });
}
