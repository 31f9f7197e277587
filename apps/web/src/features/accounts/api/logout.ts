import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStore } from '../auth-store';

/** Revokes the token on the server; the local session is cleared even if the call fails. */
export async function logout() {
  try {
    await api('POST', '/api/users/logout');
  } finally {
    authStore.signOut();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Reset, not clear: queries of pages already built (the home page) must stay registered. Not
    // awaited: the caller's own onSettled (close the menu, go home) must not wait for the refetch,
    // or the open menu shows the signed-out items meanwhile.
    onSettled: () => {
      void queryClient.resetQueries();
    },
  });
}
