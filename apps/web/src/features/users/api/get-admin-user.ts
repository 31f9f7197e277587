import { useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/queries';
import { adminUsersKey } from './keys';

export function getAdminUser(id: string) {
  return api<AdminUserDetail>('GET', `/api/admin/users/${encodeURIComponent(id)}`);
}

/** One user with their company, newest orders and the reports about them. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...adminUsersKey, 'one', id],
    queryFn: () => getAdminUser(id),
    retry: retryUnlessNotFound,
  });
}
