import { z } from 'zod';
import { EmailSchema, PHONE_PATTERN } from './accounts.js';
import { MoneySchema } from './catalog.js';
import { CARRIER_OPTIONS } from './companies.js';
import { PageQuerySchema, pageOf } from './pagination.js';
import { SINGLE_LINE } from './text.js';

/** InPost locker sizes: A (8 × 38 × 64 cm), B (19 × 38 × 64 cm), C (41 × 38 × 64 cm). */
export const PARCEL_SIZES = ['A', 'B', 'C'] as const;
export type ParcelSize = (typeof PARCEL_SIZES)[number];

/** Carriers whose shipments Kramik creates through the carrier's API (InPost ShipX). */
export const API_CARRIERS = ['inpost_locker', 'inpost_courier'] as const;

export const SHIPMENT_STATUSES = [
  'created',
  'confirmed',
  'in_transit',
  'waiting',
  'delivered',
  'cancelled',
  'failed',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const LABEL_SIZES = ['A6', 'A4'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

const int = (max: number) =>
  z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(max, 'invalid');

/**
 * "Create shipment" from the maker's order dialog: a locker size, or weight and dimensions for
 * the courier; insurance in minor units (0 or missing: none). The COD amount is not asked: it is
 * the order's total for cash-on-delivery orders.
 */
export const CreateShipmentInputSchema = z.object({
  parcelSize: z.enum(PARCEL_SIZES, 'invalid').nullish(),
  weightGrams: int(30_000).nullish(),
  lengthMm: int(2_000).nullish(),
  widthMm: int(2_000).nullish(),
  heightMm: int(2_000).nullish(),
  insuranceAmount: z
    .number({ error: 'invalid' })
    .int('invalid')
    .min(0, 'invalid')
    .max(5_000_000, 'invalid')
    .nullish(),
});
export type CreateShipmentInput = z.infer<typeof CreateShipmentInputSchema>;

export const ShipmentEventSchema = z.object({
  /** The carrier's status code (`ready_to_pickup`). */
  carrierStatus: z.string(),
  /** The carrier's own words for it. */
  text: z.string(),
  at: z.string(),
});
export type ShipmentEvent = z.infer<typeof ShipmentEventSchema>;

export const ShipmentSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  carrier: z.enum(CARRIER_OPTIONS),
  status: z.enum(SHIPMENT_STATUSES),
  carrierStatus: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  parcel: z.object({
    size: z.enum(PARCEL_SIZES).nullable(),
    weightGrams: z.number().int().nullable(),
    lengthMm: z.number().int().nullable(),
    widthMm: z.number().int().nullable(),
    heightMm: z.number().int().nullable(),
  }),
  cod: MoneySchema.nullable(),
  insurance: MoneySchema.nullable(),
  /** The locker's pick-up code once the parcel waits there (where the carrier gives one). */
  pickupCode: z.string().nullable(),
  labelReady: z.boolean(),
  canCancel: z.boolean(),
  createdAt: z.string(),
  /** The carrier's events, oldest first. */
  events: z.array(ShipmentEventSchema),
});
export type Shipment = z.infer<typeof ShipmentSchema>;
export const ShipmentListSchema = z.object({ items: z.array(ShipmentSchema) });
export const ShipmentPageSchema = pageOf(ShipmentSchema);
export type ShipmentPage = z.infer<typeof ShipmentPageSchema>;
export const ShipmentListQuerySchema = PageQuerySchema;

export const LabelQuerySchema = z.object({
  size: z.enum(LABEL_SIZES, 'invalid').default('A6'),
});
/** Several orders' labels in one PDF (at most 50 orders). */
export const LabelsQuerySchema = LabelQuerySchema.extend({
  orders: z
    .string('required')
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('invalid')).min(1, 'required').max(50, 'invalid')),
});

const senderText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters');

/** The sender printed on labels (InPost wants street and building apart). */
export const SenderSchema = z.object({
  name: senderText(100),
  street: senderText(100),
  buildingNumber: senderText(20),
  city: senderText(60),
  postalCode: senderText(6).regex(/^\d{2}-\d{3}$/, 'postalCodeFormat'),
  phone: senderText(40).regex(PHONE_PATTERN, 'phoneFormat'),
  email: EmailSchema,
});
export type Sender = z.infer<typeof SenderSchema>;

export const LogisticsSettingsInputSchema = z.object({
  defaultParcelSize: z.enum(PARCEL_SIZES, 'invalid'),
  sender: SenderSchema.nullable(),
});
export type LogisticsSettingsInput = z.infer<typeof LogisticsSettingsInputSchema>;

export const InpostConnectionSchema = z.object({
  /** Organisation ID and key are both saved in the maker's settings. */
  configured: z.boolean(),
  organizationId: z.string().nullable(),
  /** The organisation's name at the last successful test; null until one. */
  connectedAs: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type InpostConnection = z.infer<typeof InpostConnectionSchema>;

// Answers are plain shapes: the serializer encodes them, and input transforms cannot be encoded.
export const LogisticsSettingsSchema = z.object({
  defaultParcelSize: z.enum(PARCEL_SIZES),
  sender: z
    .object({
      name: z.string(),
      street: z.string(),
      buildingNumber: z.string(),
      city: z.string(),
      postalCode: z.string(),
      phone: z.string(),
      email: z.string(),
    })
    .nullable(),
  inpost: InpostConnectionSchema,
});
export type LogisticsSettings = z.infer<typeof LogisticsSettingsSchema>;
