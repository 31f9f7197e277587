import { z } from 'zod';
import { CARRIER_OPTIONS, POINT_CARRIERS, type CarrierOption } from './companies.js';
import { LocationSchema } from './shops.js';
import { SINGLE_LINE } from './text.js';

/** Who runs a point carrier's points: InPost (parcel lockers) or DPD (DPD Pickup). */
export const POINT_NETWORKS = ['inpost', 'dpd'] as const;
export type PointNetwork = (typeof POINT_NETWORKS)[number];

/** The network whose points a point carrier delivers to; null for couriers. */
export function pointNetworkOf(carrier: CarrierOption): PointNetwork | null {
  if (!POINT_CARRIERS.includes(carrier)) return null;
  return carrier.startsWith('inpost') ? 'inpost' : 'dpd';
}

/** At most this many points in one answer of `GET /api/delivery-points`. */
export const MAX_DELIVERY_POINTS = 50;

/**
 * `GET /api/delivery-points`: a point carrier's points nearest first, from `near` (the browser's
 * location) or from a typed place, street or point code (`q`, geocoded on the server).
 */
export const DeliveryPointQuerySchema = z
  .object({
    carrier: z.enum(CARRIER_OPTIONS, 'invalid').refine((c) => POINT_CARRIERS.includes(c), {
      message: 'notPointCarrier',
    }),
    /** `lat,lng`. */
    near: z
      .string()
      .trim()
      .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'invalid')
      .transform((v) => v.split(',').map(Number) as [number, number])
      .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'invalid')
      .optional(),
    q: z
      .string()
      .trim()
      .min(2, 'invalid')
      .max(120, 'invalid')
      .regex(SINGLE_LINE, 'invalid')
      .optional(),
    limit: z.coerce
      .number('invalid')
      .int('invalid')
      .min(1, 'invalid')
      .max(MAX_DELIVERY_POINTS, 'invalid')
      .default(20),
  })
  .refine((query) => query.near !== undefined || query.q !== undefined, {
    message: 'nearOrQueryRequired',
    path: ['q'],
  });
export type DeliveryPointQuery = z.input<typeof DeliveryPointQuerySchema>;

/** The address of a point as the carrier gives it. */
export const PointAddressSchema = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
});
export type PointAddress = z.infer<typeof PointAddressSchema>;

export const DeliveryPointSchema = z.object({
  /** The carrier's code: what the order and the shipment name (`KRA01M`, `PL11033`). */
  code: z.string(),
  network: z.enum(POINT_NETWORKS),
  /** `locker` (a parcel machine) or `point` (a shop or kiosk that hands parcels over). */
  kind: z.enum(['locker', 'point']),
  /** Where exactly: "Przy sklepie Lewiatan", or the shop's name. */
  description: z.string(),
  address: PointAddressSchema,
  location: LocationSchema,
  /** As the carrier writes them ("Pn-Sb 09:00-21:00"); "24/7" when always open. */
  openingHours: z.string(),
  open247: z.boolean(),
  /** Metres from where the search started; null when it had no starting point. */
  distance: z.number().int().nullable(),
});
export type DeliveryPoint = z.infer<typeof DeliveryPointSchema>;

export const DeliveryPointListSchema = z.object({
  items: z.array(DeliveryPointSchema),
  /** Where the list is measured from: the typed place, once geocoded; null for `near`. */
  origin: z.object({ label: z.string(), location: LocationSchema }).nullable(),
});
export type DeliveryPointList = z.infer<typeof DeliveryPointListSchema>;

/** "Mostowa 5, 31-061 Kraków". */
export function pointAddressLine(address: PointAddress) {
  return [address.street, `${address.postalCode} ${address.city}`.trim()]
    .filter(Boolean)
    .join(', ');
}
