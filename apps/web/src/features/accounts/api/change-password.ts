import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function changePassword(input: ChangePasswordInput) {
  return api<{ message?: string }>('POST', '/api/users/me/password', { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
