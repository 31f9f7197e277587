import { useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function listProducts(params: {
  limit?: number;
  cursor?: string;
  seller?: string;
  category?: string;
  subcategory?: string;
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

/**
 * A few products beside one: the maker's others (`seller`) or the same subcategory's (else the
 * category's), the product itself left out. Asked for only when `enabled` (the shelf is near the
 * view).
 */
export function useRelatedProducts(
  productId: string,
  filter: { seller: string } | { category: string; subcategory?: string },
  locale: string,
  count: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['products', 'related', locale, productId, filter, count],
    queryFn: async () => {
      const page = await listProducts({ ...filter, limit: count + 1 });
      return page.items.filter((p) => p._id !== productId).slice(0, count);
    },
    staleTime: 60_000,
    enabled,
  });
}
