import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Mails a recovery link; the answer never says whether the address has an account. */
export function recoverPassword(input: { email: string }) {
  return api<{ message: string }>('POST', '/api/users/recover-password', { body: input });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
