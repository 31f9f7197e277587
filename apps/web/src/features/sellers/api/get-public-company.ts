import { useQuery } from '@tanstack/react-query';
import type { PublicCompany } from '@kramik/contract';
import { ApiRequestError, api } from '../../../lib/api-client';

export function getPublicCompany(id: string) {
  return api<PublicCompany>('GET', `/api/companies/${encodeURIComponent(id)}`);
}

/** A maker's public page; a 404 is not retried. */
export function usePublicCompany(id: string) {
  return useQuery({
    queryKey: ['companies', 'one', id],
    queryFn: () => getPublicCompany(id),
    retry: (count, error) =>
      !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
}
