import type { ReportSnapshot, ReportTargetType } from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { RequestContext } from '../../plugins/context.js';
import { NotFoundError } from '../../lib/errors.js';
import { getProduct } from '../catalog/catalog.service.js';
import { getPublicCompany } from '../companies/companies.service.js';
import { getThread } from '../conversations/conversations.service.js';
import { getReview } from '../reviews/reviews.service.js';
import { findMessageThread } from './reports.repo.js';

/** What a snapshot builder reads with: the reporter's context (their language) and the config. */
export type SnapshotContext = RequestContext & { config: Config };

/**
 * Copies what the reported object says now, through its module's service: the evidence a report
 * keeps when the object is edited or deleted later. Each throws NotFoundError for an unknown id.
 */
export type SnapshotBuilder = (ctx: SnapshotContext, targetId: string) => Promise<ReportSnapshot>;

/** A product as the reporter saw it: its texts in their language, price, maker and pictures. */
export const productSnapshot: SnapshotBuilder = async (ctx, targetId) => {
  const product = await getProduct(ctx, targetId);
  return {
    type: 'product',
    name: product.name,
    description: product.description,
    locale: product.locale,
    price: { amount: product.price.amount, currency: product.price.currency },
    maker: {
      _id: product.maker._id,
      shortName: product.maker.shortName,
      companyName: product.maker.companyName,
    },
    pictures: product.images.map((image) => image.url),
  };
};

/** A maker's public profile: names, description and where they are. */
export const companySnapshot: SnapshotBuilder = async (ctx, targetId) => {
  const company = await getPublicCompany(ctx, targetId);
  return {
    type: 'company',
    companyName: company.companyName,
    shortName: company.shortName,
    description: company.description,
    city: company.city,
    country: company.country,
  };
};

/** A review: its stars, comment, the maker's answer and the author's public name. */
export const reviewSnapshot: SnapshotBuilder = async (ctx, targetId) => {
  const review = await getReview(ctx.db, targetId);
  if (!review) throw new NotFoundError();
  return {
    type: 'review',
    rating: review.rating,
    text: review.comment,
    answer: review.answer?.text ?? null,
    author: { _id: null, name: review.author },
    productId: review.productId,
  };
};

/**
 * A message of a conversation, for one of its two participants only: the thread is read through
 * the conversations service, which answers 404 to anyone else (visitors included).
 */
export const messageSnapshot: SnapshotBuilder = async (ctx, targetId) => {
  if (!ctx.auth) throw new NotFoundError();
  const threadId = await findMessageThread(ctx.db, targetId);
  if (!threadId) throw new NotFoundError();
  const thread = await getThread({ ...ctx, auth: ctx.auth }, threadId);
  const message = thread.messages.find((m) => m._id === targetId);
  if (!message) throw new NotFoundError();
  return {
    type: 'message',
    text: message.body,
    author: message.mine
      ? { _id: ctx.auth.user._id, name: ctx.auth.user.username }
      : thread.counterpart,
    threadId,
  };
};

/** The builder of each target type; `none` (general suspicious activity) has nothing to copy. */
export const SNAPSHOT_BUILDERS: Record<ReportTargetType, SnapshotBuilder> = {
  product: productSnapshot,
  company: companySnapshot,
  review: reviewSnapshot,
  message: messageSnapshot,
  none: async () => ({ type: 'none' }),
};
