import type { CarrierOption } from './companies.js';

/**
 * The carriers' usual transit, in working days from hand-over to delivery, as they publish it for
 * domestic parcels (docs/decisions.md "Estimated delivery"). Cash on delivery travels as fast.
 */
export const CARRIER_TRANSIT_DAYS: Record<CarrierOption, readonly [min: number, max: number]> = {
  dpd_pickup_point: [1, 3],
  dpd_pickup_point_cod: [1, 3],
  dpd_courier: [1, 2],
  dpd_courier_cod: [1, 2],
  gls_courier: [1, 3],
  gls_courier_cod: [1, 3],
  inpost_locker: [1, 2],
  inpost_courier: [1, 2],
};

/** The day `days` working days (Monday to Friday) after `from`, at the same time of day. */
export function addWorkingDays(from: Date, days: number) {
  const date = new Date(from);
  let left = days;
  // An order placed on a weekend is handled from Monday.
  while (date.getDay() === 0 || date.getDay() === 6) date.setDate(date.getDate() + 1);
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    if (date.getDay() !== 0 && date.getDay() !== 6) left -= 1;
  }
  return date;
}

/**
 * When a parcel ordered at `now` is expected: the maker dispatches within `dispatchDays` working
 * days, then the carrier takes its usual transit. The earliest day assumes dispatch the next
 * working day; weekends are skipped.
 */
export function estimateDelivery(now: Date, dispatchDays: number, carrier: CarrierOption) {
  const [min, max] = CARRIER_TRANSIT_DAYS[carrier];
  return {
    from: addWorkingDays(now, Math.min(1, dispatchDays) + min),
    to: addWorkingDays(now, dispatchDays + max),
  };
}

/** The range over several carriers: the earliest of their first days to the latest of their last. */
export function estimateDeliveryAny(
  now: Date,
  dispatchDays: number,
  carriers: readonly CarrierOption[],
) {
  if (carriers.length === 0) return null;
  const ranges = carriers.map((carrier) => estimateDelivery(now, dispatchDays, carrier));
  return {
    from: new Date(Math.min(...ranges.map((r) => r.from.getTime()))),
    to: new Date(Math.max(...ranges.map((r) => r.to.getTime()))),
  };
}
