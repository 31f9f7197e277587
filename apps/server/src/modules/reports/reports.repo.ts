import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { microsecondText, olderThan } from '../../db/keyset.js';
import {
  companies,
  conversationMessages,
  products,
  reports,
  users,
} from '../../db/schema/index.js';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;

export async function insertReport(db: Executor, values: NewReport) {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}

const handlers = alias(users, 'handlers');

/**
 * A page of reports with the reporter's and the handler's login names, newest first, and each
 * report's `key`: its time to the microsecond, for the next page's cursor.
 */
export async function listReports(
  db: Executor,
  options: {
    statuses: ReportRow['status'][];
    after?: { at: string; id: string };
    limit: number;
  },
) {
  const after = options.after;
  return db
    .select({
      report: reports,
      reporterName: users.username,
      handlerName: handlers.username,
      key: microsecondText(reports.createdAt),
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .leftJoin(handlers, eq(handlers.id, reports.handledById))
    .where(
      and(
        inArray(reports.status, options.statuses),
        after ? olderThan(reports.createdAt, reports.id, after) : undefined,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(options.limit + 1);
}

export async function findReport(db: Executor, id: string) {
  const [row] = await db
    .select({ report: reports, reporterName: users.username, handlerName: handlers.username })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .leftJoin(handlers, eq(handlers.id, reports.handledById))
    .where(eq(reports.id, id))
    .limit(1);
  return row;
}

/** Closes an open report; undefined when it is not open (already handled, or unknown). */
export async function closeReport(
  db: Executor,
  id: string,
  values: {
    status: 'dismissed' | 'resolved';
    note: string | null;
    action: string;
    handledById: string;
  },
) {
  const [row] = await db
    .update(reports)
    .set({ ...values, handledAt: sql`now()` })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning();
  return row;
}

/**
 * The thread a conversation message belongs to (a read of the conversations table: its service
 * finds threads, not single messages). Who may see the thread is the service's decision.
 */
export async function findMessageThread(db: Executor, messageId: string) {
  const [row] = await db
    .select({ threadId: conversationMessages.threadId })
    .from(conversationMessages)
    .where(eq(conversationMessages.id, messageId))
    .limit(1);
  return row?.threadId;
}

/**
 * Locks an open report for a decision (a concurrent decision waits, then finds it handled);
 * undefined when it is not open.
 */
export async function lockOpenReport(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .for('update');
  return row;
}

/**
 * A product's maker's owner and whether moderation hides it (reads of the catalog and companies
 * tables: their services do not say who owns a product, nor show a hidden one's state).
 */
export async function findProductForModeration(db: Executor, productId: string) {
  const [row] = await db
    .select({ hiddenAt: products.hiddenAt, ownerId: companies.ownerId })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/** A company's owner. */
export async function findCompanyOwner(db: Executor, companyId: string) {
  const [row] = await db
    .select({ ownerId: companies.ownerId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.ownerId;
}

/** A user's status (blocking is the accounts module's; this only reads whether it is needed). */
export async function findUserStatus(db: Executor, userId: string) {
  const [row] = await db
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.status;
}
