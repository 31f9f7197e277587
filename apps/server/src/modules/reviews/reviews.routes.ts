import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  CreateReviewInputSchema,
  OrderReviewsSchema,
  OwnReviewSchema,
  PublicReviewSchema,
  ReviewAnswerInputSchema,
  ReviewListQuerySchema,
  ReviewPageSchema,
  UpdateReviewInputSchema,
} from '@kramik/contract';
import { callerContextOf } from '../../plugins/context.js';
import { route } from '../../plugins/route.js';
import { requireOwnCompany } from '../companies/companies.service.js';
import * as reviews from './reviews.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
/** A second review of an item, a second answer, or a change lost to a concurrent one. */
const conflict = { 409: ApiErrorSchema };

/** Reviews: read by everyone, written by buyers of received items, answered by their makers. */
export function reviewsRoutes(deps: reviews.ReviewsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/products/:id/reviews',
      route('public', 'catalog', "A product's reviews, newest first, with its rating summary", {
        params: IdParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewPageSchema },
      }),
      (request) =>
        reviews.listProductReviews({ ...deps, ...request.ctx }, request.params.id, request.query),
    );

    app.get(
      '/api/orders/:id/reviews',
      route(
        'owner',
        'orders',
        "The items of one of the buyer's orders with their reviews and what can be rated now",
        { params: IdParamsSchema, response: { 200: OrderReviewsSchema } },
      ),
      (request) => reviews.listOrderReviews(callerContextOf(deps, request), request.params.id),
    );

    app.post(
      '/api/reviews',
      route(
        'user',
        'orders',
        'Rates an item of a received order (1–5 stars, a comment of at most 60 characters), once',
        { body: CreateReviewInputSchema, response: { 201: OwnReviewSchema, ...conflict } },
      ),
      async (request, reply) => {
        const review = await reviews.createReview(callerContextOf(deps, request), request.body);
        return reply.code(201).send(review);
      },
    );

    app.patch(
      '/api/reviews/:id',
      route('owner', 'orders', "Changes the author's review within 30 days of writing it", {
        params: IdParamsSchema,
        body: UpdateReviewInputSchema,
        response: { 200: OwnReviewSchema, ...conflict },
      }),
      (request) =>
        reviews.updateReview(callerContextOf(deps, request), request.params.id, request.body),
    );

    app.post(
      '/api/seller/reviews/:id/answer',
      route(
        'seller-owner',
        'seller',
        "The maker's one public answer to a review of their product",
        {
          params: IdParamsSchema,
          body: ReviewAnswerInputSchema,
          response: { 200: PublicReviewSchema, ...conflict },
        },
      ),
      async (request) => {
        const ctx = callerContextOf(deps, request, 'seller');
        const company = await requireOwnCompany(ctx);
        return reviews.answerReview(ctx, company.id, request.params.id, request.body);
      },
    );
  };
}
