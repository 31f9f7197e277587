import {
  DEFAULT_LOCALE,
  matchLocale,
  type AdminReport,
  type AdminReportListQuery,
  type AdminReportPage,
  type CreateReportInput,
  type ReportCreated,
  type ReportReason,
  type ReportTargetType,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { enqueueMail } from '../mail/mail.service.js';
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

function isCursor(value: Record<string, unknown>): value is { t: string; i: string } {
  return (
    typeof value.t === 'string' &&
    !Number.isNaN(Date.parse(value.t)) &&
    typeof value.i === 'string' &&
    /^[0-9a-f-]{36}$/i.test(value.i)
  );
}

type ListedRow = Awaited<ReturnType<typeof repo.listReports>>[number];

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
  const cursor = decodeCursor(query.cursor, isCursor);
  const rows = await repo.listReports(ctx.db, {
    statuses: query.status === 'open' ? ['open'] : ['dismissed', 'resolved'],
    after: cursor ? { createdAt: cursor.t, id: cursor.i } : undefined,
    limit: query.limit,
  });
  const page = paginate(rows, query.limit, (row) => ({
    t: row.report.createdAt.toISOString(),
    i: row.report.id,
  }));
  return { items: page.items.map(toAdminReport), nextCursor: page.nextCursor };
}

/**
 * Closes an open report as dismissed or resolved, with the administrator's note, and mails the
 * reporter (when an address is known) in the language they reported in. A report handled
 * already answers 409; the first decision stands.
 */
export async function handleReport(
  ctx: ReportsAdmin,
  id: string,
  outcome: 'dismissed' | 'resolved',
  note: string | null,
): Promise<AdminReport> {
  const report = await ctx.db.transaction(async (tx) => {
    const closed = await repo.closeReport(tx, id, {
      status: outcome,
      note,
      handledById: ctx.auth.user._id,
    });
    if (!closed) {
      if (await repo.findReport(tx, id)) throw new ConflictError('reportHandledAlready');
      throw new NotFoundError();
    }
    if (closed.reporterEmail) {
      await enqueueMail(tx, {
        to: closed.reporterEmail,
        locale: matchLocale(closed.locale) ?? DEFAULT_LOCALE,
        template: {
          name: 'reportHandled',
          outcome,
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
