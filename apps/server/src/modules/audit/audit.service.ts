import type { AuditEntry as AuditEntryView, AuditListQuery, AuditPage } from '@kramik/contract';
import { auditLog } from '../../db/schema/index.js';
import { isTimeKey } from '../../db/keyset.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import type { SignedInContext } from '../../plugins/context.js';
import * as repo from './audit.repo.js';

/** One administrator's action, as `recordAudit` writes it (issue 20). */
export interface AuditEntry {
  /** A dotted name: `user.status`, `site.config`, `category.delete`, `report.resolve`, … */
  action: string;
  /** What kind of object it touched: `user`, `company`, `site`, `category`, `operator`, … */
  targetType: string;
  /** The object's id; null when the action concerns the whole site. */
  targetId?: string | null;
  /** The values the action changed, as they were before and after (only the changed fields). */
  before?: unknown;
  after?: unknown;
  /** The administrator's note (a moderation decision's reason, a block's reason). */
  note?: string | null;
}

/**
 * Writes one audit entry for the signed-in caller's action. Call it with the context of the
 * transaction that makes the change, so that the entry lands exactly when the change does.
 */
export async function recordAudit(ctx: SignedInContext, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(auditLog).values({
    actorId: ctx.auth.user._id,
    actorName: ctx.auth.user.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  });
}

/** What an audit value shows of a secret: only that it changed. */
export const SECRET_CHANGED = 'changed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A bound of the time filter; a bare day as `to` means up to the end of that day. */
function boundOf(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return end && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(date.getTime() + DAY_MS) : date;
}

/** The audit log for `/admin/audit`, newest first, filtered. */
export async function listAudit(ctx: SignedInContext, query: AuditListQuery): Promise<AuditPage> {
  const after = decodeCursor(query.cursor, isTimeKey);
  const rows = await repo.listEntries(
    ctx.db,
    {
      action: query.action || undefined,
      actorId: query.actorId,
      targetType: query.targetType || undefined,
      targetId: query.targetId || undefined,
      from: boundOf(query.from, false),
      to: boundOf(query.to, true),
    },
    query.limit,
    after,
  );
  const page = paginate(rows, query.limit, (row) => ({ at: row.key, id: row.entry.id }));
  return {
    nextCursor: page.nextCursor,
    items: page.items.map(({ entry }): AuditEntryView => ({
      _id: entry.id,
      actorId: entry.actorId,
      actorName: entry.actorName,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
