/** Query keys of the seller's products; every change refreshes everything under `all`. */
export const SELLER_PRODUCTS_KEY = ['seller', 'products'] as const;

export const sellerProductKey = (id: string) => [...SELLER_PRODUCTS_KEY, 'one', id] as const;
