import {
  REVIEW_EDIT_DAYS,
  REVIEW_WINDOW_DAYS,
  type CreateReviewInput,
  type Locale,
  type OrderReviews,
  type OrderStatus,
  type OwnReview,
  type PublicReview,
  type ReviewAnswerInput,
  type ReviewPage,
  type UpdateReviewInput,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database, Executor } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { isTimeKey } from '../../db/keyset.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { changeProductRating, getProductRating } from '../catalog/catalog.service.js';
import { changeCompanyRating } from '../companies/companies.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import * as repo from './reviews.repo.js';

export interface ReviewsDeps {
  db: Database;
  config: Config;
  kickMail: () => void;
}
type ReviewsContext = ReviewsDeps & RequestContext;
type SignedInReviewsContext = ReviewsDeps & SignedInContext;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The statuses that mean the buyer has the goods: reviews open, and the invitation goes out. */
const RECEIVED: ReadonlySet<OrderStatus> = new Set(['delivered', 'picked_up', 'completed']);

/** "Anna K.": the first name and the initial of the last name, never the whole name. */
export function authorName(firstName: string, lastName: string) {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  return [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
}

type ReviewWithAuthor = { review: repo.ReviewRow; firstName: string; lastName: string };

function toPublic({ review, firstName, lastName }: ReviewWithAuthor): PublicReview {
  const edited = review.updatedAt.getTime() > review.createdAt.getTime();
  return {
    _id: review.id,
    productId: review.productId,
    rating: review.rating,
    comment: review.comment,
    author: authorName(firstName, lastName),
    verifiedPurchase: true,
    createdAt: review.createdAt.toISOString(),
    editedAt: edited ? review.updatedAt.toISOString() : null,
    answer:
      review.answer !== null && review.answeredAt
        ? { text: review.answer, createdAt: review.answeredAt.toISOString() }
        : null,
  };
}

const editableUntil = (review: repo.ReviewRow) =>
  new Date(review.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

function toOwn(row: ReviewWithAuthor, now: Date): OwnReview {
  const until = editableUntil(row.review);
  return {
    ...toPublic(row),
    orderItemId: row.review.orderItemId,
    editableUntil: until.toISOString(),
    editable: now < until,
  };
}

/** The end of the time to review a received order's items. */
const reviewableUntil = (receivedAt: Date) =>
  new Date(receivedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

/** A blocked account keeps no voice: it cannot review (its sessions are revoked as well). */
function requireActive({ auth }: SignedInContext) {
  if (auth.user.status !== 'active') throw new ForbiddenError('accountBlocked', 'ACCOUNT_BLOCKED');
}

/**
 * The buyer rates an item of one of their orders, once, when the order was delivered or picked
 * up within 90 days: another buyer's item is 404, an item not received yet or too long ago 403
 * (as is a maker's own piece, bought from their own shop: no rating of one's own work),
 * a second review 409. The product's and the maker's rating columns change in the same
 * transaction, and the maker gets a mail.
 */
export async function createReview(
  ctx: SignedInReviewsContext,
  input: CreateReviewInput,
  now = new Date(),
): Promise<OwnReview> {
  requireActive(ctx);
  const rating = input.rating;
  const comment = input.comment ?? '';
  const created = await ctx.db.transaction(async (tx) => {
    const item = await repo.findBuyerItem(tx, input.orderItemId, ctx.auth.user._id);
    // A deleted product's line keeps no product to review: as if there were no such item.
    if (!item?.productId) throw new NotFoundError();
    if (item.companyId === ctx.auth.user.companyId) throw new ForbiddenError('reviewOwnPiece');
    if (!item.receivedAt) throw new ForbiddenError('reviewNotReceived');
    if (now >= reviewableUntil(item.receivedAt)) throw new ForbiddenError('reviewWindowClosed');
    const review = await repo.insertReview(tx, {
      orderItemId: item.orderItemId,
      productId: item.productId,
      companyId: item.companyId,
      authorId: ctx.auth.user._id,
      rating,
      comment,
      createdAt: now,
      updatedAt: now,
    });
    if (!review) throw new ConflictError('reviewExists');
    await changeProductRating(tx, item.productId, { added: rating });
    await changeCompanyRating(tx, item.companyId, { count: 1, sum: rating });
    await mailMaker(tx, ctx.config.publicUrl, review, item.name);
    return review;
  });
  ctx.kickMail();
  const { firstName, lastName } = ctx.auth.user;
  return toOwn({ review: created, firstName, lastName }, now);
}

/**
 * The author changes the stars and the comment within 30 days of writing the review; the
 * product's and the maker's rating follow. Anyone else's review is 404.
 */
export async function updateReview(
  ctx: SignedInReviewsContext,
  id: string,
  input: UpdateReviewInput,
  now = new Date(),
): Promise<OwnReview> {
  requireActive(ctx);
  const comment = input.comment ?? '';
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findReview(tx, id);
    if (!found || found.review.authorId !== ctx.auth.user._id) throw new NotFoundError();
    const { review } = found;
    if (now >= editableUntil(review)) throw new ForbiddenError('reviewEditClosed');
    const updated = await repo.updateReview(tx, id, review, {
      rating: input.rating,
      comment,
      updatedAt: now,
    });
    if (!updated) throw new ConflictError('reviewChanged');
    // A hidden review's stars are out of the rating columns: they come back when it is shown.
    if (review.rating !== input.rating && !review.hiddenAt) {
      await changeProductRating(tx, review.productId, {
        added: input.rating,
        removed: review.rating,
      });
      await changeCompanyRating(tx, review.companyId, {
        count: 0,
        sum: input.rating - review.rating,
      });
    }
    return toOwn({ ...found, review: updated }, now);
  });
}

/**
 * The maker answers a review of one of their products, once and publicly; another maker's
 * review is 404, a second answer 409.
 */
export async function answerReview(
  ctx: SignedInReviewsContext,
  companyId: string,
  id: string,
  input: ReviewAnswerInput,
  now = new Date(),
): Promise<PublicReview> {
  const found = await repo.findReview(ctx.db, id);
  if (!found || found.review.companyId !== companyId) throw new NotFoundError();
  const answered = await repo.answerReview(ctx.db, id, input.answer, now);
  if (!answered) throw new ConflictError('reviewAnsweredAlready');
  return toPublic({ ...found, review: answered });
}

/**
 * A product's reviews, newest first, with its rating summary as the review writes keep it in the
 * product's columns (no aggregate per request).
 */
export async function listProductReviews(
  { db }: ReviewsContext,
  productId: string,
  query: { limit: number; cursor?: string },
): Promise<ReviewPage> {
  const after = decodeCursor(query.cursor, isTimeKey);
  const summary = await getProductRating(db, productId);
  const rows = await repo.listProductReviews(db, productId, query.limit, after);
  const page = paginate(rows, query.limit, (row) => ({ at: row.key, id: row.review.id }));
  return {
    items: page.items.map(toPublic),
    nextCursor: page.nextCursor,
    summary: { average: summary.average, count: summary.count, distribution: summary.distribution },
  };
}

/**
 * The items of one of the buyer's orders with their reviews, and which can be reviewed now
 * (`/userorders`). Another buyer's order is 404.
 */
export async function listOrderReviews(
  ctx: SignedInContext,
  orderId: string,
  now = new Date(),
): Promise<OrderReviews> {
  const found = await repo.findBuyerOrderItems(ctx.db, orderId, ctx.auth.user._id);
  if (!found) throw new NotFoundError();
  const { order, items, written } = found;
  const byItem = new Map(written.map((row) => [row.review.orderItemId, row]));
  const until = order.receivedAt ? reviewableUntil(order.receivedAt) : null;
  const open =
    until !== null &&
    now < until &&
    ctx.auth.user.status === 'active' &&
    order.companyId !== ctx.auth.user.companyId;
  return {
    orderId: order.id,
    receivedAt: order.receivedAt?.toISOString() ?? null,
    items: items.map((item) => {
      const review = byItem.get(item.orderItemId);
      return {
        orderItemId: item.orderItemId,
        productId: item.productId,
        name: item.name,
        image: item.image,
        review: review ? toOwn(review, now) : null,
        canReview: open && !review && item.productId !== null,
        reviewableUntil: until?.toISOString() ?? null,
      };
    }),
  };
}

/**
 * A review as the reports module keeps it for moderation (a snapshot that outlives edits), or
 * undefined when there is none.
 */
export async function getReview(db: Executor, id: string): Promise<PublicReview | undefined> {
  const found = await repo.findReview(db, id);
  return found ? toPublic(found) : undefined;
}

/** What moderation needs of a review: its author, product and whether it is hidden. */
export async function getReviewForModeration(db: Executor, id: string) {
  const found = await repo.findReview(db, id);
  if (!found) return undefined;
  const { review } = found;
  return {
    _id: review.id,
    authorId: review.authorId,
    productId: review.productId,
    companyId: review.companyId,
    hidden: review.hiddenAt !== null,
  };
}

/**
 * Hides a review from the product's list and takes its stars out of the product's and the
 * maker's rating columns, or shows it again and puts them back (moderation, issue 20), in the
 * caller's transaction. Unknown review: 404; already in that state: 409.
 */
export async function setReviewHidden(tx: Executor, id: string, hidden: boolean) {
  const row = await repo.setHidden(tx, id, hidden);
  if (!row) {
    if (!(await repo.findReview(tx, id))) throw new NotFoundError();
    throw new ConflictError(hidden ? 'hiddenAlready' : 'notHidden');
  }
  const sign = hidden ? -1 : 1;
  await changeProductRating(
    tx,
    row.productId,
    hidden ? { removed: row.rating } : { added: row.rating },
  );
  await changeCompanyRating(tx, row.companyId, { count: sign, sum: sign * row.rating });
  return { productId: row.productId, companyId: row.companyId, rating: row.rating };
}

async function mailMaker(
  tx: Executor,
  publicUrl: string,
  review: repo.ReviewRow,
  productName: string,
) {
  const owner = await repo.findMakerOwner(tx, review.companyId);
  if (!owner) return;
  await enqueueMail(tx, {
    to: owner.email,
    locale: owner.locale as Locale,
    template: {
      name: 'reviewReceived',
      firstName: owner.firstName,
      product: productName,
      rating: review.rating,
      comment: review.comment,
      link: `${publicUrl}/products/${review.productId}#reviews`,
    },
  });
}

/**
 * The orders module moved an order: the first time it is received (delivered, picked up, or
 * completed), its buyer is invited to review its items — once per order.
 */
export async function inviteToReview(
  tx: Executor,
  publicUrl: string,
  orderId: string,
  status: OrderStatus,
  now = new Date(),
) {
  if (!RECEIVED.has(status)) return;
  if (!(await repo.recordInvitation(tx, orderId, now))) return;
  const order = await repo.findOrderForInvitation(tx, orderId);
  if (!order) return;
  await enqueueMail(tx, {
    to: order.email,
    locale: order.locale as Locale,
    template: {
      name: 'reviewInvitation',
      firstName: order.firstName,
      number: order.number,
      items: order.items,
      link: `${publicUrl}/userorders`,
    },
  });
}

/** A review written and perhaps answered in the past: the demo marketplace's reviews. */
export interface PastReview {
  orderItemId: string;
  productId: string;
  companyId: string;
  authorId: string;
  rating: number;
  comment: string;
  createdAt: Date;
  answer?: { text: string; at: Date };
}

/**
 * Records a review as it was written (no mail), with the product's and the maker's rating
 * columns following as for a new one; the order's invitation counts as sent.
 */
export async function recordPastReview(tx: Executor, review: PastReview, orderId: string) {
  const row = await repo.insertReview(tx, {
    orderItemId: review.orderItemId,
    productId: review.productId,
    companyId: review.companyId,
    authorId: review.authorId,
    rating: review.rating,
    comment: review.comment,
    answer: review.answer?.text ?? null,
    answeredAt: review.answer?.at ?? null,
    createdAt: review.createdAt,
    updatedAt: review.createdAt,
  });
  if (!row) return;
  await repo.recordInvitation(tx, orderId, review.createdAt);
  await changeProductRating(tx, review.productId, { added: review.rating });
  await changeCompanyRating(tx, review.companyId, { count: 1, sum: review.rating });
}
