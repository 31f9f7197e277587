import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  linkedOrderId,
  orderListQuery,
} from './order-filters';

const SELLER = '6f1f6a2e-8d5b-4c1e-9a53-3f1f6a2e8d5b';

describe('filtersFromParams', () => {
  it('reads every filter the server accepts', () => {
    const params = new URLSearchParams(
      `status=shipped&from=2026-03-01&to=2026-03-31&seller=${SELLER}&number=KR-12&overdue=true`,
    );
    expect(filtersFromParams(params)).toEqual({
      status: 'shipped',
      from: '2026-03-01',
      to: '2026-03-31',
      seller: SELLER,
      number: 'KR-12',
      overdue: 'true',
    });
  });

  it('drops what the server would refuse instead of failing the list', () => {
    const params = new URLSearchParams(
      'status=lost&from=2026-13-01&to=yesterday&seller=42&overdue=yes',
    );
    expect(filtersFromParams(params)).toEqual(NO_FILTERS);
  });

  it('turns a reversed day range round', () => {
    const params = new URLSearchParams('from=2026-04-10&to=2026-04-01');
    expect(filtersFromParams(params)).toMatchObject({ from: '2026-04-01', to: '2026-04-10' });
  });

  it('trims the order number and keeps it short', () => {
    const params = new URLSearchParams(`number=${encodeURIComponent('  KR ')}`);
    expect(filtersFromParams(params).number).toBe('KR');
    expect(filtersFromParams(new URLSearchParams(`number=${'9'.repeat(60)}`)).number).toHaveLength(
      40,
    );
  });
});

describe('filtersToParams', () => {
  it('writes only the filters that are set and keeps the other parameters', () => {
    const current = new URLSearchParams('placed=abc&status=paid&from=2026-01-01');
    const params = filtersToParams({ ...NO_FILTERS, status: 'shipped' }, current);
    expect(params.toString()).toBe('placed=abc&status=shipped');
    expect(current.toString()).toBe('placed=abc&status=paid&from=2026-01-01');
  });

  it('round-trips through the URL', () => {
    const filters = { ...NO_FILTERS, status: 'completed' as const, to: '2026-05-02' };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
  });
});

describe('orderListQuery', () => {
  it('asks for a page of 50 after the cursor', () => {
    expect(orderListQuery({ ...NO_FILTERS, status: 'paid' }, 'next-1')).toBe(
      'status=paid&limit=50&cursor=next-1',
    );
    expect(orderListQuery(NO_FILTERS)).toBe('limit=50');
  });
});

describe('hasFilters', () => {
  it('tells a filtered list from the whole list', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, number: 'KR' })).toBe(true);
  });
});

describe('linkedOrderId', () => {
  it("reads the order a mail's link opens, and ignores a malformed one", () => {
    expect(linkedOrderId(new URLSearchParams(`order=${SELLER}`))).toBe(SELLER);
    expect(linkedOrderId(new URLSearchParams('order=KR-12'))).toBeNull();
    expect(linkedOrderId(new URLSearchParams('status=paid'))).toBeNull();
  });
});
