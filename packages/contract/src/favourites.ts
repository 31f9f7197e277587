import { z } from 'zod';
import { ProductSummarySchema } from './catalog.js';
import { CompanySummarySchema } from './companies.js';
import { LOW_STOCK_LEFT, MAX_BROWSER_FAVOURITES } from './limits.js';
import { pageOf, PageQuerySchema } from './pagination.js';

// Favourite pieces and followed makers (issue 24). Signed-in buyers keep them on the server;
// visitors keep up to `MAX_BROWSER_FAVOURITES` of each in the browser, merged in at sign-in.

/** `:id` of a favourite product or a followed maker; a bad id is a 400, never a 500. */
export const FavouriteParamsSchema = z.object({ id: z.uuid('invalid') });

/** Whether the caller has favourited the product (or follows the maker) now. */
export const FavouriteStateSchema = z.object({ favourite: z.boolean() });
export type FavouriteState = z.infer<typeof FavouriteStateSchema>;

/** Every id the caller has favourited and follows: what the hearts and Follow buttons show. */
export const FavouriteIdsSchema = z.object({
  products: z.array(z.string()),
  makers: z.array(z.string()),
});
export type FavouriteIds = z.infer<typeof FavouriteIdsSchema>;

const idList = z
  .array(z.uuid('invalid'), 'invalid')
  .max(MAX_BROWSER_FAVOURITES, 'invalid')
  .default([]);

/**
 * `POST /api/favourites/merge` (the browser's lists at sign-in) and `POST /api/favourites/preview`
 * (a visitor's lists shown as cards). Merging is idempotent: what is favourited already stays one
 * row; missing or unlisted products and makers are left out.
 */
export const FavouriteListsInputSchema = z.object({ products: idList, makers: idList });
export type FavouriteListsInput = z.input<typeof FavouriteListsInputSchema>;

export const FavouriteProductListQuerySchema = PageQuerySchema;
export const FavouriteProductPageSchema = pageOf(ProductSummarySchema);
export type FavouriteProductPage = z.infer<typeof FavouriteProductPageSchema>;

export const FollowedMakerSchema = CompanySummarySchema;
export type FollowedMaker = z.infer<typeof FollowedMakerSchema>;
export const FollowedMakerPageSchema = pageOf(FollowedMakerSchema);
export type FollowedMakerPage = z.infer<typeof FollowedMakerPageSchema>;

/** A visitor's browser lists as cards, in the order given, without what the catalog no longer lists. */
export const FavouritesPreviewSchema = z.object({
  products: z.array(ProductSummarySchema),
  makers: z.array(FollowedMakerSchema),
});
export type FavouritesPreview = z.infer<typeof FavouritesPreviewSchema>;

/** The weekly digest of the followed makers' new pieces and sales (`/account`). */
export const DigestSettingsSchema = z.object({ enabled: z.boolean('invalid') });
export type DigestSettings = z.infer<typeof DigestSettingsSchema>;

/** The digest mail's opt-out link's token (`POST /api/favourites/digest/opt-out`, no login). */
export const DigestOptOutInputSchema = z.object({
  token: z.string('invalid').regex(/^[0-9a-f-]{36}\.[0-9a-f]{64}$/, 'invalid'),
});
export type DigestOptOutInput = z.infer<typeof DigestOptOutInputSchema>;

/** What a favourite's card says about it: on sale, and only a few left or sold out. */
export function favouriteMarks(product: { quantity: number; regularPrice?: unknown }): {
  sale: boolean;
  stock: 'lowStock' | 'soldOut' | null;
} {
  const stock =
    product.quantity <= 0 ? 'soldOut' : product.quantity <= LOW_STOCK_LEFT ? 'lowStock' : null;
  return { sale: product.regularPrice != null, stock };
}
