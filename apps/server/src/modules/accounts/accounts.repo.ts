import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import {
  addresses,
  companies,
  invoiceData,
  knownAddresses,
  loginFailures,
  oneTimeCodes,
  sessions,
  users,
} from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = CodeRow['purpose'];

export async function findUserByLogin(db: Executor, login: string) {
  const needle = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`),
      ),
    )
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row;
}

/** True when another account already uses the login name (case-insensitively). */
export async function isUsernameTaken(db: Executor, username: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function isEmailTaken(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Inserts the accounts whose username and e-mail are both free; answers those inserted. */
export async function insertUsersIfFree(db: Executor, values: (typeof users.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
}

/** The accounts with these login names (compared case-insensitively, deleted ones included). */
export async function findUsersByUsernames(db: Executor, usernames: string[]) {
  if (usernames.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        usernames.map((name) => name.toLowerCase()),
      ),
    );
}

export async function updateUser(
  db: Executor,
  id: string,
  patch: Partial<Omit<typeof users.$inferInsert, 'id'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function findCompanyIdOfOwner(db: Executor, ownerId: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerId, ownerId))
    .limit(1);
  return row?.id ?? null;
}

export async function insertSession(
  db: Executor,
  input: { userId: string; tokenHash: string; expiresAt: Date },
) {
  const [row] = await db.insert(sessions).values(input).returning({ id: sessions.id });
  return row!;
}

/** The live session for a token hash together with its user, or undefined. */
/**
 * The live session of a token hash with its user and the user's company. Every signed-in request
 * makes it, so it is built once and prepared on each connection (`db/prepared.ts`: a checkout's
 * three requests built and parsed it three times).
 */
const liveSession = preparedQuery((db) =>
  db
    .select({ sessionId: sessions.id, user: users, companyId: companies.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.ownerId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
        eq(users.status, 'active'),
      ),
    )
    .limit(1),
);

export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await liveSession(db, { tokenHash, now });
  return row;
}

export async function revokeSession(db: Executor, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user, except the one given (the caller's own, when it stays). */
export async function revokeSessionsOfUser(
  db: Executor,
  userId: string,
  now: Date,
  exceptSessionId?: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function insertCode(
  db: Executor,
  values: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date },
) {
  await db.insert(oneTimeCodes).values(values);
}

/** Retires the user's open codes of a purpose (a new one replaces them). */
export async function retireCodes(db: Executor, userId: string, purpose: CodePurpose, now: Date) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}

/** The newest code of the user for a purpose that has not been used, locked for the change. */
export async function findOpenCodeOfUser(db: Executor, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function findCodeByHash(db: Executor, codeHash: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.codeHash, codeHash), eq(oneTimeCodes.purpose, purpose)))
    .limit(1)
    .for('update');
  return row;
}

export async function updateCode(
  db: Executor,
  id: string,
  patch: { attempts?: number; usedAt?: Date },
) {
  await db.update(oneTimeCodes).set(patch).where(eq(oneTimeCodes.id, id));
}

/** Failures for the login name since a time; with an address digest, only those from it. */
export async function countRecentLoginFailures(
  db: Executor,
  loginKey: string,
  since: Date,
  addressHash?: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.loginKey, loginKey),
        gt(loginFailures.createdAt, since),
        addressHash ? eq(loginFailures.addressHash, addressHash) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function recordLoginFailure(db: Executor, loginKey: string, addressHash: string) {
  await db.insert(loginFailures).values({ loginKey, addressHash });
}

/** Forgets the failures of the login names; with an address digest, only those from it. */
export async function clearLoginFailures(db: Executor, loginKeys: string[], addressHash?: string) {
  for (const key of loginKeys) {
    await db
      .delete(loginFailures)
      .where(
        and(
          eq(loginFailures.loginKey, key),
          addressHash ? eq(loginFailures.addressHash, addressHash) : undefined,
        ),
      );
  }
}

/** True when the account signed in from the address (digest) since the given time. */
export async function isKnownAddress(
  db: Executor,
  userId: string,
  addressHash: string,
  since: Date,
) {
  const [row] = await db
    .select({ userId: knownAddresses.userId })
    .from(knownAddresses)
    .where(
      and(
        eq(knownAddresses.userId, userId),
        eq(knownAddresses.addressHash, addressHash),
        gt(knownAddresses.lastSeenAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function rememberAddress(
  db: Executor,
  userId: string,
  addressHash: string,
  now: Date,
) {
  await db
    .insert(knownAddresses)
    .values({ userId, addressHash, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [knownAddresses.userId, knownAddresses.addressHash],
      set: { lastSeenAt: now },
    });
}

/** How many codes of a purpose the user was sent since a time (used or not). */
export async function countCodesSince(
  db: Executor,
  userId: string,
  purpose: CodePurpose,
  since: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export type AddressRow = typeof addresses.$inferSelect;
export type InvoiceDataRow = typeof invoiceData.$inferSelect;

export function listAddresses(db: Executor, userId: string) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(addresses.createdAt, addresses.id);
}

export async function insertAddress(db: Executor, values: typeof addresses.$inferInsert) {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

export async function updateAddress(
  db: Executor,
  userId: string,
  id: string,
  patch: Partial<typeof addresses.$inferInsert>,
) {
  const [row] = await db
    .update(addresses)
    .set(patch)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Executor, userId: string, id: string) {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

export function listInvoiceData(db: Executor, userId: string) {
  return db
    .select()
    .from(invoiceData)
    .where(eq(invoiceData.userId, userId))
    .orderBy(invoiceData.createdAt, invoiceData.id);
}

export async function insertInvoiceData(db: Executor, values: typeof invoiceData.$inferInsert) {
  const [row] = await db.insert(invoiceData).values(values).returning();
  return row!;
}

export async function updateInvoiceData(
  db: Executor,
  userId: string,
  id: string,
  patch: Partial<typeof invoiceData.$inferInsert>,
) {
  const [row] = await db
    .update(invoiceData)
    .set(patch)
    .where(and(eq(invoiceData.id, id), eq(invoiceData.userId, userId)))
    .returning();
  return row;
}

export async function deleteInvoiceData(db: Executor, userId: string, id: string) {
  const rows = await db
    .delete(invoiceData)
    .where(and(eq(invoiceData.id, id), eq(invoiceData.userId, userId)))
    .returning({ id: invoiceData.id });
  return rows.length > 0;
}

/** Removes what identifies a person; the row stays so that orders keep their reference. */
export async function eraseUser(db: Executor, userId: string, now: Date, passwordHash: string) {
  const tag = `deleted-${userId.slice(0, 8)}`;
  await db.delete(addresses).where(eq(addresses.userId, userId));
  await db.delete(invoiceData).where(eq(invoiceData.userId, userId));
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
  await db.delete(knownAddresses).where(eq(knownAddresses.userId, userId));
  await db
    .update(users)
    .set({
      username: tag,
      email: `${tag}-${userId}@deleted.invalid`,
      passwordHash,
      firstName: '',
      lastName: '',
      phone: null,
      status: 'blocked',
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

// ---- Administrators' changes (issue 20) ------------------------------------------------------

/**
 * The active administrators, locked until the transaction ends: two administrators demoting or
 * blocking each other at once cannot both pass the "last active administrator" check.
 */
export async function lockActiveAdmins(db: Executor) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.permissions, 'admin'), eq(users.status, 'active'), isNull(users.deletedAt)))
    .for('update');
  return rows.map((row) => row.id);
}

/** The user's company as the status change needs it: id, name and approval. */
export async function findCompanyOfOwner(db: Executor, ownerId: string) {
  const [row] = await db
    .select({ id: companies.id, shortName: companies.shortName, approvedAt: companies.approvedAt })
    .from(companies)
    .where(eq(companies.ownerId, ownerId))
    .limit(1);
  return row;
}
