import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { SELLER_PRODUCTS_KEY, sellerProductKey } from './keys';

/** Deletes the product and its images. */
export function deleteProduct(id: string) {
  return api<null>('DELETE', `/api/seller/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  return useCacheMutation(deleteProduct, (queryClient, _, id) => {
    queryClient.removeQueries({ queryKey: sellerProductKey(id) });
    void queryClient.invalidateQueries({ queryKey: SELLER_PRODUCTS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['products'] });
  });
}
