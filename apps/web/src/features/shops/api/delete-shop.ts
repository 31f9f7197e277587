import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PUBLIC_SHOPS_KEY, SELLER_SHOPS_KEY, sellerShopKey } from './keys';

export function deleteShop(id: string) {
  return api<null>('DELETE', `/api/seller/shops/${encodeURIComponent(id)}`);
}

export function useDeleteShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShop,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: sellerShopKey(id) });
      void queryClient.invalidateQueries({ queryKey: SELLER_SHOPS_KEY });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_SHOPS_KEY });
    },
  });
}
