import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CarrierOption, DeliveryPointList } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/** Where a points search starts: a typed place, street or code, or the browser's location. */
export type PointSearch = { q: string } | { near: { lat: number; lng: number } };

export function listDeliveryPoints(carrier: CarrierOption, search: PointSearch) {
  const params = new URLSearchParams({ carrier, limit: '20' });
  if ('q' in search) params.set('q', search.q);
  else params.set('near', `${search.near.lat.toFixed(5)},${search.near.lng.toFixed(5)}`);
  return api<DeliveryPointList>('GET', `/api/delivery-points?${params.toString()}`);
}

/** A point carrier's points nearest first; nothing is asked until there is a search. */
export function useDeliveryPoints(carrier: CarrierOption, search: PointSearch | null) {
  return useQuery({
    queryKey: ['delivery-points', carrier, search],
    queryFn: () => listDeliveryPoints(carrier, search!),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
