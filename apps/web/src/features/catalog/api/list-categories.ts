import { useQuery } from '@tanstack/react-query';
import type { Category } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function listCategories() {
  return api<{ items: Category[] }>('GET', '/api/categories');
}

export function useCategories(locale: string) {
  return useQuery({
    queryKey: ['categories', locale],
    queryFn: listCategories,
    staleTime: 5 * 60_000,
  });
}
