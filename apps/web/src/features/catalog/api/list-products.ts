import { useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function listProducts(params: {
  limit?: number;
  cursor?: string;
  seller?: string;
  specialOffer?: boolean;
}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return api<ProductPage>('GET', `/api/products?${search.toString()}`);
}

export function useNewestProducts(locale: string, limit: number) {
  return useQuery({
    queryKey: ['products', 'newest', locale, limit],
    queryFn: () => listProducts({ limit }),
  });
}

/** The newest special offers, for the home page. */
export function useSpecialOffers(locale: string, limit: number) {
  return useQuery({
    queryKey: ['products', 'special-offers', locale, limit],
    queryFn: () => listProducts({ specialOffer: true, limit }),
  });
}
