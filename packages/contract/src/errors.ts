import { z } from 'zod';

/** Machine-readable error codes the web app can branch on. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'LOGIN_FAILED',
  'ACCOUNT_EXISTS',
  'ACCOUNT_NOT_VERIFIED',
  'ACCOUNT_BLOCKED',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'CODE_LOCKED',
  'WRONG_PASSWORD',
  'USERNAME_TAKEN',
  'TOO_MANY_LOGIN_FAILURES',
  'STORE_NOT_CONFIGURED',
  'BAD_GATEWAY',
  'OUT_OF_STOCK',
  'IN_STOCK',
  'CART_EMPTY',
  'CHECKOUT_INVALID',
  'PRICE_CHANGED',
  'IDEMPOTENCY_KEY_REUSED',
  'ORDER_STATE',
  'SERVER_BUSY',
  'LAST_ADMIN',
  'PRODUCT_NOT_LISTED',
  'COUPON_UNKNOWN',
  'COUPON_EXPIRED',
  'COUPON_BELOW_MINIMUM',
  'COUPON_USED_UP',
  'COUPON_ALREADY_USED',
  'SALE_OVERLAPS',
  'MAKER_AWAY',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every API failure has this body (ARCHITECTURE.md "API conventions"). */
export const ApiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
