import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem', () => {
  it('moves an item one place left or right', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it('keeps the list at its ends and leaves the input alone', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(items, 1, 5)).toEqual(['a', 'b']);
    expect(moveItem(items, 3, 0)).toEqual(['a', 'b']);
    expect(items).toEqual(['a', 'b']);
  });
});
