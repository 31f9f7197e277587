import { auditLog } from '../../db/schema/index.js';
import type { SignedInContext } from '../../plugins/context.js';

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
