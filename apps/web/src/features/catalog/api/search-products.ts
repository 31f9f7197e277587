import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { productPageQuery, type CatalogState } from '../catalog-params';

/** One page of the catalog search. */
export function searchProducts(state: CatalogState, cursor?: string, signal?: AbortSignal) {
  return api<ProductPage>('GET', `/api/products?${productPageQuery(state, cursor)}`, { signal });
}

/**
 * The catalog's results, 50 a page ("load more" follows the cursor). While a new search loads,
 * the previous results stay on screen.
 */
export function useCatalogProducts(state: CatalogState, locale: string) {
  return useInfiniteQuery({
    queryKey: ['products', 'catalog', locale, productPageQuery(state)],
    queryFn: ({ pageParam, signal }) => searchProducts(state, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
