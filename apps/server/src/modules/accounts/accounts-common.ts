import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, matchLocale, type Locale, type SessionUser } from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { BadRequestError, UnauthorizedError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { SecretBox } from '../../lib/secrets.js';
import * as repo from './accounts.repo.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';

/** What the account services need besides the database. */
/** What the account services take: the module's collaborators with the request's context. */
export type AccountsContext = AccountsDeps & RequestContext;
/** The same for a signed-in caller. */
export type AccountsCaller = AccountsDeps & SignedInContext;

export interface AccountsDeps {
  db: Database;
  config: Config;
  /** Keys the digests of client addresses (`known_addresses`, `login_failures`). */
  secrets: SecretBox;
  /** Wakes the mail worker after a transaction that queued mail has committed. */
  kickMail: () => void;
}

export interface AuthContext {
  sessionId: string;
  user: SessionUser;
}

export const MAX_CODE_ATTEMPTS = 5;

export const localeOf = (row: repo.UserRow): Locale => matchLocale(row.locale) ?? DEFAULT_LOCALE;
export const codeHash = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code.trim()}`).digest('hex');

export type CodeErrorKey = 'invalidCode' | 'codeExpired' | 'codeLocked' | 'verifyWrongPassword';

export function codeError(key: CodeErrorKey) {
  const codes = {
    invalidCode: 'INVALID_CODE',
    codeExpired: 'CODE_EXPIRED',
    codeLocked: 'CODE_LOCKED',
    verifyWrongPassword: 'WRONG_PASSWORD',
  } as const;
  return new BadRequestError(key, undefined, codes[key]);
}

/** The signed-in caller's own account row; 401 when it is gone. */
export async function requireOwnAccount({ db, auth }: SignedInContext) {
  const user = await repo.findUserById(db, auth.user._id);
  if (!user) throw new UnauthorizedError();
  return user;
}

/** Proves the owner is asking: the account's current password, reported on the given field. */
export async function requireCurrentPassword(
  user: repo.UserRow,
  password: string,
  field: 'currentPassword' | 'password',
) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new BadRequestError(
      'wrongCurrentPassword',
      { [field]: 'wrongCurrentPassword' },
      'WRONG_PASSWORD',
    );
  }
}
