import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShopMap } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { mapQueryString, type MapQuery } from '../map-filters';
import { PUBLIC_SHOPS_KEY } from './keys';

export function listMapShops(query: MapQuery) {
  const search = mapQueryString(query);
  return api<ShopMap>('GET', `/api/shops${search ? `?${search}` : ''}`);
}

/** Pins of the public map; the previous pins stay while new ones load. */
export function useMapShops(query: MapQuery, enabled = true) {
  return useQuery({
    queryKey: [...PUBLIC_SHOPS_KEY, 'map', mapQueryString(query)],
    queryFn: () => listMapShops(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
