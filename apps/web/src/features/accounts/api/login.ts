import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { authStore } from '../auth-store';
import { getStatus } from './get-status';

/** Logs in, stores the session as the spec lists it, then loads the full user. */
export async function login(input: LoginInput) {
  const answer = await api<LoginResponse>('POST', '/api/users/login', { body: input });
  saveSession({
    token: answer.tokenUser,
    userId: answer.user._id,
    companyId: answer.user.companyId,
    firstName: answer.user.firstName,
    permissions: answer.user.permissions,
  });
  const status = await getStatus();
  authStore.setUser(status.user);
  return status.user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
