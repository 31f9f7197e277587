import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SuggestionList } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function suggestProducts(q: string, signal?: AbortSignal) {
  return api<SuggestionList>('GET', `/api/products/suggest?q=${encodeURIComponent(q)}`, {
    signal,
  });
}

/** Up to 8 products whose names match what is typed; nothing is asked for an empty text. */
export function useSuggestions(q: string, locale: string) {
  const text = q.trim().slice(0, 100);
  return useQuery({
    queryKey: ['products', 'suggest', locale, text],
    queryFn: ({ signal }) => suggestProducts(text, signal),
    enabled: text.length > 0,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
