import { useQuery } from '@tanstack/react-query';
import type { PaymentOptions } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { paymentOptionsKey } from './keys';

export function getPaymentOptions(orderIds: readonly string[]) {
  const query = new URLSearchParams({ orders: orderIds.join(',') });
  return api<PaymentOptions>('GET', `/api/payments/operators?${query.toString()}`);
}

/** The orders still awaiting payment and the operators that can pay them. */
export function usePaymentOptions(orderIds: readonly string[], enabled = true) {
  return useQuery({
    queryKey: paymentOptionsKey(orderIds),
    queryFn: () => getPaymentOptions(orderIds),
    enabled: enabled && orderIds.length > 0,
    retry: false,
  });
}
