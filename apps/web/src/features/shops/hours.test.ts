import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '@kramik/contract';
import {
  addInterval,
  changeInterval,
  checkHours,
  copyDay,
  defaultHoursDraft,
  draftToHours,
  hoursFieldKey,
  hoursToDraft,
  nextInterval,
  normalizeTime,
  removeInterval,
  setDayOpen,
  WORKDAYS,
} from './hours';

const closedWeek: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe('hours draft and payload', () => {
  it('starts a new shop open on workdays, closed at the weekend', () => {
    const hours = draftToHours(defaultHoursDraft());
    expect(hours.mon).toEqual([{ open: '09:00', close: '17:00' }]);
    expect(hours.fri).toEqual([{ open: '09:00', close: '17:00' }]);
    expect(hours.sat).toEqual([]);
    expect(hours.sun).toEqual([]);
  });

  it('round-trips the server’s hours', () => {
    const hours: OpeningHours = {
      ...closedWeek,
      tue: [
        { open: '08:00', close: '12:00' },
        { open: '13:00', close: '24:00' },
      ],
    };
    const draft = hoursToDraft(hours);
    expect(draft.tue.open).toBe(true);
    expect(draft.mon).toEqual({ open: false, intervals: [] });
    expect(draftToHours(draft)).toEqual(hours);
  });

  it('keeps a closed day’s intervals in the draft but sends none', () => {
    const draft = setDayOpen(defaultHoursDraft(), 'mon', false);
    expect(draft.mon.intervals).toHaveLength(1);
    expect(draftToHours(draft).mon).toEqual([]);
    expect(setDayOpen(draft, 'mon', true).mon.intervals).toEqual([
      { open: '09:00', close: '17:00' },
    ]);
  });

  it('opens a day with no intervals with the default interval', () => {
    const draft = setDayOpen(defaultHoursDraft(), 'sun', true);
    expect(draft.sun).toEqual({ open: true, intervals: [{ open: '09:00', close: '17:00' }] });
  });

  it('adds an interval after the last one and closes a day when its last is removed', () => {
    let draft = defaultHoursDraft();
    draft = changeInterval(draft, 'mon', 0, 'close', '13:00');
    draft = addInterval(draft, 'mon');
    expect(draft.mon.intervals[1]).toEqual({ open: '14:00', close: '17:00' });
    draft = removeInterval(draft, 'mon', 0);
    expect(draft.mon.intervals).toEqual([{ open: '14:00', close: '17:00' }]);
    draft = removeInterval(draft, 'mon', 0);
    expect(draft.mon).toEqual({ open: false, intervals: [] });
  });

  it('proposes late intervals that end at midnight', () => {
    expect(nextInterval([{ open: '18:00', close: '23:30' }])).toEqual({
      open: '23:30',
      close: '24:00',
    });
    expect(nextInterval([])).toEqual({ open: '09:00', close: '17:00' });
  });

  it('copies one day to others', () => {
    let draft = changeInterval(defaultHoursDraft(), 'mon', 0, 'open', '07:30');
    draft = copyDay(draft, 'mon', ['sat', 'sun']);
    expect(draftToHours(draft).sat).toEqual([{ open: '07:30', close: '17:00' }]);
    expect(draftToHours(draft).sun).toEqual([{ open: '07:30', close: '17:00' }]);
    expect(WORKDAYS).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
  });
});

describe('normalizeTime', () => {
  it.each([
    ['9', '09:00'],
    ['930', '09:30'],
    ['0930', '09:30'],
    ['9:30', '09:30'],
    ['9.30', '09:30'],
    ['9h30', '09:30'],
    [' 17:00 ', '17:00'],
    ['24', '24:00'],
    ['2400', '24:00'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeTime(input)).toBe(expected);
  });

  it.each(['', '25:00', '24:30', '9:75', 'noon', '12:3'])('leaves %j for the check', (input) => {
    expect(normalizeTime(input)).toBe(input.trim());
  });
});

describe('checkHours', () => {
  it('accepts closed days and separate intervals', () => {
    expect(
      checkHours({
        ...closedWeek,
        mon: [
          { open: '13:00', close: '17:00' },
          { open: '09:00', close: '13:00' },
        ],
      }),
    ).toEqual({});
  });

  it('names the closing time of an inverted interval', () => {
    expect(checkHours({ ...closedWeek, tue: [{ open: '18:00', close: '09:00' }] })).toEqual({
      [hoursFieldKey('tue', 0, 'close')]: 'hoursInverted',
    });
  });

  it('names the opening time of the later of two overlapping intervals', () => {
    expect(
      checkHours({
        ...closedWeek,
        wed: [
          { open: '12:00', close: '18:00' },
          { open: '09:00', close: '13:00' },
        ],
      }),
    ).toEqual({ 'hours.wed.0.open': 'hoursOverlap' });
  });

  it('names a badly written time', () => {
    expect(checkHours({ ...closedWeek, sun: [{ open: '9 am', close: '17:00' }] })).toEqual({
      'hours.sun.0.open': 'hoursFormat',
    });
  });
});
