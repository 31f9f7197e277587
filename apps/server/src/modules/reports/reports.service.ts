import {
  ACTIONS_BY_TARGET,
  DEFAULT_LOCALE,
  matchLocale,
  type AdminReport,
  type AdminReportListQuery,
  type AdminReportPage,
  type CreateReportInput,
  type ModerateReportInput,
  type ModerationAction,
  type ReportCreated,
  type ReportReason,
  type ReportTargetType,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import { isTimeKey } from '../../db/keyset.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { changeUserStatus } from '../accounts/accounts.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { setProductHidden } from '../catalog/catalog.service.js';
import { getMessageForModeration, hideMessage } from '../conversations/conversations.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { getReviewForModeration, setReviewHidden } from '../reviews/reviews.service.js';
import * as repo from './reports.repo.js';
import { SNAPSHOT_BUILDERS } from './snapshots.js';

export interface ReportsDeps {
  config: Config;
  kickMail: () => void;
}

export type ReportsContext = ReportsDeps & RequestContext;
export type ReportsAdmin = ReportsDeps & SignedInContext;

/**
 * Files a report with a snapshot of its target as it is now (unknown target: 404). A signed-in
 * reporter hears the outcome at their account's address, a visitor at the one they gave, if any.
 */
export async function createReport(
  ctx: ReportsContext,
  input: CreateReportInput,
): Promise<ReportCreated> {
  const targetId = input.targetType === 'none' ? null : (input.targetId ?? null);
  const snapshot = await SNAPSHOT_BUILDERS[input.targetType](ctx, targetId ?? '');
  const row = await repo.insertReport(ctx.db, {
    reason: input.reason,
    description: input.description,
    targetType: input.targetType,
    targetId,
    snapshot,
    reporterId: ctx.auth?.user._id ?? null,
    reporterEmail: ctx.auth?.user.email ?? input.email ?? null,
    locale: ctx.locale,
  });
  return { _id: row.id, createdAt: row.createdAt.toISOString() };
}

type ListedRow = NonNullable<Awaited<ReturnType<typeof repo.findReport>>>;

function toAdminReport({ report, reporterName, handlerName }: ListedRow): AdminReport {
  return {
    _id: report.id,
    reason: report.reason as ReportReason,
    description: report.description,
    targetType: report.targetType as ReportTargetType,
    targetId: report.targetId,
    snapshot: report.snapshot,
    reporter:
      report.reporterId && reporterName ? { _id: report.reporterId, username: reporterName } : null,
    reporterEmail: report.reporterEmail,
    status: report.status,
    note: report.note,
    action: (report.action as ModerationAction | null) ?? null,
    handledBy:
      report.handledById && handlerName ? { _id: report.handledById, username: handlerName } : null,
    handledAt: report.handledAt?.toISOString() ?? null,
    createdAt: report.createdAt.toISOString(),
  };
}

/** The moderation queue: open reports (or the handled ones), newest first. */
export async function listReports(
  ctx: ReportsAdmin,
  query: AdminReportListQuery,
): Promise<AdminReportPage> {
  const rows = await repo.listReports(ctx.db, {
    statuses: query.status === 'open' ? ['open'] : ['dismissed', 'resolved'],
    after: decodeCursor(query.cursor, isTimeKey),
    limit: query.limit,
  });
  const page = paginate(rows, query.limit, (row) => ({ at: row.key, id: row.report.id }));
  return { items: page.items.map(toAdminReport), nextCursor: page.nextCursor };
}

/**
 * Carries out one moderation action on an open report (issue 20) and closes it, in one
 * transaction: the change to the reported object, the report's decision, one audit entry and
 * the mail to the reporter (when an address is known, in the language they reported in). A
 * report handled already answers 409 (the first decision stands), an action that does not fit
 * the target 400, a target that is gone 404, an object hidden already 409.
 */
export async function moderateReport(
  ctx: ReportsAdmin,
  id: string,
  input: ModerateReportInput,
): Promise<AdminReport> {
  const note = input.note || null;
  const report = await ctx.db.transaction(async (tx) => {
    const txCtx: ReportsAdmin = { ...ctx, db: tx };
    const open = await repo.lockOpenReport(tx, id);
    if (!open) {
      if (await repo.findReport(tx, id)) throw new ConflictError('reportHandledAlready');
      throw new NotFoundError();
    }
    const targetType = open.targetType as ReportTargetType;
    if (!ACTIONS_BY_TARGET[targetType].includes(input.action)) {
      throw new BadRequestError('moderationActionInvalid', { action: 'moderationActionInvalid' });
    }
    const status = input.action === 'dismiss' ? 'dismissed' : 'resolved';
    await ACTION_HANDLERS[input.action](txCtx, {
      reportId: id,
      targetType,
      targetId: open.targetId ?? '',
      note,
    });
    const closed = await repo.closeReport(tx, id, {
      status,
      note,
      action: input.action,
      handledById: ctx.auth.user._id,
    });
    if (!closed) throw new ConflictError('reportHandledAlready');
    if (closed.reporterEmail) {
      await enqueueMail(tx, {
        to: closed.reporterEmail,
        locale: matchLocale(closed.locale) ?? DEFAULT_LOCALE,
        template: {
          name: 'reportHandled',
          outcome: status,
          note,
          reportedAt: closed.createdAt.toISOString(),
        },
      });
    }
    return (await repo.findReport(tx, id))!;
  });
  ctx.kickMail();
  return toAdminReport(report);
}

interface ActionInput {
  reportId: string;
  targetType: ReportTargetType;
  /** Empty only for `none`, which allows no action but a decision. */
  targetId: string;
  note: string | null;
}

/** A decision without a change to any object: the audit entry is the report's. */
const decide =
  (status: 'dismissed' | 'resolved') =>
  (ctx: ReportsAdmin, { reportId, note }: ActionInput) =>
    recordAudit(ctx, {
      action: status === 'dismissed' ? 'report.dismiss' : 'report.resolve',
      targetType: 'report',
      targetId: reportId,
      before: { status: 'open' },
      after: { status },
      note,
    });

/** Whose account a report's object speaks for: a product's or company's owner, an author. */
async function responsibleUser(ctx: ReportsAdmin, { targetType, targetId }: ActionInput) {
  switch (targetType) {
    case 'product':
      return (await repo.findProductForModeration(ctx.db, targetId))?.ownerId;
    case 'company':
      return repo.findCompanyOwner(ctx.db, targetId);
    case 'review':
      return (await getReviewForModeration(ctx.db, targetId))?.authorId;
    case 'message':
      return (await getMessageForModeration(ctx.db, targetId))?.senderId ?? undefined;
    default:
      return undefined;
  }
}

const ACTION_HANDLERS: Record<
  ModerationAction,
  (ctx: ReportsAdmin, input: ActionInput) => Promise<void>
> = {
  dismiss: decide('dismissed'),
  resolve: decide('resolved'),
  hideProduct: async (ctx, { targetId, note }) => {
    const product = await repo.findProductForModeration(ctx.db, targetId);
    if (!product) throw new NotFoundError();
    if (product.hiddenAt) throw new ConflictError('hiddenAlready');
    await setProductHidden(ctx, targetId, true);
    await recordAudit(ctx, {
      action: 'product.hide',
      targetType: 'product',
      targetId,
      before: { hidden: false },
      after: { hidden: true },
      note,
    });
  },
  hideReview: async (ctx, { targetId, note }) => {
    await setReviewHidden(ctx.db, targetId, true);
    await recordAudit(ctx, {
      action: 'review.hide',
      targetType: 'review',
      targetId,
      before: { hidden: false },
      after: { hidden: true },
      note,
    });
  },
  hideMessage: async (ctx, { targetId, note }) => {
    await hideMessage(ctx.db, targetId);
    await recordAudit(ctx, {
      action: 'message.hide',
      targetType: 'message',
      targetId,
      before: { hidden: false },
      after: { hidden: true },
      note,
    });
  },
  blockUser: async (ctx, input) => {
    const userId = await responsibleUser(ctx, input);
    if (!userId) throw new NotFoundError();
    await blockUser(ctx, userId, input.note ?? '');
  },
};

/**
 * Shows a review moderation hid, with its stars back in the product's and the maker's rating
 * columns; one audit entry. Unknown: 404; not hidden: 409.
 */
export async function unhideReview(ctx: ReportsAdmin, reviewId: string, note: string) {
  await ctx.db.transaction(async (tx) => {
    const txCtx: ReportsAdmin = { ...ctx, db: tx };
    await setReviewHidden(tx, reviewId, false);
    await recordAudit(txCtx, {
      action: 'review.unhide',
      targetType: 'review',
      targetId: reviewId,
      before: { hidden: true },
      after: { hidden: false },
      note,
    });
  });
}

/** Lists a product moderation hid again; one audit entry. Unknown: 404; not hidden: 409. */
export async function unhideProduct(ctx: ReportsAdmin, productId: string, note: string) {
  await ctx.db.transaction(async (tx) => {
    const txCtx: ReportsAdmin = { ...ctx, db: tx };
    const product = await repo.findProductForModeration(tx, productId);
    if (!product) throw new NotFoundError();
    if (!product.hiddenAt) throw new ConflictError('notHidden');
    await setProductHidden(txCtx, productId, false);
    await recordAudit(txCtx, {
      action: 'product.unhide',
      targetType: 'product',
      targetId: productId,
      before: { hidden: true },
      after: { hidden: false },
      note,
    });
  });
}

/**
 * Blocks a user with the note as the reason, through the accounts module (which signs them out,
 * unlists a maker's products, mails the reason and writes the one audit entry). Blocked
 * already: 409, as nothing would change.
 */
async function blockUser(ctx: ReportsAdmin, userId: string, reason: string): Promise<void> {
  const status = await repo.findUserStatus(ctx.db, userId);
  if (!status) throw new NotFoundError();
  if (status === 'blocked') throw new ConflictError('userBlockedAlready');
  await changeUserStatus(ctx, userId, { status: 'blocked', reason });
}

// The reports about one user, for the administrators' user page (issue 20).
export * from './reports-about.js';

// The module's part of the dashboards (issue 20).
export * from './reports.stats.js';
