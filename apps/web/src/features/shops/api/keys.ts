/** Query keys of the seller's shops; every change refreshes everything under `SELLER_SHOPS_KEY`. */
export const SELLER_SHOPS_KEY = ['seller', 'shops'] as const;
export const sellerShopKey = (id: string) => [...SELLER_SHOPS_KEY, 'one', id] as const;

/** Public shop pages and map pins. */
export const PUBLIC_SHOPS_KEY = ['shops'] as const;
export const publicShopKey = (id: string) => [...PUBLIC_SHOPS_KEY, 'one', id] as const;
