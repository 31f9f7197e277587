import { z } from 'zod';
import { PRODUCT_CONDITIONS } from './constants.js';
import { PageQuerySchema, pageOf } from './pagination.js';

export const MoneySchema = z.object({
  /** Integer minor units (cents). */
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof MoneySchema>;

export const CategorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  /** The name in the caller's language. */
  name: z.string(),
  subcategories: z.array(z.object({ _id: z.string(), slug: z.string(), name: z.string() })),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryListSchema = z.object({ items: z.array(CategorySchema) });

export const ProductSummarySchema = z.object({
  _id: z.string(),
  /** The name in the caller's language, else the product's first version. */
  name: z.string(),
  price: MoneySchema,
  specialOffer: z.boolean(),
  condition: z.enum(PRODUCT_CONDITIONS),
  quantity: z.number().int(),
  deliveryDays: z.number().int(),
  company: z.object({ _id: z.string(), name: z.string() }),
  categoryId: z.string(),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductListQuerySchema = PageQuerySchema.extend({
  seller: z.uuid().optional(),
  category: z.uuid().optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductPageSchema = pageOf(ProductSummarySchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;
