import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUserDetailSchema,
  AdminUserListQuerySchema,
  AdminUserPageSchema,
  MakerApprovalSettingSchema,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import { callerContextOf } from '../../plugins/context.js';
import { noContent, route } from '../../plugins/route.js';
import { approveCompany } from '../companies/companies.service.js';
import { makersNeedApproval, setMakersNeedApproval } from '../site/maker-approval.js';
import { getAdminUser, listAdminUsers } from './admin-users.js';

const IdParams = z.object({ id: z.uuid('invalid') });

/**
 * The administrators' users screens (issue 20): the list, one user's page, a company's approval
 * and the "New makers need approval" switch. Status and role change through
 * `PATCH /api/users/update` (accounts.routes.ts).
 */
export function adminUsersRoutes(deps: {
  config: Config;
  kickMail: () => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/users',
      route(
        'admin',
        'admin',
        'Users: search by name, login, e-mail or company; filter by role and status',
        {
          description:
            'Newest first, keyset-paginated. `approval=pending` keeps the makers whose company awaits approval.',
          querystring: AdminUserListQuerySchema,
          response: { 200: AdminUserPageSchema },
        },
      ),
      (request) => listAdminUsers(callerContextOf({}, request, 'admin'), request.query),
    );

    app.get(
      '/api/admin/users/:id',
      route('admin', 'admin', 'One user with their company, newest orders and reports', {
        params: IdParams,
        response: { 200: AdminUserDetailSchema },
      }),
      (request) => getAdminUser(callerContextOf({}, request, 'admin'), request.params.id),
    );

    app.post(
      '/api/admin/companies/:id/approve',
      route('admin', 'admin', 'Approve a company awaiting approval: its products are listed', {
        params: IdParams,
        response: { 204: z.null() },
      }),
      (request, reply) =>
        noContent(
          reply,
          approveCompany(callerContextOf(deps, request, 'admin'), request.params.id),
        ),
    );

    app.get(
      '/api/admin/settings/maker-approval',
      route('admin', 'admin', 'Whether new makers need an administrator’s approval', {
        response: { 200: MakerApprovalSettingSchema },
      }),
      async (request) => ({
        makersNeedApproval: await makersNeedApproval(callerContextOf({}, request, 'admin').db),
      }),
    );

    app.put(
      '/api/admin/settings/maker-approval',
      route('admin', 'admin', 'Switch "New makers need approval" on or off (approves nobody)', {
        body: MakerApprovalSettingSchema,
        response: { 200: MakerApprovalSettingSchema },
      }),
      async (request) => {
        const ctx = callerContextOf({}, request, 'admin');
        await setMakersNeedApproval(ctx, request.body.makersNeedApproval);
        return { makersNeedApproval: await makersNeedApproval(ctx.db) };
      },
    );
  };
}
