import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/** Deletes the caller's account with its password or a mailed code; the caller then signs out. */
export function deleteAccount(input: DeleteAccountInput) {
  return api<{ message?: string }>('DELETE', '/api/users/delete', { body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** Mails a code that confirms the deletion instead of the password. */
export function mailDeleteCode() {
  return api<{ message?: string }>('POST', '/api/users/delete/code', { body: {} });
}

export function useMailDeleteCode() {
  return useMutation({ mutationFn: mailDeleteCode });
}
