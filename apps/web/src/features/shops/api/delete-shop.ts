import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { PUBLIC_SHOPS_KEY, SELLER_SHOPS_KEY, sellerShopKey } from './keys';

export function deleteShop(id: string) {
  return api<null>('DELETE', `/api/seller/shops/${encodeURIComponent(id)}`);
}

export function useDeleteShop() {
  return useCacheMutation(deleteShop, (queryClient, _, id) => {
    queryClient.removeQueries({ queryKey: sellerShopKey(id) });
    void queryClient.invalidateQueries({ queryKey: SELLER_SHOPS_KEY });
    void queryClient.invalidateQueries({ queryKey: PUBLIC_SHOPS_KEY });
  });
}
