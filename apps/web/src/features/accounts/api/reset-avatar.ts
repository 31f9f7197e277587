import { useMutation } from '@tanstack/react-query';
import type { ResetAvatarInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/** Sets a new login name ("AvatarLogin") with the token of a recovery link (single use). */
export function resetAvatar(input: ResetAvatarInput) {
  return api<{ message?: string }>('POST', '/api/users/reset-avatar', { body: input });
}

export function useResetAvatar() {
  return useMutation({ mutationFn: resetAvatar });
}
