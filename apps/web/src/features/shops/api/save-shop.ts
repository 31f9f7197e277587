import type { QueryClient } from '@tanstack/react-query';
import type { Shop, ShopInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { PUBLIC_SHOPS_KEY, SELLER_SHOPS_KEY, sellerShopKey } from './keys';

/** After any change: the shop itself, the seller's list, and the public pages and map. */
export function shopChanged(queryClient: QueryClient, shop: Shop) {
  queryClient.setQueryData(sellerShopKey(shop._id), shop);
  void queryClient.invalidateQueries({
    queryKey: SELLER_SHOPS_KEY,
    predicate: (query) => query.queryKey[2] === 'list',
  });
  void queryClient.invalidateQueries({ queryKey: PUBLIC_SHOPS_KEY });
}

export function createShop(input: ShopInput) {
  return api<Shop>('POST', '/api/seller/shops', { body: input });
}

export function updateShop({ id, input }: { id: string; input: ShopInput }) {
  return api<Shop>('PUT', `/api/seller/shops/${encodeURIComponent(id)}`, { body: input });
}

export function useCreateShop() {
  return useCacheMutation(createShop, shopChanged);
}

export function useUpdateShop() {
  return useCacheMutation(updateShop, shopChanged);
}
