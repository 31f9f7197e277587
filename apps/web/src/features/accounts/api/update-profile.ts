import { useMutation } from '@tanstack/react-query';
import type { SessionUser, UpdateProfileInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { authStore } from '../auth-store';

/** Saves the caller's own profile and keeps the signed-in user up to date. */
export async function updateProfile(input: UpdateProfileInput) {
  const answer = await api<{ user: SessionUser }>('PATCH', '/api/users/update', { body: input });
  authStore.setUser(answer.user);
  return answer.user;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
