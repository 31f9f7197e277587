import type { GeocodeList } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/** Places for a typed address, found by the server (login required). */
export function geocode(q: string, country?: string) {
  const search = new URLSearchParams({ q });
  if (country) search.set('country', country);
  return api<GeocodeList>('GET', `/api/geocode?${search.toString()}`);
}
