import type { OrderDetail, OrderStatusInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { ORDERS_KEY, orderKey, ordersPath, type OrderScope } from './keys';

/** Moves an order on (seller or admin); the server checks the move against `nextStatuses`. */
export function changeOrderStatus(scope: 'seller' | 'admin', id: string, input: OrderStatusInput) {
  return api<OrderDetail>('POST', `${ordersPath(scope, id)}/status`, { body: input });
}

/** The buyer cancels an order that still awaits payment. */
export function cancelOrder(id: string) {
  return api<OrderDetail>('POST', `${ordersPath('buyer', id)}/cancel`);
}

function useOrderMutation<Input>(scope: OrderScope, send: (input: Input) => Promise<OrderDetail>) {
  return useCacheMutation(send, (queryClient, order) => {
    queryClient.setQueryData(orderKey(scope, order._id), order);
    void queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, scope, 'list'] });
  });
}

export function useChangeOrderStatus(scope: 'seller' | 'admin') {
  return useOrderMutation(scope, ({ id, ...input }: OrderStatusInput & { id: string }) =>
    changeOrderStatus(scope, id, input),
  );
}

export function useCancelOrder() {
  return useOrderMutation('buyer', cancelOrder);
}
