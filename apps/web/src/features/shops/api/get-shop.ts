import { useQuery } from '@tanstack/react-query';
import type { Shop } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/queries';
import { publicShopKey } from './keys';

export function getShop(id: string) {
  return api<Shop>('GET', `/api/shops/${encodeURIComponent(id)}`);
}

/** A public shop page; a 404 is not retried. */
export function useShop(id: string) {
  return useQuery({
    queryKey: publicShopKey(id),
    queryFn: () => getShop(id),
    retry: retryUnlessNotFound,
  });
}
