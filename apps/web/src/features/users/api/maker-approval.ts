import { useQuery } from '@tanstack/react-query';
import type { MakerApprovalSetting } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { stores, useCacheMutation } from '../../../lib/queries';
import { makerApprovalKey } from './keys';

export function getMakerApproval() {
  return api<MakerApprovalSetting>('GET', '/api/admin/settings/maker-approval');
}

/** "New makers need approval": on or off. */
export function useMakerApproval() {
  return useQuery({ queryKey: makerApprovalKey, queryFn: getMakerApproval });
}

export function setMakerApproval(setting: MakerApprovalSetting) {
  return api<MakerApprovalSetting>('PUT', '/api/admin/settings/maker-approval', { body: setting });
}

export function useSetMakerApproval() {
  return useCacheMutation(setMakerApproval, stores(makerApprovalKey));
}
