import { useQuery } from '@tanstack/react-query';
import type { SellerProduct } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { sellerProductKey } from './keys';

/** One of the seller's products with every language version. */
export function getOwnProduct(id: string) {
  return api<SellerProduct>('GET', `/api/seller/products/${encodeURIComponent(id)}`);
}

export function useOwnProduct(id: string) {
  return useQuery({ queryKey: sellerProductKey(id), queryFn: () => getOwnProduct(id) });
}
