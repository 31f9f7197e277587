import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOf,
  estimateDeliveryAfter,
  madeToOrderShipDate,
  readyToShipDate,
  takenByWeek,
  weekOf,
  workStartDay,
} from './made-to-order.js';

// 2026-11-25 is a Wednesday.
const base = { today: '2026-11-25', makingDays: 5, weeklyCapacity: 3, quantity: 1, taken: {} };

describe('made-to-order ship dates', () => {
  it('counts weeks from Monday and days across months and years', () => {
    expect(weekOf('2026-11-25')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(addDays('2026-03-27', 3)).toBe('2026-03-30');
    expect(dayOf(new Date(2026, 1, 28, 23, 59))).toBe('2026-02-28');
  });

  it('adds the making days as working days', () => {
    // Five working days from Wednesday: the next Wednesday.
    expect(madeToOrderShipDate(base)).toBe('2026-12-02');
    // Ordered on a Saturday: the work starts on Monday.
    expect(madeToOrderShipDate({ ...base, today: '2026-11-28', makingDays: 1 })).toBe('2026-12-01');
  });

  it('a capacity of 3 a week with 3 open orders moves the next buyer’s date by a week', () => {
    const first = madeToOrderShipDate(base);
    const taken = takenByWeek([
      { shipBy: first, quantity: 1 },
      { shipBy: first, quantity: 1 },
      { shipBy: addDays(first, 1), quantity: 1 },
    ]);
    expect(taken).toEqual({ [weekOf(first)]: 3 });
    expect(madeToOrderShipDate({ ...base, taken })).toBe(addDays(first, 7));
    // Two taken: the third place is still free.
    expect(madeToOrderShipDate({ ...base, taken: { [weekOf(first)]: 2 } })).toBe(first);
  });

  it('skips every full week, and asks a big order for room for all its pieces', () => {
    const first = madeToOrderShipDate(base);
    const taken = { [weekOf(first)]: 3, [weekOf(addDays(first, 7))]: 3 };
    expect(madeToOrderShipDate({ ...base, taken })).toBe(addDays(first, 14));
    expect(madeToOrderShipDate({ ...base, quantity: 2, taken: { [weekOf(first)]: 2 } })).toBe(
      addDays(first, 7),
    );
    // More than a week's capacity: a week of its own, the first empty one.
    expect(madeToOrderShipDate({ ...base, quantity: 5 })).toBe(first);
    expect(madeToOrderShipDate({ ...base, quantity: 5, taken: { [weekOf(first)]: 1 } })).toBe(
      addDays(first, 7),
    );
  });

  it('starts the work on the return day of a vacation', () => {
    const away = { until: '2026-12-14', mode: 'delay' as const };
    expect(workStartDay('2026-11-25', away)).toBe('2026-12-14');
    expect(workStartDay('2026-12-20', away)).toBe('2026-12-20');
    expect(workStartDay('2026-11-25', null)).toBe('2026-11-25');
    // Monday 14 December + 5 working days.
    expect(madeToOrderShipDate({ ...base, away })).toBe('2026-12-21');
    expect(readyToShipDate({ today: '2026-11-25', dispatchDays: 2, away })).toBe('2026-12-16');
    expect(readyToShipDate({ today: '2026-11-25', dispatchDays: 2 })).toBe('2026-11-27');
  });

  it('adds the carrier’s usual transit to the ship-by day', () => {
    // Ships by Wednesday 2 December; InPost locker 1–2 working days, GLS 1–3.
    const range = estimateDeliveryAfter('2026-12-02', ['inpost_locker', 'gls_courier'])!;
    expect([dayOf(range.from), dayOf(range.to)]).toEqual(['2026-12-03', '2026-12-07']);
    expect(estimateDeliveryAfter('2026-12-02', [])).toBeNull();
  });
});
