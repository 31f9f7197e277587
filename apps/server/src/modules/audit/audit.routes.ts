import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListQuerySchema, AuditPageSchema } from '@kramik/contract';
import { callerContextOf } from '../../plugins/context.js';
import { route } from '../../plugins/route.js';
import { listAudit } from './audit.service.js';

/** `GET /api/admin/audit`: what the administrators did, newest first. */
export function auditRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/audit',
      route('admin', 'admin', 'The audit log: who did what, when, on which object, newest first', {
        description:
          '`action` is an action (`review.hide`) or an area (`review`: every review action); `to` as a bare day includes that day.',
        querystring: AuditListQuerySchema,
        response: { 200: AuditPageSchema },
      }),
      (request) => listAudit(callerContextOf({}, request, 'admin'), request.query),
    );
  };
}
