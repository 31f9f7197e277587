import { useQuery } from '@tanstack/react-query';
import type { Category } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/** The category tree, named in the viewer's language (the catalog shares this query). */
export function listCategories() {
  return api<{ items: Category[] }>('GET', '/api/categories');
}

export function useCategoryTree(locale: string) {
  return useQuery({
    queryKey: ['categories', locale],
    queryFn: listCategories,
    staleTime: 5 * 60_000,
  });
}
