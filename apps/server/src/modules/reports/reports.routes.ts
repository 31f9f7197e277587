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
  ReportCreatedSchema,
  ResolveReportInputSchema,
} from '@kramik/contract';
import { callerContextOf, contextOf } from '../../plugins/context.js';
import { created, route } from '../../plugins/route.js';
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
        reports.handleReport(
          admin(request),
          request.params.id,
          'dismissed',
          request.body.note || null,
        ),
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
        reports.handleReport(admin(request), request.params.id, 'resolved', request.body.note),
    );
  };
}
