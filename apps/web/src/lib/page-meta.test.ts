import { describe, expect, it } from 'vitest';
import { summaryOf } from './page-meta';

describe('summaryOf', () => {
  it('keeps a short text whole, with its spaces tidied', () => {
    expect(summaryOf('  A walnut\n board.  ')).toBe('A walnut board.');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const summary = summaryOf(text, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary.endsWith('word…')).toBe(true);
  });
});
