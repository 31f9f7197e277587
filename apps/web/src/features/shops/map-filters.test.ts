import { describe, expect, it } from 'vitest';
import { ShopMapQuerySchema } from '@kramik/contract';
import { bboxOf, mapQueryString, parseMapFilters, withMapFilters } from './map-filters';

const CATEGORY = '79c2ed64-0e06-403f-bf20-d2ca2456915e';
const parse = (query: string) => parseMapFilters(new URLSearchParams(query));

describe('map filters in the URL', () => {
  it('reads open now and a category', () => {
    expect(parse('')).toEqual({ openNow: false });
    expect(parse(`open=1&category=${CATEGORY}`)).toEqual({ openNow: true, category: CATEGORY });
    expect(parse('open=true')).toEqual({ openNow: true });
  });

  it('ignores a malformed category and other values of open', () => {
    expect(parse('open=yes&category=pottery')).toEqual({ openNow: false });
  });

  it('writes the filters and keeps other parameters', () => {
    const params = withMapFilters(new URLSearchParams('lang=pl&open=1'), {
      openNow: false,
      category: CATEGORY,
    });
    expect(params.toString()).toBe(`lang=pl&category=${CATEGORY}`);
    expect(parseMapFilters(withMapFilters(params, { openNow: true }))).toEqual({ openNow: true });
  });
});

describe('map query for the API', () => {
  it('is what the server’s schema accepts', () => {
    const query = mapQueryString({
      openNow: true,
      category: CATEGORY,
      bbox: bboxOf({ west: 14.123456, south: 49.000001, east: 24.15, north: 54.9 }),
    });
    expect(query).toBe(`bbox=14.1235%2C49%2C24.15%2C54.9&openNow=true&category=${CATEGORY}`);
    const parsed = ShopMapQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toEqual({ bbox: [14.1235, 49, 24.15, 54.9], openNow: true, category: CATEGORY });
  });

  it('is empty without filters and leaves "open now" out when off', () => {
    expect(mapQueryString({})).toBe('');
    expect(mapQueryString({ openNow: false })).toBe('');
  });

  it('clamps a view wider than the world', () => {
    expect(bboxOf({ west: -400, south: -95, east: 400, north: 95 })).toBe('-180,-90,180,90');
  });
});
