import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompareList } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function compareProducts(ids: readonly string[]) {
  return api<CompareList>(
    'GET',
    `/api/products/compare?ids=${ids.map(encodeURIComponent).join(',')}`,
  );
}

/** The chosen products side by side; the server leaves out the ones that no longer exist. */
export function useComparedProducts(ids: readonly string[], locale: string) {
  return useQuery({
    queryKey: ['products', 'compare', locale, ids.join(',')],
    queryFn: () => compareProducts(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
