import { z } from 'zod';
import { PageQuerySchema, pageOf } from './pagination.js';
import { longText } from './reports.js';
import { SINGLE_LINE } from './text.js';

const singleLine = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters');

/** `POST /api/contact` (SPEC "Contact message: product name and message"); visitors too. */
export const ContactInputSchema = z.object({
  name: singleLine(100),
  email: singleLine(254).pipe(z.email('emailFormat')),
  /** The product asked about, as the sender names it; optional. */
  productName: z
    .string()
    .trim()
    .max(200, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters')
    .optional()
    .transform((v) => v || undefined),
  /** The product's `_id` when the form was opened from a product page. */
  productId: z.uuid('invalid').optional(),
  message: longText(),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const ContactSentSchema = z.object({ _id: z.string(), createdAt: z.string() });
export type ContactSent = z.infer<typeof ContactSentSchema>;

/** The platform's contact details shown on `/contact` (null where not configured). */
export const ContactDetailsSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type ContactDetails = z.infer<typeof ContactDetailsSchema>;

/** A contact message in the admin's inbox. */
export const AdminContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  productName: z.string().nullable(),
  productId: z.string().nullable(),
  message: z.string(),
  /** The sender's account, when they were signed in. */
  user: z.object({ _id: z.string(), username: z.string() }).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const AdminContactListQuerySchema = PageQuerySchema.extend({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const AdminContactPageSchema = pageOf(AdminContactMessageSchema).extend({
  /** Unread messages in the whole inbox. */
  unreadCount: z.number().int(),
});
export type AdminContactPage = z.infer<typeof AdminContactPageSchema>;

export const MarkContactReadInputSchema = z.object({ read: z.boolean() });
export type MarkContactReadInput = z.infer<typeof MarkContactReadInputSchema>;
