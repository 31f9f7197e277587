import { useQuery } from '@tanstack/react-query';
import type { SellerPayouts } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { sellerPayoutsKey } from './keys';

export function getSellerPayouts() {
  return api<SellerPayouts>('GET', '/api/seller/payouts');
}

/** The maker's balance and the payouts the platform made to them. */
export function useSellerPayouts() {
  return useQuery({ queryKey: sellerPayoutsKey, queryFn: getSellerPayouts, retry: false });
}
