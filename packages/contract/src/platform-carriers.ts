import { z } from 'zod';
import { MoneySchema } from './catalog.js';
import { CARRIER_OPTIONS } from './companies.js';

/**
 * A carrier as the platform offers it (issue 19, SPEC `/admin` "delivery costs"): on or off for
 * every maker, and the default price and free-delivery threshold a maker may adopt.
 */
export const PlatformCarrierSchema = z.object({
  carrier: z.enum(CARRIER_OPTIONS),
  enabled: z.boolean(),
  defaultPrice: MoneySchema.nullable(),
  defaultFreeFrom: MoneySchema.nullable(),
});
export type PlatformCarrier = z.infer<typeof PlatformCarrierSchema>;

/** `GET /api/carriers` (the offered ones) and `GET /api/admin/carriers` (all eight). */
export const PlatformCarrierListSchema = z.object({ items: z.array(PlatformCarrierSchema) });
export type PlatformCarrierList = z.infer<typeof PlatformCarrierListSchema>;

const amount = z
  .number('amountFormat')
  .int('amountFormat')
  .min(0, 'amountFormat')
  .max(10_000_000, 'amountFormat')
  .nullable();

/** `PUT /api/admin/carriers`: every carrier the admin lists, saved together. */
export const PlatformCarriersInputSchema = z.object({
  items: z
    .array(
      z.object({
        carrier: z.enum(CARRIER_OPTIONS, 'invalid'),
        enabled: z.boolean('invalid'),
        /** Minor units of the marketplace currency; null: no default. */
        defaultPriceAmount: amount,
        defaultFreeFromAmount: amount,
      }),
    )
    .max(CARRIER_OPTIONS.length, 'invalid')
    .refine((items) => new Set(items.map((i) => i.carrier)).size === items.length, 'invalid'),
});
export type PlatformCarriersInput = z.infer<typeof PlatformCarriersInputSchema>;
