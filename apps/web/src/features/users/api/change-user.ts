import type { Permission, SessionUser, UserStatus } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { adminUsersKey } from './keys';

export type UserChange =
  | { userId: string; status: UserStatus; reason: string }
  | { userId: string; permissions: Permission };

/** An administrator's change of another user's status (with a reason) or role. */
export function changeUser(change: UserChange) {
  const body =
    'status' in change
      ? { userId: change.userId, status: change.status, reason: change.reason || null }
      : change;
  return api<{ user: SessionUser }>('PATCH', '/api/users/update', { body });
}

/**
 * Changes a user; the users screens reload, and so does everything else cached (a block takes
 * the maker's products out of the catalog).
 */
export function useChangeUser() {
  return useCacheMutation(changeUser, async (queryClient) => {
    await queryClient.invalidateQueries({ queryKey: adminUsersKey });
    void queryClient.invalidateQueries();
  });
}
