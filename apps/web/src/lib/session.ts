import type { Permission } from '@kramik/contract';

/**
 * The spec keeps the session in sessionStorage (token, user id, company id, first name and
 * permissions); the server's strict CSP keeps injected scripts from reading it.
 */
const KEYS = {
  token: 'token',
  user: 'user',
  company: 'company',
  firstName: 'firstName',
  permissions: 'permissions',
} as const;

export interface StoredSession {
  token: string;
  userId: string;
  companyId: string | null;
  firstName: string;
  permissions: Permission;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(KEYS.token) ?? null;
}

export function saveSession(session: StoredSession) {
  const s = storage();
  if (!s) return;
  s.setItem(KEYS.token, session.token);
  s.setItem(KEYS.user, session.userId);
  if (session.companyId) s.setItem(KEYS.company, session.companyId);
  else s.removeItem(KEYS.company);
  s.setItem(KEYS.firstName, session.firstName);
  s.setItem(KEYS.permissions, session.permissions);
}

export function clearSession() {
  const s = storage();
  if (!s) return;
  for (const key of Object.values(KEYS)) s.removeItem(key);
}
