import { z } from 'zod';
import type { CarrierOption } from './companies.js';
import { addWorkingDays, CARRIER_TRANSIT_DAYS } from './delivery-estimate.js';
import { MULTI_LINE } from './text.js';

/**
 * Made to order and lead times (issue 24; docs/decisions.md "Made to order"): a piece made after
 * the order takes its making days (working days) and one of the maker's weekly places (capacity
 * per product); the maker's vacation pauses orders or starts the work on the return day.
 */
export const MIN_MAKING_DAYS = 1;
export const MAX_MAKING_DAYS = 365;
export const MIN_WEEKLY_CAPACITY = 1;
export const MAX_WEEKLY_CAPACITY = 1000;
export const PROGRESS_POST_MAX_LENGTH = 280;
/** How far ahead the capacity is searched for a free week (then the date is that far). */
export const MAX_LEAD_WEEKS = 520;

export const VACATION_MODES = ['pause', 'delay'] as const;
export type VacationMode = (typeof VACATION_MODES)[number];

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of a moment, in the local time zone (the server's, the browser's). */
export function dayOf(date: Date): Day {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Noon of a day in the local time zone (far from any daylight-saving jump). */
export function dateOfDay(day: Day): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d, 12);
}

export function addDays(day: Day, days: number): Day {
  const date = dateOfDay(day);
  date.setDate(date.getDate() + days);
  return dayOf(date);
}

/** The Monday of the day's week: capacity is counted per week from Monday to Sunday. */
export function weekOf(day: Day): Day {
  const weekday = dateOfDay(day).getDay();
  return addDays(day, -((weekday + 6) % 7));
}

export interface Away {
  /** The day the maker is back at work. */
  until: Day;
  mode: VacationMode;
}

/** The first day of work for an order placed today: the return day while the maker is away. */
export function workStartDay(today: Day, away: Away | null | undefined): Day {
  return away && away.until > today ? away.until : today;
}

/** A piece from stock ships within the dispatch days (working days) from the start of work. */
export function readyToShipDate(input: { today: Day; dispatchDays: number; away?: Away | null }) {
  return dayOf(
    addWorkingDays(dateOfDay(workStartDay(input.today, input.away)), input.dispatchDays),
  );
}

export interface MadeToOrderInput {
  today: Day;
  makingDays: number;
  weeklyCapacity: number;
  /** The pieces this order asks for. */
  quantity: number;
  /** Pieces of the product already due to ship in a week (by its Monday), from open orders. */
  taken: Readonly<Record<Day, number>>;
  away?: Away | null;
}

/**
 * The earliest ship-by day of a made-to-order piece: the making days (working days) from the start
 * of work, then a week later for every week whose capacity open orders already fill. An order
 * larger than a week's capacity takes a week of its own.
 */
export function madeToOrderShipDate(input: MadeToOrderInput): Day {
  let day = dayOf(
    addWorkingDays(dateOfDay(workStartDay(input.today, input.away)), input.makingDays),
  );
  for (let week = 0; week < MAX_LEAD_WEEKS; week += 1) {
    const taken = input.taken[weekOf(day)] ?? 0;
    if (taken === 0 || taken + input.quantity <= input.weeklyCapacity) return day;
    day = addDays(day, 7);
  }
  return day;
}

/** The pieces due per week from open orders' ship-by days and quantities. */
export function takenByWeek(rows: readonly { shipBy: Day; quantity: number }[]) {
  const taken: Record<Day, number> = {};
  for (const row of rows) {
    const week = weekOf(row.shipBy);
    taken[week] = (taken[week] ?? 0) + row.quantity;
  }
  return taken;
}

/**
 * When a parcel shipped by `shipBy` is expected: the made-to-order date adds to the carrier's
 * usual transit (`CARRIER_TRANSIT_DAYS`) as a dispatch date does in `estimateDelivery`.
 */
export function estimateDeliveryAfter(shipBy: Day, carriers: readonly CarrierOption[]) {
  if (carriers.length === 0) return null;
  const start = dateOfDay(shipBy);
  const ranges = carriers.map((carrier) => CARRIER_TRANSIT_DAYS[carrier]);
  return {
    from: addWorkingDays(start, Math.min(...ranges.map(([min]) => min))),
    to: addWorkingDays(start, Math.max(...ranges.map(([, max]) => max))),
  };
}

/** What the product page and the cart say of when a piece ships. */
export const LeadTimeSchema = z.object({
  madeToOrder: z.boolean(),
  makingDays: z.number().int().nullable(),
  weeklyCapacity: z.number().int().nullable(),
  /** The earliest ship-by (or pick-up) day for one piece ordered now. */
  shipBy: z.string(),
  /** The maker is away: `pause` refuses orders, `delay` starts the work on `until`. */
  away: z.object({ until: z.string(), mode: z.enum(VACATION_MODES) }).nullable(),
});
export type LeadTime = z.infer<typeof LeadTimeSchema>;

// ---- Vacation mode ----------------------------------------------------------------------------

export const VacationInputSchema = z.object({
  /** The day the maker is back; null ends the vacation. */
  until: z.iso.date('invalid').nullable(),
  mode: z.enum(VACATION_MODES, 'invalid').default('pause'),
});
export type VacationInput = z.infer<typeof VacationInputSchema>;

export const VacationSchema = z.object({
  until: z.string().nullable(),
  mode: z.enum(VACATION_MODES).nullable(),
});
export type Vacation = z.infer<typeof VacationSchema>;

// ---- Progress posts ---------------------------------------------------------------------------

/** The text field of the multipart progress post (its other part is the photo). */
export const ProgressPostTextSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(PROGRESS_POST_MAX_LENGTH, 'progressTextTooLong')
  .regex(MULTI_LINE, 'controlCharacters');

export const ProgressPostSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** Shaped as a product image (`ProductImageSchema`). */
  photo: z.object({
    _id: z.string(),
    url: z.string(),
    thumb: z.string(),
    srcset: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  createdAt: z.string(),
});
export type ProgressPost = z.infer<typeof ProgressPostSchema>;
export const ProgressPostListSchema = z.object({ items: z.array(ProgressPostSchema) });
export type ProgressPostList = z.infer<typeof ProgressPostListSchema>;
