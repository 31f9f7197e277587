import { z } from 'zod';
import { PageQuerySchema, pageOf } from './pagination.js';
import { MULTI_LINE, SINGLE_LINE } from './text.js';

/** The longest report description, contact message or moderation note. */
export const REPORT_TEXT_MAX = 2000;

/** Why something is reported: a fixed list (issue 18). */
export const REPORT_REASONS = [
  'counterfeit',
  'prohibited',
  'fraud',
  'abusive',
  'intellectualProperty',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * What a report is about; `none` is general suspicious activity (the footer's link). A message
 * can be reported only by a participant of its thread (anyone else: 404).
 */
export const REPORT_TARGET_TYPES = ['product', 'company', 'review', 'message', 'none'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_STATUSES = ['open', 'dismissed', 'resolved'] as const;

/**
 * What the administrator does about a report (issue 20): dismiss it, hide the reported product,
 * review or message, or block the user behind the reported object (a product's or company's
 * owner, a review's or message's author). `resolve` is a decision with a note and no action.
 */
export const MODERATION_ACTIONS = [
  'dismiss',
  'resolve',
  'hideProduct',
  'hideReview',
  'hideMessage',
  'blockUser',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The actions that fit each target type. */
export const ACTIONS_BY_TARGET: Record<ReportTargetType, readonly ModerationAction[]> = {
  product: ['dismiss', 'resolve', 'hideProduct', 'blockUser'],
  company: ['dismiss', 'resolve', 'blockUser'],
  review: ['dismiss', 'resolve', 'hideReview', 'blockUser'],
  message: ['dismiss', 'resolve', 'hideMessage', 'blockUser'],
  none: ['dismiss', 'resolve'],
};
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Free text of up to 2,000 characters, line breaks kept; required. */
export const longText = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(REPORT_TEXT_MAX, 'textTooLong')
    .regex(MULTI_LINE, 'controlCharacters');

/** A missing choice is "required", any other wrong value "invalid". */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === '' ? 'required' : 'invalid';

/** An optional e-mail address; an empty one counts as none. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, 'emailFormat')
  .regex(SINGLE_LINE, 'controlCharacters')
  .pipe(z.union([z.literal(''), z.email('emailFormat')]))
  .optional()
  .transform((v) => v || undefined);

/** `POST /api/reports`: visitors too (limited per address). */
export const CreateReportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: requiredOrInvalid }),
    description: longText(),
    targetType: z.enum(REPORT_TARGET_TYPES, { error: requiredOrInvalid }),
    /** The reported object's `_id`; absent for `none`. */
    targetId: z.uuid('invalid').optional(),
    /** Where a visitor wants to hear the outcome (signed-in users: their account's address). */
    email: optionalEmail,
  })
  .superRefine((value, context) => {
    if (value.targetType !== 'none' && !value.targetId) {
      context.addIssue({ code: 'custom', path: ['targetId'], message: 'required' });
    }
    if (value.targetType === 'none' && value.targetId) {
      context.addIssue({ code: 'custom', path: ['targetId'], message: 'invalid' });
    }
  });
export type CreateReportInput = z.infer<typeof CreateReportInputSchema>;

export const ReportCreatedSchema = z.object({ _id: z.string(), createdAt: z.string() });
export type ReportCreated = z.infer<typeof ReportCreatedSchema>;

/**
 * The reported object as it was when reported, so that a later edit or deletion keeps the
 * evidence. Texts are stored and returned as plain text; the web app never renders them as HTML.
 */
export const ReportSnapshotSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('product'),
    name: z.string(),
    description: z.string(),
    /** The language the texts were read in. */
    locale: z.string(),
    price: z.object({ amount: z.number().int(), currency: z.string() }),
    maker: z.object({ _id: z.string(), shortName: z.string(), companyName: z.string() }),
    pictures: z.array(z.string()),
  }),
  z.object({
    type: z.literal('company'),
    companyName: z.string(),
    shortName: z.string(),
    description: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  z.object({
    type: z.literal('review'),
    rating: z.number().int().nullable(),
    text: z.string(),
    /** The maker's public answer, when there was one. */
    answer: z.string().nullable(),
    author: z.object({ _id: z.string().nullable(), name: z.string() }),
    productId: z.string().nullable(),
  }),
  z.object({
    type: z.literal('message'),
    text: z.string(),
    author: z.object({ _id: z.string().nullable(), name: z.string() }),
    threadId: z.string().nullable(),
  }),
  z.object({ type: z.literal('none') }),
]);
export type ReportSnapshot = z.infer<typeof ReportSnapshotSchema>;

/** A report in the admin's moderation queue. */
export const AdminReportSchema = z.object({
  _id: z.string(),
  reason: z.enum(REPORT_REASONS),
  description: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string().nullable(),
  snapshot: ReportSnapshotSchema,
  /** Who reported: a user's login name, or null for a visitor. */
  reporter: z.object({ _id: z.string(), username: z.string() }).nullable(),
  /** The address the outcome is mailed to (the user's, or the one a visitor gave), if any. */
  reporterEmail: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  note: z.string().nullable(),
  /** What was done about it; null while open (and for reports closed before issue 20). */
  action: z.enum(MODERATION_ACTIONS).nullable(),
  handledBy: z.object({ _id: z.string(), username: z.string() }).nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

/** `GET /api/admin/reports?status=open|handled`: open ones newest first (the default). */
export const AdminReportListQuerySchema = PageQuerySchema.extend({
  status: z.enum(['open', 'handled']).default('open'),
});
export type AdminReportListQuery = z.infer<typeof AdminReportListQuerySchema>;
export const AdminReportPageSchema = pageOf(AdminReportSchema);
export type AdminReportPage = z.infer<typeof AdminReportPageSchema>;

/** Dismissing may say why; resolving must. */
export const DismissReportInputSchema = z.object({
  note: z
    .string()
    .trim()
    .max(REPORT_TEXT_MAX, 'textTooLong')
    .regex(MULTI_LINE, 'controlCharacters')
    .optional(),
});
export type DismissReportInput = z.infer<typeof DismissReportInputSchema>;
export const ResolveReportInputSchema = z.object({ note: longText() });
export type ResolveReportInput = z.infer<typeof ResolveReportInputSchema>;

/**
 * `POST /api/admin/reports/:id/action`: one moderation action with the administrator's note
 * (optional only for `dismiss`; for `blockUser` it is the reason mailed to the user).
 */
export const ModerateReportInputSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: requiredOrInvalid }),
    note: z
      .string()
      .trim()
      .max(REPORT_TEXT_MAX, 'textTooLong')
      .regex(MULTI_LINE, 'controlCharacters')
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.action !== 'dismiss' && !value.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: 'required' });
    }
  });
export type ModerateReportInput = z.infer<typeof ModerateReportInputSchema>;

/** Showing a hidden product or review again, with the administrator's note. */
export const UnhideInputSchema = z.object({ note: longText() });
export type UnhideInput = z.infer<typeof UnhideInputSchema>;
