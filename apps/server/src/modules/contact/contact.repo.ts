import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { microsecondText, olderThan } from '../../db/keyset.js';
import { contactMessages, users } from '../../db/schema/index.js';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Executor, values: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/**
 * A page of the inbox, newest first, with the sender's login name when they were signed in, and
 * each message's `key`: its time to the microsecond, for the next page's cursor.
 */
export async function listContactMessages(
  db: Executor,
  options: { unreadOnly: boolean; after?: { at: string; id: string }; limit: number },
) {
  const after = options.after;
  return db
    .select({
      message: contactMessages,
      username: users.username,
      key: microsecondText(contactMessages.createdAt),
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .where(
      and(
        options.unreadOnly ? isNull(contactMessages.readAt) : undefined,
        after ? olderThan(contactMessages.createdAt, contactMessages.id, after) : undefined,
      ),
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(options.limit + 1);
}

export async function countUnread(db: Executor) {
  const [row] = await db
    .select({ count: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return row?.count ?? 0;
}

/** Marks a message read or unread; undefined when there is no such message. */
export async function setRead(db: Executor, id: string, read: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return row;
}

export async function findContactMessage(db: Executor, id: string) {
  const [row] = await db
    .select({ message: contactMessages, username: users.username })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .where(eq(contactMessages.id, id))
    .limit(1);
  return row;
}

/** Where the inbox's notice goes when no contact address is configured: every active admin. */
export async function activeAdmins(db: Executor) {
  return db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.permissions, 'admin'), eq(users.status, 'active')));
}
