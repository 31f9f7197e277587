import { PAGE_SIZE, type CustomerPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/queries';
import { ORDERS_KEY } from './keys';

/** One page of the maker's customers. */
export function listCustomers(cursor?: string) {
  const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return api<CustomerPage>('GET', `/api/seller/customers?${search.toString()}`);
}

export function useCustomers() {
  return useCursorPages([...ORDERS_KEY, 'seller', 'customers'], listCustomers);
}
