import type { QueryClient } from '@tanstack/react-query';
import type { ProductInput, SellerProduct } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { SELLER_PRODUCTS_KEY, sellerProductKey } from './keys';

/** After any change: the product itself, the seller's list and the public catalog's lists. */
export function productChanged(queryClient: QueryClient, product: SellerProduct) {
  queryClient.setQueryData(sellerProductKey(product._id), product);
  void queryClient.invalidateQueries({
    queryKey: SELLER_PRODUCTS_KEY,
    predicate: (query) => query.queryKey[2] === 'list',
  });
  void queryClient.invalidateQueries({ queryKey: ['products'] });
}

export function createProduct(input: ProductInput) {
  return api<SellerProduct>('POST', '/api/seller/products', { body: input });
}

export function updateProduct({ id, input }: { id: string; input: ProductInput }) {
  return api<SellerProduct>('PUT', `/api/seller/products/${encodeURIComponent(id)}`, {
    body: input,
  });
}

export function useCreateProduct() {
  return useCacheMutation(createProduct, productChanged);
}

export function useUpdateProduct() {
  return useCacheMutation(updateProduct, productChanged);
}
