import { describe, expect, it } from 'vitest';
import { formatCurrency, formatLongDate } from './intl.js';

/** The locales' own spaces (no-break, narrow no-break) as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('kept Intl formatters', () => {
  it('write money and dates as each locale does, whichever came first', () => {
    expect(formatCurrency('en-US', 'EUR', 9150)).toBe('€91.50');
    expect(plain(formatCurrency('pl-PL', 'EUR', 9150))).toBe('91,50 €');
    expect(plain(formatCurrency('pl-PL', 'PLN', 9150))).toBe('91,50 zł');
    expect(formatCurrency('en-US', 'EUR', 123)).toBe('€1.23');
    const day = new Date(Date.UTC(2026, 10, 29, 12));
    expect(formatLongDate('en-US', day)).toBe('November 29, 2026');
    expect(formatLongDate('de-DE', day)).toBe('29. November 2026');
  });
});
