import { describe, expect, it } from 'vitest';
import { couponValueText, isoToLocalInput, localInputToIso, parseAmount } from './promotion-format';

describe('promotion formats', () => {
  it('reads money fields in minor units', () => {
    expect(parseAmount('12.50')).toBe(1250);
    expect(parseAmount('12,5')).toBe(1250);
    expect(parseAmount(' 30 ')).toBe(3000);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('turns datetime-local values into instants and back', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('nonsense')).toBeNull();
    const iso = localInputToIso('2026-12-01T10:30')!;
    expect(isoToLocalInput(iso)).toBe('2026-12-01T10:30');
  });

  it('says what a coupon takes off', () => {
    expect(couponValueText({ kind: 'percent', value: 10, currency: 'EUR' }, 'en-US')).toBe('10%');
    expect(couponValueText({ kind: 'amount', value: 500, currency: 'EUR' }, 'en-US')).toBe('€5.00');
  });
});
