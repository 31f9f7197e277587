import { describe, expect, it } from 'vitest';
import { moneyInput, parseMoney } from './money';

describe('parseMoney', () => {
  it('reads decimal commas and points as minor units', () => {
    expect(parseMoney('12,50')).toBe(1250);
    expect(parseMoney('12.50')).toBe(1250);
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney(' 1 250 ')).toBe(125000);
    expect(parseMoney('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('12.505')).toBeNull();
    expect(parseMoney('-3')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
  });

  it('round-trips through the edit form', () => {
    expect(moneyInput(1250)).toBe('12.50');
    expect(moneyInput(5)).toBe('0.05');
    expect(parseMoney(moneyInput(99999))).toBe(99999);
  });
});
