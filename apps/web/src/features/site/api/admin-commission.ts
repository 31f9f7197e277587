import { useQuery } from '@tanstack/react-query';
import type {
  CommissionOverride,
  CommissionOverrideInput,
  CommissionSettings,
  MakerMatchList,
} from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, stores, useCacheMutation } from '../../../lib/queries';
import { commissionKey, SITE_CONFIG_KEY } from './admin-keys';

export function getCommission() {
  return api<CommissionSettings>('GET', '/api/admin/commission');
}

/** The platform rate and the makers' own rates. */
export function useCommission() {
  return useQuery({ queryKey: commissionKey, queryFn: getCommission, retry: false });
}

export function setCommissionRate(basisPoints: number) {
  return api<CommissionSettings>('PUT', '/api/admin/commission', { body: { basisPoints } });
}

export function useSetCommissionRate() {
  return useCacheMutation(setCommissionRate, async (queryClient, data, input) => {
    await stores(commissionKey)(queryClient, data, input);
    // The seller pitch of /registercompany shows the rate.
    await queryClient.invalidateQueries({ queryKey: SITE_CONFIG_KEY });
  });
}

export function addOverride(input: CommissionOverrideInput) {
  return api<CommissionOverride>('POST', '/api/admin/commission/overrides', { body: input });
}

export function useAddOverride() {
  return useCacheMutation(addOverride, invalidates(commissionKey));
}

export function removeOverride(id: string) {
  return api<void>('DELETE', `/api/admin/commission/overrides/${encodeURIComponent(id)}`);
}

export function useRemoveOverride() {
  return useCacheMutation(removeOverride, invalidates(commissionKey));
}

export function searchMakers(q: string) {
  return api<MakerMatchList>('GET', `/api/admin/commission/makers?q=${encodeURIComponent(q)}`);
}

/** Makers whose name or login holds `q`, for choosing one. */
export function useMakerSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'commission', 'makers', q],
    queryFn: () => searchMakers(q),
    staleTime: 30_000,
  });
}
