import { ORDER_STATUSES, PAGE_SIZE, type OrderStatus } from '@kramik/contract';

/** The filters of an order list as kept in the page's URL; empty strings mean "any". */
export interface OrderFilters {
  status: OrderStatus | '';
  from: string;
  to: string;
  /** A maker's company id (admins only). */
  seller: string;
  /** An order number or part of it (admins only). */
  number: string;
  /** `true`: only orders past their ship-by day and not shipped (makers and admins; issue 24). */
  overdue: '' | 'true';
}

export const NO_FILTERS: OrderFilters = {
  status: '',
  from: '',
  to: '',
  seller: '',
  number: '',
  overdue: '',
};

const FILTER_KEYS = ['status', 'from', 'to', 'seller', 'number', 'overdue'] as const;

// The shapes the server accepts (`z.iso.date()`, `z.uuid()`): a malformed value in a shared link
// is dropped here instead of failing the whole list with a 400.
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NUMBER = 40;

const day = (value: string | null) => (value && DAY.test(value) ? value : '');

/** The order a mail's link opens (`?order=<id>`), or null when there is none or it is malformed. */
export function linkedOrderId(params: URLSearchParams): string | null {
  const id = params.get('order');
  return id && UUID.test(id) ? id : null;
}

/** Reads the filters from the URL query, dropping what the server would refuse. */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const status = ORDER_STATUSES.find((s) => s === params.get('status')) ?? '';
  let from = day(params.get('from'));
  let to = day(params.get('to'));
  // A reversed range is what someone meant the other way round.
  if (from && to && from > to) [from, to] = [to, from];
  const seller = params.get('seller') ?? '';
  const number = (params.get('number') ?? '').trim().slice(0, MAX_NUMBER);
  const overdue = params.get('overdue') === 'true' ? 'true' : '';
  return { status, from, to, seller: UUID.test(seller) ? seller : '', number, overdue };
}

/** Writes the filters into a copy of the URL query, keeping its other parameters. */
export function filtersToParams(filters: OrderFilters, current = new URLSearchParams()) {
  const params = new URLSearchParams(current);
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

export function hasFilters(filters: OrderFilters) {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}

/** The API's query string for one page of the list: the filters, the page size and the cursor. */
export function orderListQuery(filters: OrderFilters, cursor?: string) {
  const params = filtersToParams(filters);
  params.set('limit', String(PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
