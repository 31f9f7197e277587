import { expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import { messages } from './messages.js';

it('has every server message in all six locales', () => {
  for (const [key, catalogue] of Object.entries(messages)) {
    for (const locale of LOCALES) {
      expect(catalogue[locale]?.trim(), `${key} in ${locale}`).toBeTruthy();
    }
  }
});
