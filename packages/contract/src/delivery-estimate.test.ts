import { describe, expect, it } from 'vitest';
import { addWorkingDays, estimateDelivery, estimateDeliveryAny } from './delivery-estimate.js';

const day = (iso: string) => new Date(`${iso}T10:00:00`);
const ymd = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('delivery estimates', () => {
  it('counts working days only, and a weekend order from Monday', () => {
    // 2026-11-27 is a Friday.
    expect(ymd(addWorkingDays(day('2026-11-27'), 1))).toBe('2026-11-30');
    expect(ymd(addWorkingDays(day('2026-11-27'), 0))).toBe('2026-11-27');
    expect(ymd(addWorkingDays(day('2026-11-28'), 0))).toBe('2026-11-30');
    expect(ymd(addWorkingDays(day('2026-11-29'), 2))).toBe('2026-12-02');
    expect(ymd(addWorkingDays(day('2026-11-25'), 5))).toBe('2026-12-02');
  });

  it('adds the dispatch time to the carrier’s usual transit', () => {
    // Wednesday; ships within 3 days; InPost locker 1–2 days.
    const range = estimateDelivery(day('2026-11-25'), 3, 'inpost_locker');
    expect([ymd(range.from), ymd(range.to)]).toEqual(['2026-11-27', '2026-12-02']);
    // Same-day dispatch: the earliest is the transit alone.
    expect(ymd(estimateDelivery(day('2026-11-25'), 0, 'dpd_courier').from)).toBe('2026-11-26');
  });

  it('spans several carriers from the earliest to the latest day', () => {
    const range = estimateDeliveryAny(day('2026-11-25'), 2, ['inpost_locker', 'gls_courier'])!;
    expect([ymd(range.from), ymd(range.to)]).toEqual(['2026-11-27', '2026-12-02']);
    expect(estimateDeliveryAny(day('2026-11-25'), 2, [])).toBeNull();
  });
});
