import { z } from 'zod';
import { MULTI_LINE, SINGLE_LINE } from './text.js';
import { ProductImageSchema } from './catalog.js';

/** Monday to Sunday (SPEC §9), the keys of opening hours. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `HH:MM` in 24-hour time; `24:00` closes at midnight. */
const clock = z
  .string({ error: 'required' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'hoursFormat');

export const OpeningIntervalSchema = z.object({ open: clock, close: clock });
export type OpeningInterval = z.infer<typeof OpeningIntervalSchema>;

/** A day is closed (no intervals) or open in one or more non-overlapping intervals. */
const daySchema = z
  .array(OpeningIntervalSchema, 'invalid')
  .max(4, 'invalid')
  .superRefine((intervals, ctx) => {
    intervals.forEach((interval, i) => {
      if (interval.open >= interval.close) {
        ctx.addIssue({ code: 'custom', path: [i, 'close'], message: 'hoursInverted' });
      }
    });
    const sorted = [...intervals.entries()].sort(([, a], [, b]) => a.open.localeCompare(b.open));
    for (let k = 1; k < sorted.length; k++) {
      const [index, interval] = sorted[k]!;
      if (interval.open < sorted[k - 1]![1].close) {
        ctx.addIssue({ code: 'custom', path: [index, 'open'], message: 'hoursOverlap' });
      }
    }
  });

export const OpeningHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<Weekday, typeof daySchema>,
  { error: 'required' },
);
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const LocationSchema = z.object({
  lat: z.number('invalid').min(-90, 'invalid').max(90, 'invalid'),
  lng: z.number('invalid').min(-180, 'invalid').max(180, 'invalid'),
});
export type Location = z.infer<typeof LocationSchema>;

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters');

/** The shop form (SPEC §3 "Shop", PRODUCT.md "Shops"). */
export const ShopInputSchema = z.object({
  title: text(120),
  description: z
    .string('invalid')
    .trim()
    .max(4000, 'invalid')
    .regex(MULTI_LINE, 'controlCharacters')
    .default(''),
  street: text(120),
  city: text(80),
  postalCode: text(12),
  country: z
    .string({ error: 'required' })
    .trim()
    .length(2, 'required')
    .transform((c) => c.toUpperCase()),
  /** Required, with the spec's "Location is required". */
  location: z.object(LocationSchema.shape, { error: 'locationRequired' }),
  hours: OpeningHoursSchema,
  visibleOnMap: z.boolean('invalid').default(true),
});
export type ShopInput = z.infer<typeof ShopInputSchema>;

export const ShopSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  location: LocationSchema,
  /** IANA zone of the location; opening hours are in this zone. */
  timeZone: z.string(),
  hours: OpeningHoursSchema,
  visibleOnMap: z.boolean(),
  images: z.array(ProductImageSchema),
  company: z.object({ _id: z.string(), shortName: z.string() }),
  createdAt: z.string(),
});
export type Shop = z.infer<typeof ShopSchema>;
export const ShopListSchema = z.object({ items: z.array(ShopSchema) });
export type ShopList = z.infer<typeof ShopListSchema>;

/** What a map marker needs. */
export const ShopPinSchema = z.object({
  _id: z.string(),
  title: z.string(),
  city: z.string(),
  country: z.string(),
  location: LocationSchema,
  timeZone: z.string(),
  hours: OpeningHoursSchema,
  company: z.object({ _id: z.string(), shortName: z.string() }),
  image: z.string().nullable(),
});
export type ShopPin = z.infer<typeof ShopPinSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'], 'invalid')
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** `GET /api/shops`: visible shops, optionally in a box, open now, selling a category, of a maker. */
export const ShopMapQuerySchema = z.object({
  /** `minLng,minLat,maxLng,maxLat`. */
  bbox: z
    .string()
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, 'invalid')
    .transform((v) => v.split(',').map(Number) as [number, number, number, number])
    .optional(),
  openNow: flag,
  category: z.uuid('invalid').optional(),
  company: z.uuid('invalid').optional(),
});
export const ShopMapSchema = z.object({
  items: z.array(ShopPinSchema),
  /** True when more shops matched than one answer carries (zoom in). */
  truncated: z.boolean(),
});
export type ShopMap = z.infer<typeof ShopMapSchema>;
export const MAX_MAP_PINS = 1000;

// ---- Geocoding -------------------------------------------------------------------------------

export const GeocodeQuerySchema = z.object({
  q: z.string().trim().min(2, 'invalid').max(200, 'invalid'),
  /** Prefer places in this country (ISO 3166-1 alpha-2). */
  country: z
    .string()
    .trim()
    .length(2, 'invalid')
    .transform((c) => c.toUpperCase())
    .optional(),
});
export const ReverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number('invalid').min(-90, 'invalid').max(90, 'invalid'),
  lng: z.coerce.number('invalid').min(-180, 'invalid').max(180, 'invalid'),
});

export const GeocodeResultSchema = z.object({
  label: z.string(),
  city: z.string(),
  country: z.string(),
  location: LocationSchema,
});
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;
export const GeocodeListSchema = z.object({ items: z.array(GeocodeResultSchema) });
export type GeocodeList = z.infer<typeof GeocodeListSchema>;

// ---- Opening hours ---------------------------------------------------------------------------

/** The weekday and `HH:MM` of a moment in a time zone. */
export function localTime(at: Date, timeZone: string): { day: Weekday; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('weekday').slice(0, 3).toLowerCase() as Weekday;
  return { day, time: `${part('hour')}:${part('minute')}` };
}

/** Whether the shop is open at a moment, read in the shop's own time zone. */
export function isOpenAt(hours: OpeningHours, timeZone: string, at: Date): boolean {
  const { day, time } = localTime(at, timeZone);
  return (hours[day] ?? []).some((interval) => interval.open <= time && time < interval.close);
}
