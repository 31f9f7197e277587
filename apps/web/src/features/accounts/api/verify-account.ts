import { useMutation } from '@tanstack/react-query';
import type { SessionUser, VerifyInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/** Confirms the e-mail address with the mailed code and the account's password. */
export function verifyAccount(input: VerifyInput) {
  return api<{ user: SessionUser }>('POST', '/api/users/verify', { body: input });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
