import { expect, it } from 'vitest';
import { fold } from './text.js';

it('folds text as unaccent(lower(…)) does', () => {
  expect(fold('Łódź')).toBe('lodz');
  expect(fold('  München   Straße ')).toBe('munchen strasse');
  expect(fold('Đakovo Œuvre Æbeltoft Ørsted')).toBe('dakovo oeuvre aebeltoft orsted');
});
