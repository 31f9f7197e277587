import { z } from 'zod';
import { MULTI_LINE, SINGLE_LINE } from './text.js';
import { CURRENCIES } from './constants.js';
import { PageQuerySchema, pageOf } from './pagination.js';

/** The eight carrier options of SPEC §3. */
export const CARRIER_OPTIONS = [
  'dpd_pickup_point',
  'dpd_pickup_point_cod',
  'dpd_courier',
  'dpd_courier_cod',
  'gls_courier',
  'gls_courier_cod',
  'inpost_locker',
  'inpost_courier',
] as const;
export type CarrierOption = (typeof CARRIER_OPTIONS)[number];
/** Cash-on-delivery carriers skip "awaiting payment" (PRODUCT.md "Orders"). */
export const COD_CARRIERS: readonly CarrierOption[] = [
  'dpd_pickup_point_cod',
  'dpd_courier_cod',
  'gls_courier_cod',
];
/** Carriers that deliver to a chosen point (a locker or a pick-up point). */
export const POINT_CARRIERS: readonly CarrierOption[] = [
  'dpd_pickup_point',
  'dpd_pickup_point_cod',
  'inpost_locker',
];

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters');
/** Optional text: missing, null and "" all mean "none". */
const optionalText = (max: number) =>
  z
    .string('invalid')
    .trim()
    .max(max, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters')
    .nullish()
    .transform((v) => (v ? v : null));

/** Company data (SPEC §3 "Company"); NIP/VAT, IBAN and BIC are checked by the server's rules. */
export const CompanyInputSchema = z.object({
  companyName: text(160),
  shortName: text(60),
  street: text(120),
  city: text(80),
  postalCode: text(12),
  country: z
    .string({ error: 'required' })
    .trim()
    .length(2, 'required')
    .transform((c) => c.toUpperCase()),
  taxNumber: text(20),
  webPage: optionalText(200),
  bic: text(11),
  iban: text(42),
  description: z
    .string()
    .trim()
    .max(4000, 'invalid')
    .regex(MULTI_LINE, 'controlCharacters')
    .default(''),
});
export type CompanyInput = z.infer<typeof CompanyInputSchema>;

/** The owner's view of the company (every field). */
export const CompanySchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  shortName: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  taxNumber: z.string(),
  webPage: z.string().nullable(),
  bic: z.string(),
  iban: z.string(),
  description: z.string(),
  /** URL of the re-encoded photo, or null. */
  photo: z.string().nullable(),
  /** True once delivery costs are set, so products may be added. */
  storeConfigured: z.boolean(),
  /**
   * Where the maker stands (issue 20): `approved` (listed), `awaitingApproval` (created while new
   * makers need approval; products unlisted until an administrator approves).
   */
  approval: z.enum(['approved', 'awaitingApproval']),
});
export type Company = z.infer<typeof CompanySchema>;

/** The public maker page: no bank details. */
export const PublicCompanySchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  shortName: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  taxNumber: z.string(),
  webPage: z.string().nullable(),
  description: z.string(),
  photo: z.string().nullable(),
  productCount: z.number().int(),
  /** Reviews of the maker's products taken together. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Vacation mode (issue 24): away until this day; `pause` takes no orders meanwhile. */
  away: z
    .object({ until: z.string(), mode: z.enum(['pause', 'delay']) })
    .nullable()
    .optional(),
});
export type PublicCompany = z.infer<typeof PublicCompanySchema>;

export const CompanySummarySchema = z.object({
  _id: z.string(),
  shortName: z.string(),
  companyName: z.string(),
  city: z.string(),
  country: z.string(),
  photo: z.string().nullable(),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;
export const CompanyListQuerySchema = PageQuerySchema;
export const CompanyPageSchema = pageOf(CompanySummarySchema);

/**
 * Seller payment and logistics settings (SPEC §3). Secrets are write-only: the answer shows them
 * masked. In the input, leaving a secret out keeps it; an empty string removes it.
 */
export const SellerSettingsInputSchema = z.object({
  autopayIdShop: z
    .string()
    .trim()
    .max(20, 'digitsFormat')
    .regex(/^\d*$/, 'digitsFormat')
    .optional(),
  autopayBmKey: z
    .string()
    .trim()
    .max(200, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters')
    .optional(),
  inpostOrganizationId: z
    .string()
    .trim()
    .max(20, 'digitsFormat')
    .regex(/^\d*$/, 'digitsFormat')
    .optional(),
  inpostApiKey: z
    .string()
    .trim()
    .max(2000, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters')
    .optional(),
});
export type SellerSettingsInput = z.infer<typeof SellerSettingsInputSchema>;

export const SellerSettingsSchema = z.object({
  autopayIdShop: z.string().nullable(),
  /** e.g. `••••••••3f9a`, or null when not set. */
  autopayBmKey: z.string().nullable(),
  inpostOrganizationId: z.string().nullable(),
  inpostApiKey: z.string().nullable(),
});
export type SellerSettings = z.infer<typeof SellerSettingsSchema>;

export const CourierPricingInputSchema = z.object({
  carrier: z.enum(CARRIER_OPTIONS, 'required'),
  /** Minor units. */
  priceAmount: z
    .number({ error: 'required' })
    .int('amountFormat')
    .min(0, 'amountFormat')
    .max(10_000_000, 'amountFormat'),
  externalId: text(64),
  /**
   * Prices are in the marketplace currency; a client may name it, and any other is refused
   * (never silently replaced).
   */
  currency: z.enum(CURRENCIES, 'invalid').optional(),
  /** Minor units; null: never free. */
  freeDeliveryThreshold: z
    .number()
    .int('amountFormat')
    .min(0, 'amountFormat')
    .max(100_000_000, 'amountFormat')
    .nullable()
    .default(null),
});
export type CourierPricingInput = z.infer<typeof CourierPricingInputSchema>;

export const CourierPricingSchema = z.object({
  _id: z.string(),
  carrier: z.enum(CARRIER_OPTIONS),
  priceAmount: z.number().int(),
  currency: z.string(),
  externalId: z.string(),
  freeDeliveryThreshold: z.number().int().nullable(),
});
export type CourierPricing = z.infer<typeof CourierPricingSchema>;
export const CourierPricingListSchema = z.object({ items: z.array(CourierPricingSchema) });
