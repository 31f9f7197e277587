import type { ReviewPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/queries';
import { productReviewsKey } from './keys';

/** Reviews shown per page on the product page. */
export const REVIEWS_PAGE_SIZE = 10;

export function listProductReviews(productId: string, cursor?: string) {
  const params = new URLSearchParams({ limit: String(REVIEWS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return api<ReviewPage>(
    'GET',
    `/api/products/${encodeURIComponent(productId)}/reviews?${params.toString()}`,
  );
}

/** A product's reviews, newest first, page by page; each page carries the rating summary. */
export function useProductReviews(productId: string) {
  return useCursorPages(productReviewsKey(productId), (cursor) =>
    listProductReviews(productId, cursor),
  );
}
