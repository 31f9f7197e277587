import { describe, expect, it } from 'vitest';
import { moneyInput, parseMoney } from './money-input';

describe('parseMoney', () => {
  it('reads decimal commas and points as minor units', () => {
    expect(parseMoney('12,50')).toBe(1250);
    expect(parseMoney('12.50')).toBe(1250);
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney(' 1 250 ')).toBe(125000);
    expect(parseMoney(' 1 250.99 ')).toBe(125099);
    expect(parseMoney('1\u00a0250,99')).toBe(125099);
    expect(parseMoney('1\u202f250,99')).toBe(125099);
    expect(parseMoney('0')).toBe(0);
    expect(parseMoney('0.01')).toBe(1);
  });

  it('refuses more than two decimals, signs and words', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('12.505')).toBeNull();
    expect(parseMoney('12.')).toBeNull();
    expect(parseMoney('-3')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('€12')).toBeNull();
    expect(parseMoney('1e3')).toBeNull();
  });

  it('shows minor units with two decimals, and round-trips through the edit form', () => {
    expect(moneyInput(1250)).toBe('12.50');
    expect(moneyInput(5)).toBe('0.05');
    expect(moneyInput(7)).toBe('0.07');
    expect(moneyInput(100)).toBe('1.00');
    for (const amount of [1, 99, 4990, 99999, 123456]) {
      expect(parseMoney(moneyInput(amount))).toBe(amount);
    }
  });
});
