import { describe, expect, it } from 'vitest';
import { isOpenAt, localTime, OpeningHoursSchema, type OpeningHours } from './shops.js';

const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const weekdays: OpeningHours = {
  ...closed,
  mon: [{ open: '10:00', close: '18:00' }],
  tue: [
    { open: '09:00', close: '13:00' },
    { open: '14:00', close: '18:00' },
  ],
  sat: [{ open: '10:00', close: '24:00' }],
};

describe('opening hours', () => {
  it('reads the weekday and time in the shop’s zone', () => {
    // Monday 2026-11-23 08:30 UTC is 09:30 in Warsaw and 16:30 in Shanghai.
    const at = new Date('2026-11-23T08:30:00Z');
    expect(localTime(at, 'Europe/Warsaw')).toEqual({ day: 'mon', time: '09:30' });
    expect(localTime(at, 'Asia/Shanghai')).toEqual({ day: 'mon', time: '16:30' });
    expect(localTime(new Date('2026-11-22T23:30:00Z'), 'Europe/Warsaw')).toEqual({
      day: 'mon',
      time: '00:30',
    });
  });

  it('is open inside an interval, closed at its closing minute and on closed days', () => {
    expect(isOpenAt(weekdays, 'Europe/Warsaw', new Date('2026-11-23T08:30:00Z'))).toBe(false);
    expect(isOpenAt(weekdays, 'Europe/Warsaw', new Date('2026-11-23T09:00:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, 'Europe/Warsaw', new Date('2026-11-23T17:00:00Z'))).toBe(false);
    // Tuesday's lunch break.
    expect(isOpenAt(weekdays, 'Europe/Warsaw', new Date('2026-11-24T12:30:00Z'))).toBe(false);
    expect(isOpenAt(weekdays, 'Europe/Warsaw', new Date('2026-11-24T13:30:00Z'))).toBe(true);
    // Saturday until midnight; Sunday closed.
    expect(isOpenAt(weekdays, 'Europe/Warsaw', new Date('2026-11-28T22:59:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, 'Europe/Warsaw', new Date('2026-11-29T12:00:00Z'))).toBe(false);
    // The same moment in another zone is another local time.
    expect(isOpenAt(weekdays, 'America/New_York', new Date('2026-11-23T16:00:00Z'))).toBe(true);
  });

  it('refuses inverted, overlapping and malformed intervals', () => {
    const check = (day: unknown) => OpeningHoursSchema.safeParse({ ...closed, wed: day });
    expect(check([{ open: '09:00', close: '17:00' }]).success).toBe(true);
    const inverted = check([{ open: '17:00', close: '09:00' }]);
    expect(inverted.error?.issues[0]).toMatchObject({
      path: ['wed', 0, 'close'],
      message: 'hoursInverted',
    });
    const overlap = check([
      { open: '12:00', close: '18:00' },
      { open: '09:00', close: '12:30' },
    ]);
    expect(overlap.error?.issues[0]).toMatchObject({
      path: ['wed', 0, 'open'],
      message: 'hoursOverlap',
    });
    expect(check([{ open: '9:00', close: '17:00' }]).error?.issues[0]?.message).toBe('hoursFormat');
    expect(check([{ open: '09:00', close: '24:30' }]).success).toBe(false);
    expect(OpeningHoursSchema.safeParse({ mon: [] }).success).toBe(false);
  });
});
