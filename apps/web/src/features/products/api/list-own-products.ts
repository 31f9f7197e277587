import type { SellerProductPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/queries';
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
  // The list stays on screen while a new search loads.
  return useCursorPages(
    [...SELLER_PRODUCTS_KEY, 'list', locale, q],
    (cursor) => listOwnProducts(q, cursor),
    { keepPrevious: true },
  );
}
