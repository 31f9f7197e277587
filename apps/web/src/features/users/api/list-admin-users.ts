import type { AdminUserPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/queries';
import { adminUsersKey } from './keys';

/** The list's filters as the URL and the API take them (empty: not filtered). */
export interface UserFilters {
  q: string;
  role: string;
  status: string;
  approval: string;
}

export const USER_FILTER_KEYS = [
  'q',
  'role',
  'status',
  'approval',
] as const satisfies readonly (keyof UserFilters)[];

export function listAdminUsers(filters: UserFilters, cursor: string | undefined) {
  const query = new URLSearchParams();
  for (const key of USER_FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  if (cursor) query.set('cursor', cursor);
  return api<AdminUserPage>('GET', `/api/admin/users?${query}`);
}

/** The users, newest first, page by page; the last list stays while a new search loads. */
export function useAdminUsers(filters: UserFilters) {
  return useCursorPages(
    [...adminUsersKey, 'list', filters],
    (cursor) => listAdminUsers(filters, cursor),
    {
      keepPrevious: true,
    },
  );
}
