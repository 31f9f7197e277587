import { z } from 'zod';
import { SINGLE_LINE } from './text.js';

/**
 * "Tell me when it is back" on a sold-out product (`POST /api/products/:id/stock-alerts`);
 * visitors too. One mail when the product is in stock again, then the address is forgotten.
 */
export const StockAlertInputSchema = z.object({
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(254, 'emailFormat')
    .regex(SINGLE_LINE, 'controlCharacters')
    .pipe(z.email('emailFormat')),
});
export type StockAlertInput = z.infer<typeof StockAlertInputSchema>;

/** The subscription: `token` cancels it (`DELETE /api/stock-alerts/:token`). */
export const StockAlertSchema = z.object({
  email: z.string(),
  token: z.string(),
});
export type StockAlert = z.infer<typeof StockAlertSchema>;

export const StockAlertTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'invalid');
