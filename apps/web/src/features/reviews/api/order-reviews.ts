import { useQuery } from '@tanstack/react-query';
import type { OrderReviews } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { orderReviewsKey } from './keys';

export function getOrderReviews(orderId: string) {
  return api<OrderReviews>('GET', `/api/orders/${encodeURIComponent(orderId)}/reviews`);
}

/** The items of one of the buyer's orders, with their reviews and what can be rated now. */
export function useOrderReviews(orderId: string) {
  return useQuery({ queryKey: orderReviewsKey(orderId), queryFn: () => getOrderReviews(orderId) });
}
