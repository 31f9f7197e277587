import { describe, expect, it } from 'vitest';
import { addressLines, formatIntervals, weekdayName } from './shop-display';

describe('shop display', () => {
  it('names weekdays in the viewer’s language, as labels or inside sentences', () => {
    expect(weekdayName('mon', 'en-US')).toBe('Monday');
    expect(weekdayName('tue', 'pl-PL')).toBe('Wtorek');
    expect(weekdayName('tue', 'pl-PL', false)).toBe('wtorek');
    expect(weekdayName('sun', 'de-DE')).toBe('Sonntag');
  });

  it('writes intervals and address lines', () => {
    expect(
      formatIntervals([
        { open: '09:00', close: '13:00' },
        { open: '14:00', close: '18:00' },
      ]),
    ).toBe('09:00–13:00, 14:00–18:00');
    expect(
      addressLines({ street: 'Rynek 5', postalCode: '50-106', city: 'Wrocław' }, 'Poland'),
    ).toEqual(['Rynek 5', '50-106 Wrocław', 'Poland']);
  });
});
