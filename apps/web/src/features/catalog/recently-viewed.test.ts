import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary } from '@kramik/contract';
import { readRecent, RECENT_MAX, summaryOf, withViewed } from './recently-viewed';

const summary = (id: string): ProductSummary => ({
  _id: id,
  name: `Piece ${id}`,
  price: { amount: 1000, currency: 'EUR' },
  lastPrice: null,
  specialOffer: false,
  condition: 'new',
  quantity: 2,
  deliveryDays: 3,
  company: { _id: 'm1', name: 'Maker' },
  image: null,
  rating: { average: null, count: 0 },
  deliveryCost: { from: null, freeFrom: null },
});

describe('recently viewed', () => {
  it('puts the piece seen first, without a repeat, and keeps the last twelve', () => {
    let items: ProductSummary[] = [];
    for (let i = 0; i < 15; i++) items = withViewed(items, summary(String(i)));
    items = withViewed(items, summary('10'));
    expect(items.map((item) => item._id)).toEqual([
      '10',
      '14',
      '13',
      '12',
      '11',
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
    ]);
    expect(items).toHaveLength(RECENT_MAX);
  });

  it('reads only what looks like a card from storage', () => {
    expect(readRecent(null)).toEqual([]);
    expect(readRecent('not json')).toEqual([]);
    expect(readRecent('{"a":1}')).toEqual([]);
    const raw = JSON.stringify([summary('a'), { _id: 'b' }, summary('a'), null, summary('c')]);
    expect(readRecent(raw).map((item) => item._id)).toEqual(['a', 'c']);
  });

  it('makes a card from a product page, its picture from the photo’s widths', () => {
    const product = {
      ...summary('p'),
      maker: { _id: 'm1', shortName: 'Maker' },
      images: [
        {
          _id: 'i1',
          url: '/u/p-1200.webp',
          thumb: '/u/p-320.webp',
          srcset: '/u/p-320.webp 320w, /u/p-640.webp 640w',
          width: 1200,
          height: 900,
        },
      ],
    } as unknown as ProductDetail;
    const card = summaryOf(product);
    expect(card.company).toEqual({ _id: 'm1', name: 'Maker' });
    expect(card.image).toEqual({
      base: '',
      widths: [
        [320, '/u/p-320.webp'],
        [640, '/u/p-640.webp'],
      ],
      width: 1200,
      height: 900,
    });
  });
});
