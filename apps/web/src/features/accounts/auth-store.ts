import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@kramik/contract';
import { clearSession, getToken } from '../../lib/session';
import { getStatus } from './api/get-status';

export interface AuthState {
  user: SessionUser | null;
  /** A stored token was refused by the status check (SPEC §4: go to /auth). */
  statusFailed: boolean;
  /** The user logged out or deleted the account: guarded pages send them home, not to /auth. */
  signedOut: boolean;
}

/** What a server render knows: nobody is signed in (the session lives in this tab only). */
const VISITOR: AuthState = { user: null, statusFailed: false, signedOut: false };
// A visitor's state is the server's very object: after hydration React compares the two, and a
// different one re-renders every reader of the store at once, in one long task.
let state: AuthState = VISITOR;
const listeners = new Set<() => void>();

function setState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

export const authStore = {
  get: (): AuthState => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  setUser: (user: SessionUser | null) => setState({ user, statusFailed: false, signedOut: false }),
  /** The server no longer accepts the token: forget the whole session. */
  expire: () => {
    clearSession();
    setState({ user: null, statusFailed: true, signedOut: false });
  },
  signOut: () => {
    clearSession();
    setState({ user: null, statusFailed: false, signedOut: true });
  },
};

/** Runs before the first navigation renders: resolves a stored token into the signed-in user. */
export async function initAuth() {
  if (!getToken()) return;
  try {
    const status = await getStatus();
    authStore.setUser(status.user);
  } catch {
    authStore.expire();
  }
}

const visitor = () => VISITOR;

/** A server-rendered page hydrates as the visitor it was rendered for, then shows the user. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, visitor);
}
