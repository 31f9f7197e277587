import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeadTime, ProductDetail } from '@kramik/contract';
import { eur } from '../../../testing/fixtures';
import { setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { CompareTable } from './compare-table';

setUpPageTests();

const fromStock: LeadTime = {
  madeToOrder: false,
  makingDays: null,
  weeklyCapacity: null,
  shipBy: '2026-12-02',
  away: null,
};

/** The fields the table shows; the rest of a product page does not matter here. */
const product = (id: string, name: string, quantity: number, leadTime: LeadTime) =>
  ({
    _id: id,
    name,
    price: eur(3800),
    lastPrice: null,
    specialOffer: false,
    condition: 'new',
    category: { _id: 'c1', name: 'Ceramics' },
    subcategory: null,
    deliveryDays: 2,
    quantity,
    leadTime,
    maker: { _id: 'm1', shortName: 'Modra Glina' },
    composition: '',
    image: null,
    images: [],
  }) as unknown as ProductDetail;

describe('the compare table', () => {
  it('says when each piece ships: by its day when made to order or delayed, else within its days', () => {
    const products = [
      product('a', 'Cobalt plate', 0, {
        madeToOrder: true,
        makingDays: 10,
        weeklyCapacity: 3,
        shipBy: '2026-12-14',
        away: null,
      }),
      product('b', 'Carafe', 6, fromStock),
      product('c', 'Candle', 4, {
        ...fromStock,
        shipBy: '2027-01-07',
        away: { until: '2027-01-04', mode: 'delay' },
      }),
    ];
    renderRoutes(
      [{ path: '/', Component: () => <CompareTable products={products} locale="en-US" /> }],
      '/',
    );
    const dispatch = screen.getByRole('row', { name: /^Dispatch/ });
    const cells = within(dispatch)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Made to order — ships by December 14, 2026',
      'Ships within 2 days',
      'Ships or ready for pick-up by January 7, 2027',
    ]);
    const availability = screen.getByRole('row', { name: /^Availability/ });
    expect(
      within(availability)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Made to order', 'In stock: 6', 'In stock: 4']);
  });
});
