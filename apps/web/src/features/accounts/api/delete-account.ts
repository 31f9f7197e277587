import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Deletes the caller's account; the caller then signs out locally. */
export function deleteAccount() {
  return api<{ message?: string }>('DELETE', '/api/users/delete');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
