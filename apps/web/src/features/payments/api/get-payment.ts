import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { isFinal, PAYMENT_POLL_MS } from '../payment-flow';
import { paymentKey } from './keys';

export function getPayment(id: string) {
  return api<Payment>('GET', `/api/payments/${encodeURIComponent(id)}`);
}

/** A payment, asked again every two seconds until it has a result (when `poll` is set). */
export function usePayment(id: string | null, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: paymentKey(id ?? ''),
    queryFn: () => getPayment(id!),
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) =>
      poll && !(query.state.data && isFinal(query.state.data.status)) ? PAYMENT_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
}
