import { useQueries, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { orderKey, ordersPath, type OrderScope } from './keys';

export function getOrder(scope: OrderScope, id: string) {
  return api<OrderDetail>('GET', ordersPath(scope, id));
}

export function useOrder(scope: OrderScope, id: string | null) {
  return useQuery({
    queryKey: orderKey(scope, id ?? ''),
    queryFn: () => getOrder(scope, id!),
    enabled: id !== null,
  });
}

/** The details of several orders at once (the placed-order banner matches their checkout). */
export function useOrderDetails(scope: OrderScope, ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: orderKey(scope, id),
      queryFn: () => getOrder(scope, id),
    })),
  });
}
