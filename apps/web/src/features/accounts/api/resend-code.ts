import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Mails a new registration code; the answer is the same whether or not the account exists. */
export function resendCode(input: { username: string }) {
  return api<{ message: string }>('POST', '/api/users/resend-code', { body: input });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
