import type {
  AdminUser,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserPage,
} from '@kramik/contract';
import { isTimeKey } from '../../db/keyset.js';
import { NotFoundError } from '../../lib/errors.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import type { SignedInContext } from '../../plugins/context.js';
import { listOrders } from '../orders/orders.service.js';
import { reportsAbout } from '../reports/reports.service.js';
import * as repo from './admin-users.repo.js';

/** The administrators' users screens (issue 20): the list and one user's page. */

function toAdminUser(row: repo.AdminUserRow): AdminUser {
  const { user, company } = row;
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    permissions: user.permissions,
    status: user.status,
    registeredAt: user.createdAt.toISOString(),
    company: company
      ? {
          _id: company.id,
          shortName: company.shortName,
          companyName: company.companyName,
          city: company.city,
          country: company.country,
          approvedAt: company.approvedAt?.toISOString() ?? null,
          listed: row.unlisted === null,
        }
      : null,
  };
}

export async function listAdminUsers(
  ctx: SignedInContext,
  query: AdminUserListQuery,
): Promise<AdminUserPage> {
  const rows = await repo.listUsers(ctx.db, {
    q: query.q || undefined,
    role: query.role,
    status: query.status,
    awaitingApproval: query.approval === 'pending',
    after: decodeCursor(query.cursor, isTimeKey),
    limit: query.limit,
  });
  const page = paginate(rows, query.limit, (row) => ({ at: row.key, id: row.user.id }));
  return { items: page.items.map(toAdminUser), nextCursor: page.nextCursor };
}

/** One user with their company, their newest orders as buyer and maker, and reports. */
export async function getAdminUser(ctx: SignedInContext, id: string): Promise<AdminUserDetail> {
  const row = await repo.findUser(ctx.db, id);
  if (!row) throw new NotFoundError();
  const companyId = row.company?.id ?? null;
  const [buyerOrders, companyOrders, reports] = await Promise.all([
    listOrders(ctx, { role: 'buyer', userId: id }, { limit: 10 }),
    companyId
      ? listOrders(ctx, { role: 'seller', userId: id, companyId }, { limit: 10 })
      : { items: [] },
    reportsAbout(ctx, { userId: id, companyId }),
  ]);
  return {
    ...toAdminUser(row),
    phone: row.user.phone,
    locale: row.user.locale,
    buyerOrders: buyerOrders.items,
    companyOrders: companyOrders.items,
    reports: reports.map((report) => ({
      _id: report.id,
      reason: report.reason,
      targetType: report.targetType,
      targetId: report.targetId,
      description: report.description,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}
