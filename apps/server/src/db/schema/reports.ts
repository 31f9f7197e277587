import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ReportSnapshot } from '@kramik/contract';
import { users } from './accounts.js';
import { at, createdAt, id, optionalRef } from './columns.js';

/**
 * A report of suspicious activity (issue 18). The target is kept by id without a foreign key and
 * with a snapshot of what it said when reported, so that editing or deleting the product, maker,
 * review or message erases neither the report nor its evidence.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    snapshot: jsonb('snapshot').$type<ReportSnapshot>().notNull(),
    reporterId: optionalRef('reporter_id', () => users.id, 'set null'),
    /** Where the outcome is mailed: the user's address then, or the one a visitor gave. */
    reporterEmail: text('reporter_email'),
    /** The reporter's language, for that mail. */
    locale: text('locale').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'resolved'] })
      .notNull()
      .default('open'),
    note: text('note'),
    /**
     * What the administrator did about it (issue 20): `dismiss`, `hideProduct`, `hideReview`,
     * `hideMessage`, `blockUser`; null for a report closed before moderation actions existed.
     */
    action: text('action'),
    handledById: optionalRef('handled_by_id', () => users.id, 'set null'),
    handledAt: at('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_target_idx').on(t.targetType, t.targetId),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('counterfeit', 'prohibited', 'fraud', 'abusive', 'intellectualProperty', 'other')`,
    ),
    check(
      'reports_target_check',
      sql`(${t.targetType} = 'none' and ${t.targetId} is null) or (${t.targetType} in ('product', 'company', 'review', 'message') and ${t.targetId} is not null)`,
    ),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'resolved')`),
  ],
);
