import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.js';

/** `?limit=&cursor=` of every list (keyset pagination; default page 50). */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
