import { useQuery } from '@tanstack/react-query';
import type { ShopList } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { SELLER_SHOPS_KEY } from './keys';

export function listOwnShops() {
  return api<ShopList>('GET', '/api/seller/shops');
}

/** The seller's shops, hidden ones included. */
export function useOwnShops() {
  return useQuery({
    queryKey: [...SELLER_SHOPS_KEY, 'list'],
    queryFn: listOwnShops,
    select: (answer) => answer.items,
  });
}
