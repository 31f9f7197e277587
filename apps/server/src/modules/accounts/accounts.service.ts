import type { LoginInput, LoginResponse, SessionUser } from '@kramik/contract';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.js';
import { getDummyHash, verifyPassword } from '../../lib/passwords.js';
import { createToken, hashToken } from '../../lib/tokens.js';
import type { Executor } from '../../db/client.js';
import * as repo from './accounts.repo.js';

export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface AuthContext {
  sessionId: string;
  user: SessionUser;
}

export function toSessionUser(row: repo.UserRow, companyId: string | null): SessionUser {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    companyId,
    permissions: row.permissions,
    status: row.status,
    registeredAt: row.createdAt.toISOString(),
  };
}

/** Checks the credentials and opens a new session; every failure looks the same to the caller. */
export async function login(
  db: Executor,
  input: LoginInput,
  now = new Date(),
): Promise<LoginResponse> {
  const user = await repo.findUserByLogin(db, input.username);
  if (!user) {
    await verifyPassword(await getDummyHash(), input.password);
    throw new UnauthorizedError('loginFailed', 'LOGIN_FAILED');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new UnauthorizedError('loginFailed', 'LOGIN_FAILED');
  }
  // Only after the password is proven do we say why a real account cannot log in.
  if (user.status === 'pending')
    throw new ForbiddenError('accountNotVerified', 'ACCOUNT_NOT_VERIFIED');
  if (user.status === 'blocked') throw new ForbiddenError('accountBlocked', 'ACCOUNT_BLOCKED');

  const token = createToken();
  await repo.insertSession(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  const companyId = await repo.findCompanyIdOfOwner(db, user.id);
  return {
    tokenUser: token,
    user: { _id: user.id, companyId, firstName: user.firstName, permissions: user.permissions },
  };
}

/** Resolves a bearer token to its session and user, or null when it is unknown, expired or revoked. */
export async function authenticate(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<AuthContext | null> {
  const row = await repo.findLiveSession(db, hashToken(token), now);
  if (!row) return null;
  return { sessionId: row.session.id, user: toSessionUser(row.user, row.companyId) };
}

export function logout(db: Executor, auth: AuthContext, now = new Date()) {
  return repo.revokeSession(db, auth.sessionId, now);
}
