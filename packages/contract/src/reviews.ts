import { z } from 'zod';
import { PageQuerySchema, pageOf } from './pagination.js';
import { SINGLE_LINE, MULTI_LINE } from './text.js';

/** SPEC §3 and §9: a review's comment has at most 60 characters. */
export const REVIEW_COMMENT_MAX = 60;
/** The maker's public answer to a review. */
export const REVIEW_ANSWER_MAX = 1000;
/** A received item can be reviewed this many days after its order was delivered or picked up. */
export const REVIEW_WINDOW_DAYS = 90;
/** Its author can change a review this many days after writing it. */
export const REVIEW_EDIT_DAYS = 30;

/**
 * The stars, checked with SPEC's message ("Rate and then send"): a rating must be chosen.
 * Whole stars from 1 to 5.
 */
const stars = z
  .number({ error: 'rateAndSend' })
  .int('rateAndSend')
  .min(1, 'rateAndSend')
  .max(5, 'rateAndSend');

const comment = z
  .string()
  .trim()
  .max(REVIEW_COMMENT_MAX, 'reviewCommentTooLong')
  .regex(SINGLE_LINE, 'controlCharacters')
  .default('');

/** `POST /api/reviews`: an item of a received order and its rating (SPEC "Rate and then send"). */
export const CreateReviewInputSchema = z.object({
  orderItemId: z.uuid({ error: 'rateAndSend' }),
  rating: stars,
  comment,
});
export type CreateReviewInput = z.input<typeof CreateReviewInputSchema>;

/** `PATCH /api/reviews/:id`: the author changes the stars and the comment (30 days). */
export const UpdateReviewInputSchema = z.object({ rating: stars, comment });
export type UpdateReviewInput = z.input<typeof UpdateReviewInputSchema>;

/** The maker's one public answer to a review. */
export const ReviewAnswerInputSchema = z.object({
  answer: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(REVIEW_ANSWER_MAX, 'textTooLong')
    .regex(MULTI_LINE, 'controlCharacters'),
});
export type ReviewAnswerInput = z.infer<typeof ReviewAnswerInputSchema>;

export const ReviewAnswerSchema = z.object({ text: z.string(), createdAt: z.string() });

/** A review as everyone sees it on the product page. */
export const PublicReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** The buyer's first name and the initial of their last name ("Anna K."). */
  author: z.string(),
  /** Every review comes from a received order item; the flag says so to the reader. */
  verifiedPurchase: z.boolean(),
  createdAt: z.string(),
  /** Set when the author changed the review after writing it. */
  editedAt: z.string().nullable(),
  answer: ReviewAnswerSchema.nullable(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** A product's rating summary, kept in columns by the review writes. */
export const ReviewSummarySchema = z.object({
  /** Mean of the ratings, one decimal; null before the first review. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: z.tuple([
    z.number().int(),
    z.number().int(),
    z.number().int(),
    z.number().int(),
    z.number().int(),
  ]),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ReviewListQuerySchema = PageQuerySchema;

/** `GET /api/products/:id/reviews`: newest first, with the product's summary. */
export const ReviewPageSchema = pageOf(PublicReviewSchema).extend({
  summary: ReviewSummarySchema,
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

/** A review as its author sees it: what can still be done with it. */
export const OwnReviewSchema = PublicReviewSchema.extend({
  orderItemId: z.string(),
  /** Until when the author may change it (ISO time); past it, it stays as it is. */
  editableUntil: z.string(),
  editable: z.boolean(),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/** One item of the buyer's order, with its review or whether it can be reviewed. */
export const ReviewableItemSchema = z.object({
  orderItemId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  review: OwnReviewSchema.nullable(),
  /**
   * Whether the buyer can review it now: the order was delivered or picked up within 90 days and
   * the item has no review yet (and its product still exists).
   */
  canReview: z.boolean(),
  /** The end of the 90 days (ISO time); null while the order has not been received. */
  reviewableUntil: z.string().nullable(),
});
export type ReviewableItem = z.infer<typeof ReviewableItemSchema>;

/** `GET /api/orders/:id/reviews`: the order's items and the buyer's reviews of them. */
export const OrderReviewsSchema = z.object({
  orderId: z.string(),
  /** When the order was delivered or picked up; null before. */
  receivedAt: z.string().nullable(),
  items: z.array(ReviewableItemSchema),
});
export type OrderReviews = z.infer<typeof OrderReviewsSchema>;
