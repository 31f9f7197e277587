import { useQuery } from '@tanstack/react-query';
import type { Shop } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/queries';
import { sellerShopKey } from './keys';

export function getOwnShop(id: string) {
  return api<Shop>('GET', `/api/seller/shops/${encodeURIComponent(id)}`);
}

/** One of the seller's shops, for the edit page; a 404 is not retried. */
export function useOwnShop(id: string) {
  return useQuery({
    queryKey: sellerShopKey(id),
    queryFn: () => getOwnShop(id),
    retry: retryUnlessNotFound,
  });
}
