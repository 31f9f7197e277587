import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, optionalRef } from './columns.js';

/**
 * What an administrator did (issue 20): who, when, which action on which object, and the values
 * before and after. Rows are only ever added; the actor's name is kept as it was, so that deleting
 * the account leaves the entry readable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: optionalRef('actor_id', () => users.id, 'set null'),
    actorName: text('actor_name').notNull(),
    /** A dotted name: `user.status`, `site.config`, `category.delete`, `report.resolve`, … */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    /** The object's id (a UUID, an operator's name, a setting's key); null for the whole site. */
    targetId: text('target_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
