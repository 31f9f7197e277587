import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminReportListQuerySchema,
  AdminReportPageSchema,
  AdminReportSchema,
  ApiErrorSchema,
  CreateReportInputSchema,
  DismissReportInputSchema,
  ModerateReportInputSchema,
  ReportCreatedSchema,
  ResolveReportInputSchema,
  UnhideInputSchema,
} from '@kramik/contract';
import { callerContextOf, contextOf } from '../../plugins/context.js';
import { created, noContent, route } from '../../plugins/route.js';
import * as reports from './reports.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });

export interface ReportsRouteDeps extends reports.ReportsDeps {
  /** The per-address budget shared with the contact form. */
  limitByAddress: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** `POST /api/reports` for everyone, and the admin's moderation queue. */
export function reportsRoutes(deps: ReportsRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = (request: FastifyRequest) => callerContextOf(deps, request, 'admin');

    app.post(
      '/api/reports',
      {
        ...route(
          'public',
          'site',
          'Report a product, a maker, a review, a message or suspicious activity (visitors too)',
          {
            description:
              'Stores a snapshot of the reported object as it is now. Limited per client address together with the contact form.',
            body: CreateReportInputSchema,
            response: { 201: ReportCreatedSchema, 429: ApiErrorSchema },
          },
        ),
        onRequest: deps.limitByAddress,
      },
      (request, reply) =>
        created(reply, reports.createReport(contextOf(deps, request), request.body)),
    );

    app.get(
      '/api/admin/reports',
      route('admin', 'admin', 'The moderation queue: open (or handled) reports, newest first', {
        querystring: AdminReportListQuerySchema,
        response: { 200: AdminReportPageSchema },
      }),
      (request) => reports.listReports(admin(request), request.query),
    );

    app.post(
      '/api/admin/reports/:id/dismiss',
      route('admin', 'admin', 'Dismiss a report (nothing wrong found); the reporter is mailed', {
        params: IdParamsSchema,
        body: DismissReportInputSchema,
        response: { 200: AdminReportSchema, 409: ApiErrorSchema },
      }),
      (request) =>
        reports.moderateReport(admin(request), request.params.id, {
          action: 'dismiss',
          note: request.body.note,
        }),
    );

    app.post(
      '/api/admin/reports/:id/resolve',
      route(
        'admin',
        'admin',
        'Resolve a report with a note of what was done; the reporter is mailed',
        {
          params: IdParamsSchema,
          body: ResolveReportInputSchema,
          response: { 200: AdminReportSchema, 409: ApiErrorSchema },
        },
      ),
      (request) =>
        reports.moderateReport(admin(request), request.params.id, {
          action: 'resolve',
          note: request.body.note,
        }),
    );

    app.post(
      '/api/admin/reports/:id/action',
      route(
        'admin',
        'admin',
        'Act on a report (dismiss, resolve, hide the product, review or message, block the user) with a note; the reporter is mailed',
        {
          description:
            "One transaction: the change, the decision, one audit entry and the mail. `blockUser` blocks the account behind the reported object (a product's or company's owner, a review's or message's author) with the note as the reason. An action that does not fit the target answers 400, a second decision 409.",
          params: IdParamsSchema,
          body: ModerateReportInputSchema,
          response: { 200: AdminReportSchema, 409: ApiErrorSchema },
        },
      ),
      (request) => reports.moderateReport(admin(request), request.params.id, request.body),
    );

    app.post(
      '/api/admin/moderation/reviews/:id/unhide',
      route('admin', 'admin', 'Show a review moderation hid; its stars count again', {
        params: IdParamsSchema,
        body: UnhideInputSchema,
        response: { 204: z.null(), 409: ApiErrorSchema },
      }),
      (request, reply) =>
        noContent(
          reply,
          reports.unhideReview(admin(request), request.params.id, request.body.note),
        ),
    );

    app.post(
      '/api/admin/moderation/products/:id/unhide',
      route('admin', 'admin', 'List a product moderation hid again', {
        params: IdParamsSchema,
        body: UnhideInputSchema,
        response: { 204: z.null(), 409: ApiErrorSchema },
      }),
      (request, reply) =>
        noContent(
          reply,
          reports.unhideProduct(admin(request), request.params.id, request.body.note),
        ),
    );
  };
}
