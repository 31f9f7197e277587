import { useCursorPages } from '../../../lib/queries';
import { listProducts } from './list-products';

/** One maker's products, page by page ("load more"). */
export function useSellerProducts(seller: string, locale: string, limit: number) {
  return useCursorPages(['products', 'seller', seller, locale, limit], (cursor) =>
    listProducts({ seller, limit, cursor }),
  );
}
