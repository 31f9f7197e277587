/** Query keys of the reviews: a product's list (with its summary) and an order's items. */
export const REVIEWS_KEY = ['reviews'] as const;
export const productReviewsKey = (productId: string) =>
  [...REVIEWS_KEY, 'product', productId] as const;
export const orderReviewsKey = (orderId: string) => [...REVIEWS_KEY, 'order', orderId] as const;
