import type {
  CreateReviewInput,
  OwnReview,
  PublicReview,
  ReviewAnswerInput,
  UpdateReviewInput,
} from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { orderReviewsKey, productReviewsKey } from './keys';

export function createReview(input: CreateReviewInput) {
  return api<OwnReview>('POST', '/api/reviews', { body: input });
}

export function updateReview(id: string, input: UpdateReviewInput) {
  return api<OwnReview>('PATCH', `/api/reviews/${encodeURIComponent(id)}`, { body: input });
}

export function answerReview(id: string, input: ReviewAnswerInput) {
  return api<PublicReview>('POST', `/api/seller/reviews/${encodeURIComponent(id)}/answer`, {
    body: input,
  });
}

/**
 * Rates an item of the order (a new review, or a change of the buyer's own one): the order's
 * items and the product's reviews are read again.
 */
export function useSaveReview(orderId: string) {
  return useCacheMutation(
    (input: CreateReviewInput & { reviewId?: string }) => {
      const { reviewId, orderItemId, ...change } = input;
      return reviewId ? updateReview(reviewId, change) : createReview({ orderItemId, ...change });
    },
    async (queryClient, review) => {
      await queryClient.invalidateQueries({ queryKey: orderReviewsKey(orderId) });
      await queryClient.invalidateQueries({ queryKey: productReviewsKey(review.productId) });
    },
  );
}

/** The maker answers a review of their product, once. */
export function useAnswerReview(productId: string) {
  return useCacheMutation(
    ({ id, ...input }: ReviewAnswerInput & { id: string }) => answerReview(id, input),
    (queryClient) => queryClient.invalidateQueries({ queryKey: productReviewsKey(productId) }),
  );
}
