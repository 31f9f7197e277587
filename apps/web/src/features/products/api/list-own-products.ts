import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SellerProductPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { SELLER_PRODUCTS_KEY } from './keys';

/** One page (50) of the seller's products, newest first; `q` matches a name. */
export function listOwnProducts(q: string, cursor: string | undefined) {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (cursor) search.set('cursor', cursor);
  const query = search.toString();
  return api<SellerProductPage>('GET', `/api/seller/products${query ? `?${query}` : ''}`);
}

export function useOwnProducts(q: string, locale: string) {
  return useInfiniteQuery({
    queryKey: [...SELLER_PRODUCTS_KEY, 'list', locale, q],
    queryFn: ({ pageParam }) => listOwnProducts(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The list stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  });
}
