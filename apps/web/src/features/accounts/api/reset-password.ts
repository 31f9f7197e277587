import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/** Sets a new password with the token of a recovery link (single use). */
export function resetPassword(input: ResetPasswordInput) {
  return api<{ message?: string }>('POST', '/api/users/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
