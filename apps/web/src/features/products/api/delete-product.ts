import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SELLER_PRODUCTS_KEY, sellerProductKey } from './keys';

/** Deletes the product and its images. */
export function deleteProduct(id: string) {
  return api<null>('DELETE', `/api/seller/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: sellerProductKey(id) });
      void queryClient.invalidateQueries({ queryKey: SELLER_PRODUCTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
