import { useQuery } from '@tanstack/react-query';
import type { PlatformCarrierList, PlatformCarriersInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, stores, useCacheMutation } from '../../../lib/queries';

export const platformCarriersKey = ['admin', 'carriers'] as const;
/** The carriers offered to makers (their price lists and the platform's default costs). */
export const OFFERED_CARRIERS_KEY = ['carriers'] as const;

export function getPlatformCarriers() {
  return api<PlatformCarrierList>('GET', '/api/admin/carriers');
}

/** Every carrier, on or off, with the platform's default costs. */
export function usePlatformCarriers() {
  return useQuery({ queryKey: platformCarriersKey, queryFn: getPlatformCarriers, retry: false });
}

export function savePlatformCarriers(input: PlatformCarriersInput) {
  return api<PlatformCarrierList>('PUT', '/api/admin/carriers', { body: input });
}

export function useSavePlatformCarriers() {
  return useCacheMutation(savePlatformCarriers, async (queryClient, data, input) => {
    await stores(platformCarriersKey)(queryClient, data, input);
    await invalidates(OFFERED_CARRIERS_KEY)(queryClient, data, input);
  });
}
