/** The app version shown in the footer and answered by /api/health (SPEC §9). */
export const APP_VERSION = '1.1.6';

/** Results per page of every list (SPEC §9). */
export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export const NOTIFICATION_TIMEOUT_MS = 5000;
export const MAX_COMPARED_PRODUCTS = 3;
export const MAX_COMPANY_PHOTO_BYTES = 4 * 1024 * 1024;
export const MAX_SHOP_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_PRODUCT_IMAGE_BYTES = 4 * 1024 * 1024;
export const MAX_PRODUCT_IMAGES = 8;
export const MAX_SHOP_IMAGES = 6;
export const MAX_REVIEW_COMMENT_LENGTH = 60;
export const DEFAULT_COMMISSION_PERCENT = 8;

export const CURRENCIES = ['EUR', 'PLN', 'USD', 'GBP', 'SEK', 'NOK', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

export const PRODUCT_CONDITIONS = ['new', 'used', 'damaged'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];
