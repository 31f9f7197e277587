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

/** The longest text of each field of a product's language version (SPEC §3). */
export const PRODUCT_VERSION_MAX_LENGTH = {
  name: 200,
  description: 5000,
  action: 2000,
  howToUse: 2000,
  composition: 2000,
} as const;
/** The longest ERP code or index of a product. */
export const PRODUCT_CODE_MAX_LENGTH = 64;
/** Product price bounds, in minor units. */
export const MIN_PRODUCT_PRICE = 1;
export const MAX_PRODUCT_PRICE = 100_000_000;
export const MAX_PRODUCT_QUANTITY = 1_000_000;
export const MIN_DELIVERY_DAYS = 1;
export const MAX_DELIVERY_DAYS = 365;
export const MAX_REVIEW_COMMENT_LENGTH = 60;
export const DEFAULT_COMMISSION_PERCENT = 8;

export const CURRENCIES = ['EUR', 'PLN', 'USD', 'GBP', 'SEK', 'NOK', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

export const PRODUCT_CONDITIONS = ['new', 'used', 'damaged'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];
