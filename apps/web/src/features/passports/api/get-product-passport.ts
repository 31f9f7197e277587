import { useQuery } from '@tanstack/react-query';
import type { ProductPassport } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/queries';

export function getProductPassport(id: string) {
  return api<ProductPassport>('GET', `/api/products/${encodeURIComponent(id)}/passport`);
}

/** The public passport page of a product (what its QR code opens), in the viewer's language. */
export function useProductPassport(id: string, locale: string) {
  return useQuery({
    queryKey: ['products', 'passport', id, locale],
    queryFn: () => getProductPassport(id),
    retry: retryUnlessNotFound,
  });
}
