import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { authStore } from '../auth-store';
import { getStatus } from './get-status';

/** Stores the session as the spec lists it, then loads the full user. */
async function startSession(answer: LoginResponse) {
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

/** Logs in with the login name (or e-mail) and the password. */
export async function login(input: LoginInput) {
  return startSession(await api<LoginResponse>('POST', '/api/users/login', { body: input }));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** Logs in with the token of a mailed one-time sign-in link. */
export async function loginWithLink(token: string) {
  return startSession(
    await api<LoginResponse>('POST', '/api/users/login-link', { body: { token } }),
  );
}

export function useLoginWithLink() {
  return useMutation({ mutationFn: loginWithLink });
}
