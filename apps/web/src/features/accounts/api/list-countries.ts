import { useQuery } from '@tanstack/react-query';
import type { Country } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/** Country names in the caller's language, sorted by the server. */
export function listCountries() {
  return api<{ items: Country[] }>('GET', '/api/countries');
}

export function useCountries(locale: string) {
  return useQuery({
    queryKey: ['countries', locale],
    queryFn: listCountries,
    staleTime: Infinity,
    select: (answer) => answer.items,
  });
}
