import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, matchLocale, type Locale, type SessionUser } from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { BadRequestError } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secrets.js';
import type * as repo from './accounts.repo.js';

/** What the account services need besides the database. */
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
