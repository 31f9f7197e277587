import { z } from 'zod';
import { PageQuerySchema, pageOf } from './pagination.js';
import { MULTI_LINE } from './text.js';

/** The longest message body, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;

/** A message's text: plain, trimmed, 1 to 2,000 characters, no control characters but line breaks. */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : 'invalid';

export const MessageBodySchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .min(1, 'required')
  .max(MESSAGE_MAX_LENGTH, 'messageTooLong')
  .regex(MULTI_LINE, 'controlCharacters');

/** Which side of a thread a person is on: the buyer, or the maker's company. */
export const ThreadSideSchema = z.enum(['buyer', 'maker']);
export type ThreadSide = z.infer<typeof ThreadSideSchema>;

/** What a thread is about: a product, an order, or nothing in particular. */
export const ThreadSubjectSchema = z.object({
  kind: z.enum(['product', 'order', 'none']),
  /** The product's or order's `_id`; null for none, or once the product or order is gone. */
  _id: z.string().nullable(),
  /** The product's name in the caller's language, or the order's number. */
  name: z.string().nullable(),
  /** A small picture of the product (of the order's first item). */
  image: z.string().nullable(),
});
export type ThreadSubject = z.infer<typeof ThreadSubjectSchema>;

/** A thread as the lists show it, seen from the caller's side. */
export const ThreadSummarySchema = z.object({
  _id: z.string(),
  /** The caller's side of the thread. */
  side: ThreadSideSchema,
  /** The other side: the maker's company, or the buyer's public login name. */
  counterpart: z.object({ _id: z.string(), name: z.string() }),
  subject: ThreadSubjectSchema,
  /** The last message's first characters, or null while the thread has none. */
  lastMessage: z
    .object({
      excerpt: z.string(),
      createdAt: z.string(),
      mine: z.boolean(),
      /** Removed by moderation: the excerpt is empty, the app shows a "removed" line. */
      removed: z.boolean(),
    })
    .nullable(),
  /** Whether a message came since the caller last read the thread. */
  unread: z.boolean(),
  /** The caller blocked the other side (they cannot write), and the other side blocked the caller. */
  blockedByMe: z.boolean(),
  blockedByThem: z.boolean(),
});
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

export const ThreadListQuerySchema = PageQuerySchema;
export type ThreadListQuery = z.infer<typeof ThreadListQuerySchema>;
export const ThreadPageSchema = pageOf(ThreadSummarySchema);
export type ThreadPage = z.infer<typeof ThreadPageSchema>;

/** One message; the body is plain text, to be shown as text (never as HTML). */
export const ConversationMessageSchema = z.object({
  _id: z.string(),
  side: ThreadSideSchema,
  /** Written by the caller. */
  mine: z.boolean(),
  /** Empty when `removed`. */
  body: z.string(),
  /**
   * An administrator removed the message (issue 20): both participants see a "removed by
   * moderation" line instead of its text.
   */
  removed: z.boolean(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

/** A thread with its messages, oldest first (the latest 500). */
export const ThreadDetailSchema = ThreadSummarySchema.extend({
  messages: z.array(ConversationMessageSchema),
});
export type ThreadDetail = z.infer<typeof ThreadDetailSchema>;

export const SendMessageInputSchema = z.object({ body: MessageBodySchema });
export type SendMessageInput = z.infer<typeof SendMessageInputSchema>;

/**
 * Open the thread with a maker about a product, an order or nothing, or continue the one that
 * exists; with a body, the message is sent in it too.
 */
export const OpenThreadInputSchema = z
  .object({
    companyId: z.uuid({ error: requiredOrInvalid }),
    productId: z.uuid({ error: requiredOrInvalid }).optional(),
    orderId: z.uuid({ error: requiredOrInvalid }).optional(),
    body: MessageBodySchema.optional(),
  })
  .refine((input) => !(input.productId && input.orderId), {
    message: 'invalid',
    path: ['orderId'],
  });
export type OpenThreadInput = z.infer<typeof OpenThreadInputSchema>;

/** How many threads have a message the caller has not read (the header's badge). */
export const UnreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
