import { describe, expect, it } from 'vitest';
import { authorName } from './reviews.service.js';

describe('authorName', () => {
  it('shows the first name and the initial of the last name, never the whole name', () => {
    expect(authorName('Anna', 'Kowalczyk')).toBe('Anna K.');
    expect(authorName(' Jonas ', ' becker')).toBe('Jonas B.');
    expect(authorName('Åsa', 'Öberg')).toBe('Åsa Ö.');
    expect(authorName('Sara', '')).toBe('Sara');
    // An initial outside the basic plane stays whole (one code point, not half a pair).
    expect(authorName('Li', '𠀀x')).toBe('Li 𠀀.');
  });
});
