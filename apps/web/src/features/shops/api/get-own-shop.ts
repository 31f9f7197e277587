import { useQuery } from '@tanstack/react-query';
import type { Shop } from '@kramik/contract';
import { ApiRequestError, api } from '../../../lib/api-client';
import { sellerShopKey } from './keys';

export function getOwnShop(id: string) {
  return api<Shop>('GET', `/api/seller/shops/${encodeURIComponent(id)}`);
}

/** One of the seller's shops, for the edit page; a 404 is not retried. */
export function useOwnShop(id: string) {
  return useQuery({
    queryKey: sellerShopKey(id),
    queryFn: () => getOwnShop(id),
    retry: (count, error) =>
      !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
}
