import { describe, expect, it } from 'vitest';
import { ExpiringMap, expiringMapPer } from './expiring-map.js';

describe('ExpiringMap', () => {
  it('forgets an entry after its age', () => {
    let now = 0;
    const map = new ExpiringMap<string, number>({ maxAgeMs: 1000, maxEntries: 10 }, () => now);
    map.set('a', 1);
    now = 999;
    expect(map.get('a')).toBe(1);
    now = 1000;
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('keeps a falsy value apart from a missing one', () => {
    const map = new ExpiringMap<string, number | null>({ maxAgeMs: 1000, maxEntries: 10 });
    map.set('none', null);
    map.set('zero', 0);
    expect(map.get('none')).toBeNull();
    expect(map.get('zero')).toBe(0);
    expect(map.get('other')).toBeUndefined();
  });

  it('drops the oldest entry past its size, counting a key set again as new', () => {
    let now = 0;
    const map = new ExpiringMap<string, number>({ maxAgeMs: 1000, maxEntries: 2 }, () => now);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([3, undefined, 4]);
    // A renewed key is young again.
    now = 600;
    map.set('a', 5);
    now = 1200;
    expect([map.get('a'), map.get('c')]).toEqual([5, undefined]);
  });

  it('keeps one map per owner', () => {
    const per = expiringMapPer<number>({ maxAgeMs: 1000, maxEntries: 10 });
    const a = {};
    const b = {};
    per(a).set('k', 1);
    expect(per(a).get('k')).toBe(1);
    expect(per(b).get('k')).toBeUndefined();
    expect(per(a)).toBe(per(a));
  });
});
