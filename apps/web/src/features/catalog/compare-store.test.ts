import { afterEach, describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY, compareStore, readCompared, toggleCompared } from './compare-store';

describe('toggleCompared', () => {
  it('adds up to three products and refuses a fourth', () => {
    let ids: readonly string[] = [];
    for (const id of ['a', 'b', 'c']) {
      const result = toggleCompared(ids, id);
      expect(result.change).toBe('added');
      ids = result.ids;
    }
    const fourth = toggleCompared(ids, 'd');
    expect(fourth.change).toBe('full');
    expect(fourth.ids).toEqual(['a', 'b', 'c']);
  });

  it('removes a product that is already there, even when the list is full', () => {
    expect(toggleCompared(['a', 'b', 'c'], 'b')).toEqual({ ids: ['a', 'c'], change: 'removed' });
  });
});

describe('readCompared', () => {
  it('accepts only a list of distinct ids, at most three', () => {
    expect(readCompared(null)).toEqual([]);
    expect(readCompared('not json')).toEqual([]);
    expect(readCompared('{"a":1}')).toEqual([]);
    expect(readCompared('["a", 2, "", "a", "b", "c", "d"]')).toEqual(['a', 'b', 'c']);
  });
});

describe('compareStore', () => {
  afterEach(() => {
    compareStore.clear();
    window.localStorage.clear();
  });

  it('keeps the choice in localStorage', () => {
    expect(compareStore.toggle('a')).toBe('added');
    expect(compareStore.toggle('b')).toBe('added');
    expect(JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY)!)).toEqual(['a', 'b']);
    compareStore.remove('a');
    expect(compareStore.get()).toEqual(['b']);
  });

  it('gives the limit answer for a fourth product and keeps the three', () => {
    for (const id of ['a', 'b', 'c']) compareStore.toggle(id);
    expect(compareStore.toggle('d')).toBe('full');
    expect(compareStore.get()).toEqual(['a', 'b', 'c']);
  });

  it('follows a change made in another tab', () => {
    const seen: (readonly string[])[] = [];
    const unsubscribe = compareStore.subscribe(() => seen.push(compareStore.get()));
    window.localStorage.setItem(COMPARE_STORAGE_KEY, '["x","y"]');
    window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
    unsubscribe();
    expect(seen).toEqual([['x', 'y']]);
    expect(compareStore.get()).toEqual(['x', 'y']);
  });

  it('forgets products that no longer exist', () => {
    for (const id of ['a', 'b', 'c']) compareStore.toggle(id);
    compareStore.keepOnly(['c', 'a']);
    expect(compareStore.get()).toEqual(['a', 'c']);
  });
});
