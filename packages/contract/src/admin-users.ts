import { z } from 'zod';
import { PERMISSIONS, USER_STATUSES } from './accounts.js';
import { OrderSummarySchema } from './orders.js';
import { PageQuerySchema, pageOf } from './pagination.js';
import { MULTI_LINE } from './text.js';

/** The longest reason an administrator gives for a status change (mailed to the user). */
export const STATUS_REASON_MAX = 1000;

/**
 * `GET /api/admin/users` (issue 20): newest accounts first; `q` matches the name, login, e-mail
 * or company name; `approval=pending` keeps the makers whose company awaits approval.
 */
export const AdminUserListQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(100, 'invalid').optional(),
  role: z.enum(PERMISSIONS, 'invalid').optional(),
  status: z.enum(USER_STATUSES, 'invalid').optional(),
  approval: z.enum(['pending'], 'invalid').optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** A maker's company as the users screens show it. */
export const AdminUserCompanySchema = z.object({
  _id: z.string(),
  shortName: z.string(),
  companyName: z.string(),
  city: z.string(),
  country: z.string(),
  /** When an administrator approved it (or it was created, when approval was not needed). */
  approvedAt: z.string().nullable(),
  /** Whether the catalog lists its products now (owner not blocked, company approved). */
  listed: z.boolean(),
});
export type AdminUserCompany = z.infer<typeof AdminUserCompanySchema>;

export const AdminUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  permissions: z.enum(PERMISSIONS),
  status: z.enum(USER_STATUSES),
  registeredAt: z.string(),
  company: AdminUserCompanySchema.nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = pageOf(AdminUserSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** A report about the user, their company or one of their products. */
export const AdminUserReportSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  description: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminUserReport = z.infer<typeof AdminUserReportSchema>;

/** `GET /api/admin/users/:id`: the account with its company, last orders and reports. */
export const AdminUserDetailSchema = AdminUserSchema.extend({
  phone: z.string().nullable(),
  locale: z.string(),
  /** The newest orders the user placed as a buyer (at most 10). */
  buyerOrders: z.array(OrderSummarySchema),
  /** The newest orders of the user's company (at most 10); empty for a buyer. */
  companyOrders: z.array(OrderSummarySchema),
  /** Reports about the user's company or products, newest first (at most 20). */
  reports: z.array(AdminUserReportSchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** The reason an administrator gives for a status change, optional; mailed to the user. */
export const StatusReasonSchema = z
  .string('invalid')
  .trim()
  .max(STATUS_REASON_MAX, 'textTooLong')
  .regex(MULTI_LINE, 'controlCharacters')
  .nullish();

/** "New makers need approval": off by default. */
export const MakerApprovalSettingSchema = z.object({ makersNeedApproval: z.boolean('invalid') });
export type MakerApprovalSetting = z.infer<typeof MakerApprovalSettingSchema>;
