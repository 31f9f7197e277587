import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@kramik/contract';
import { ProductCardExtraContext } from '../../../components/product-card-extra';
import { eur, uuid } from '../../../testing/fixtures';
import { setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { ProductCard } from './product-card';
import { ProductRow } from './product-row';

/** A card as the catalog sends it: what is empty left out. */
const JUG: ProductSummary = {
  _id: uuid(1),
  name: 'Cobalt Jug',
  price: eur(9150),
  condition: 'new',
  quantity: 3,
  deliveryDays: 2,
  company: { _id: uuid(2), name: 'Modra Glina' },
  image: null,
  deliveryCost: {},
};

describe('a listed product', () => {
  setUpPageTests();

  it('carries the app’s extra (the favourites’ heart) in the grid and in the list', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ProductCardExtraContext.Provider
              value={({ name }) => <button type="button">Favourite {name}</button>}
            >
              <ProductCard product={JUG} locale="en" />
              <ProductRow product={JUG} locale="en" />
            </ProductCardExtraContext.Provider>
          ),
        },
      ],
      '/',
    );
    expect(screen.getAllByRole('button', { name: 'Favourite Cobalt Jug' })).toHaveLength(2);
    // Nothing is said of what the card leaves out: no rating, no earlier price, no delivery cost.
    expect(screen.queryByRole('img', { name: /rated/i })).toBeNull();
    expect(screen.getAllByText('€91.50').length).toBe(2);
  });

  it('says a made-to-order piece is made to order, not sold out, whatever its units', () => {
    const card = (product: ProductSummary) =>
      renderRoutes([{ path: '/', element: <ProductCard product={product} locale="en" /> }], '/');
    const soldOut = card({ ...JUG, quantity: 0 });
    expect(screen.getByText('Sold out')).toBeTruthy();
    soldOut.unmount();
    card({ ...JUG, quantity: 0, madeToOrder: true });
    expect(screen.getByText('Made to order')).toBeTruthy();
    expect(screen.queryByText('Sold out')).toBeNull();
  });

  it('loads the photo of a first card at once, and the others when scrolled near', () => {
    const image = {
      base: '/media/products/p/photo-',
      widths: [
        [320, '320.webp'],
        [640, '640.webp'],
      ] as [number, string][],
      width: 640,
      height: 480,
    };
    const { container } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <ProductCard product={{ ...JUG, image }} locale="en" priority />
              <ProductCard product={{ ...JUG, _id: uuid(3), image }} locale="en" />
              <ProductRow product={{ ...JUG, _id: uuid(4), image }} locale="en" priority />
            </>
          ),
        },
      ],
      '/',
    );
    const photos = [...container.querySelectorAll('img')];
    expect(
      photos.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['eager', 'high'],
    ]);
  });
});
