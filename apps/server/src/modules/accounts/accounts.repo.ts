import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companies, sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

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
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users, companyId: companies.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.ownerId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Executor, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
