import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface VerifyResetCodeResponse {
  message: string;
  /** The account's current login name. */
  username: string;
}

/** Checks the token of a recovery link without using it up. */
export function verifyResetCode(token: string) {
  return api<VerifyResetCodeResponse>('POST', '/api/users/verify-reset-code', {
    body: { confirmationCode: token },
  });
}

export function useVerifyResetCode(token: string | null) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => verifyResetCode(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
