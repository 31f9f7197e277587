import { useQuery } from '@tanstack/react-query';
import type { PublicCompany } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/queries';

export function getPublicCompany(id: string) {
  return api<PublicCompany>('GET', `/api/companies/${encodeURIComponent(id)}`);
}

/** A maker's public page; a 404 is not retried. */
export function usePublicCompany(id: string) {
  return useQuery({
    queryKey: ['companies', 'one', id],
    queryFn: () => getPublicCompany(id),
    retry: retryUnlessNotFound,
  });
}
