import { useQuery } from '@tanstack/react-query';
import type { PlatformCarrierList } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function listOfferedCarriers() {
  return api<PlatformCarrierList>('GET', '/api/carriers');
}

/** The carriers the platform offers, with its default costs a maker may adopt (issue 19). */
export function useOfferedCarriers() {
  return useQuery({ queryKey: ['carriers'], queryFn: listOfferedCarriers, staleTime: 60_000 });
}
