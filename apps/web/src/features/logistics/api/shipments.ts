import { useQuery } from '@tanstack/react-query';
import type { CreateShipmentInput, LabelSize, Shipment, ShipmentPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { invalidates, useCacheMutation, useCursorPages } from '../../../lib/queries';

/** Query keys of shipments; the orders' own keys start with `orders` (their history moves too). */
export const SHIPMENTS_KEY = ['shipments'] as const;
const ORDERS_KEY = ['orders'] as const;
export const orderShipmentsKey = (scope: 'seller' | 'buyer', orderId: string) =>
  [...SHIPMENTS_KEY, scope, 'order', orderId] as const;

const sellerOrderPath = (orderId: string) => `/api/seller/orders/${encodeURIComponent(orderId)}`;

/** An order's shipments, newest first, as its maker or its buyer sees them. */
export function useOrderShipments(scope: 'seller' | 'buyer', orderId: string) {
  const path =
    scope === 'seller'
      ? `${sellerOrderPath(orderId)}/shipments`
      : `/api/orders/${encodeURIComponent(orderId)}/shipments`;
  return useQuery({
    queryKey: orderShipmentsKey(scope, orderId),
    queryFn: () => api<{ items: Shipment[] }>('GET', path),
    select: (answer) => answer.items,
    // InPost confirms a new shipment within moments: its label and number follow.
    refetchInterval: (query) =>
      query.state.data?.items.some((s) => s.status === 'created') ? 3_000 : false,
  });
}

export function useCreateShipment(orderId: string) {
  return useCacheMutation(
    (input: CreateShipmentInput) =>
      api<Shipment>('POST', `${sellerOrderPath(orderId)}/shipments`, { body: input }),
    invalidates(SHIPMENTS_KEY, ORDERS_KEY),
  );
}

export function useCancelShipment(orderId: string) {
  return useCacheMutation(
    () => api<Shipment>('POST', `${sellerOrderPath(orderId)}/shipments/cancel`),
    invalidates(SHIPMENTS_KEY, ORDERS_KEY),
  );
}

/** The maker's shipments, newest first, page by page. */
export function useShipments() {
  return useCursorPages([...SHIPMENTS_KEY, 'seller', 'list'], (cursor) =>
    api<ShipmentPage>(
      'GET',
      `/api/seller/shipments${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    ),
  );
}

/** Downloads one order's label, or several orders' labels in one PDF. */
export function downloadLabels(orderIds: string[], size: LabelSize, locale: string) {
  const path =
    orderIds.length === 1
      ? `${sellerOrderPath(orderIds[0]!)}/label?size=${size}`
      : `/api/seller/shipments/labels?size=${size}&orders=${orderIds.map(encodeURIComponent).join(',')}`;
  return downloadFile(path, `inpost-labels-${size}.pdf`, 'application/pdf', locale);
}
