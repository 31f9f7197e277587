import { z } from 'zod';
import { PageQuerySchema, pageOf } from './pagination.js';

/** A day or a moment: `2026-11-28` or an ISO date-time. */
const dateOrTime = z
  .string()
  .max(40)
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
    'invalid',
  )
  .optional();

/**
 * `GET /api/admin/audit`: the audit log, newest first (issue 20). `action` is an action's name
 * (`review.hide`) or an area (`review` or `review.`: every review action); `from` and `to` bound
 * the time (a bare day's `to` includes that day).
 */
export const AuditListQuerySchema = PageQuerySchema.extend({
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-zA-Z.]*$/, 'invalid')
    .optional(),
  actorId: z.uuid('invalid').optional(),
  targetType: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-zA-Z]*$/, 'invalid')
    .optional(),
  targetId: z.string().trim().max(100).optional(),
  from: dateOrTime,
  to: dateOrTime,
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/** One administrator's action: who, when, what, on which object, the values before and after. */
export const AuditEntrySchema = z.object({
  _id: z.string(),
  /** The administrator (null once their account is deleted; `actorName` stays). */
  actorId: z.string().nullable(),
  actorName: z.string(),
  /** A dotted name: `review.hide`, `category.update`, `operator.settings`, … */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** Only the changed fields; a secret is never shown, only that it `changed`. */
  before: z.unknown(),
  after: z.unknown(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = pageOf(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
