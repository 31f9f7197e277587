import type { Permission } from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import * as repo from './accounts.repo.js';

/**
 * The login names a catalog import gives its makers' accounts (`import-seller-<id>`), by which a
 * later import finds them again: nobody may register or take one, or the import would hand a
 * maker's products to them.
 */
export const IMPORTED_SELLER_USERNAME_PREFIX = 'import-seller-';

/**
 * What an account imported with a catalog can never be logged in with: no argon2 hash looks like
 * this, so every password fails until the owner sets one through password recovery.
 */
const NO_PASSWORD_HASH = '!';

/** An account a catalog import asked for (see `ensureImportedSellerAccounts`). */
export interface ImportedSellerAccount {
  id: string;
  permissions: Permission;
  deleted: boolean;
  /** Made by this call (false: the username was already taken). */
  created: boolean;
}

/**
 * Seller accounts for the makers of a catalog import: active, with no usable password, so nobody
 * logs in until the operator hands an account over through password recovery. Accounts that
 * already exist (same username or e-mail) are left as they are. Answers each requested username's
 * account, keyed by the lower-cased username; a username missing from the answer lost to another
 * account's e-mail.
 */
export async function ensureImportedSellerAccounts(
  db: Executor,
  accounts: { username: string; email: string }[],
): Promise<Map<string, ImportedSellerAccount>> {
  const created = await repo.insertUsersIfFree(
    db,
    accounts.map(({ username, email }) => ({
      username,
      email: email.toLowerCase(),
      passwordHash: NO_PASSWORD_HASH,
      permissions: 'seller' as const,
      status: 'active' as const,
    })),
  );
  const createdIds = new Set(created.map((row) => row.id));
  const rows = await repo.findUsersByUsernames(
    db,
    accounts.map((account) => account.username),
  );
  return new Map(
    rows.map((row) => [
      row.username.toLowerCase(),
      {
        id: row.id,
        permissions: row.permissions,
        deleted: row.deletedAt !== null,
        created: createdIds.has(row.id),
      },
    ]),
  );
}
