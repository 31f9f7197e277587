import { useInfiniteQuery } from '@tanstack/react-query';
import { listProducts } from './list-products';

/** One maker's products, page by page ("load more"). */
export function useSellerProducts(seller: string, locale: string, limit: number) {
  return useInfiniteQuery({
    queryKey: ['products', 'seller', seller, locale, limit],
    queryFn: ({ pageParam }) => listProducts({ seller, limit, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
