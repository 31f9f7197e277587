import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { adminUsersKey } from './keys';

export function approveCompany(companyId: string) {
  return api<null>('POST', `/api/admin/companies/${encodeURIComponent(companyId)}/approve`);
}

/** Approves a company awaiting approval: its products are listed at once. */
export function useApproveCompany() {
  return useCacheMutation(approveCompany, async (queryClient) => {
    await queryClient.invalidateQueries({ queryKey: adminUsersKey });
    void queryClient.invalidateQueries();
  });
}
