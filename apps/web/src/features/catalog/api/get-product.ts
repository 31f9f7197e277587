import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function getProduct(id: string) {
  return api<ProductDetail>('GET', `/api/products/${encodeURIComponent(id)}`);
}

/** The product page's data, in the viewer's language. */
export function useProduct(id: string, locale: string) {
  return useQuery({
    queryKey: ['products', 'detail', id, locale],
    queryFn: () => getProduct(id),
  });
}
