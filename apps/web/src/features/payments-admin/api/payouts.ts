import { useQuery } from '@tanstack/react-query';
import type { PayoutList } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { payoutsKey } from './keys';

export function listPayouts() {
  return api<PayoutList>('GET', '/api/admin/payouts');
}

/** Per maker, from the ledger: paid orders, money received, commission, amount due. */
export function usePayouts() {
  return useQuery({ queryKey: payoutsKey, queryFn: listPayouts, retry: false });
}
