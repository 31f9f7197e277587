import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { microsecondText, olderThan } from '../../db/keyset.js';
import { companies, unlistedMakers, users } from '../../db/schema/index.js';

/** A user with their company (if any), as the administrators' users screens read them. */
const columns = {
  user: users,
  company: {
    id: companies.id,
    shortName: companies.shortName,
    companyName: companies.companyName,
    city: companies.city,
    country: companies.country,
    approvedAt: companies.approvedAt,
  },
  unlisted: unlistedMakers.companyId,
};

export type AdminUserRow = Awaited<ReturnType<typeof findUser>> & object;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The users with their companies, read as `columns` and the `more` fields a caller adds. */
function base<More extends SelectedFields>(db: Executor, more: More) {
  return db
    .select({ ...columns, ...more })
    .from(users)
    .leftJoin(companies, eq(companies.ownerId, users.id))
    .leftJoin(unlistedMakers, eq(unlistedMakers.companyId, companies.id));
}

/**
 * Newest accounts first (keyset on creation time and id), each with its `key`: the creation time
 * to the microsecond, for the next page's cursor. Deleted accounts are left out.
 */
export function listUsers(
  db: Executor,
  filter: {
    q?: string;
    role?: 'user' | 'seller' | 'admin';
    status?: 'pending' | 'active' | 'blocked';
    awaitingApproval?: boolean;
    after?: { at: string; id: string };
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(users.username, like),
        ilike(users.email, like),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${like}`,
        ilike(companies.companyName, like),
        ilike(companies.shortName, like),
      ),
    );
  }
  if (filter.role) conditions.push(eq(users.permissions, filter.role));
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.awaitingApproval) {
    conditions.push(isNotNull(companies.id), isNull(companies.approvedAt));
  }
  if (filter.after) conditions.push(olderThan(users.createdAt, users.id, filter.after));
  return base(db, { key: microsecondText(users.createdAt) })
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.limit + 1);
}

export async function findUser(db: Executor, id: string) {
  const [row] = await base(db, {}).where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}
