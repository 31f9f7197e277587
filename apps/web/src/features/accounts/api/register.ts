import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export interface RegisterResponse {
  username: { username: string };
}

/** Creates a buyer account; the confirmation code travels only by e-mail (PRODUCT.md). */
export function register(input: RegisterInput) {
  return api<RegisterResponse>('POST', '/api/users/register', { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
