import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { setUpPageTests } from '../../../testing/page-tests';
import { availabilityText } from './product-price';

setUpPageTests();

describe('a product’s availability', () => {
  const t = () => i18n.getFixedT('en-US');

  it('is "Made to order" for a piece made after the order, whatever its units', () => {
    expect(availabilityText(t(), 0, true)).toBe('Made to order');
    expect(availabilityText(t(), 999, true)).toBe('Made to order');
  });

  it('counts the units in stock, or says there are none', () => {
    expect(availabilityText(t(), 4, false)).toBe('In stock: 4');
    expect(availabilityText(t(), 0, false)).toBe('Unavailable');
  });
});
