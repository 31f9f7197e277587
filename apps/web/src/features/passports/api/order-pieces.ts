import { useQuery } from '@tanstack/react-query';
import type { OrderPieces } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

export function listOrderPieces(orderId: string) {
  return api<OrderPieces>('GET', `/api/orders/${encodeURIComponent(orderId)}/pieces`);
}

/** The pieces of an order (its buyer gets them once it is delivered). */
export function useOrderPieces(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', orderId, 'pieces'],
    queryFn: () => listOrderPieces(orderId),
    enabled,
  });
}

/** Downloads a piece's printable card (A6 PDF), in the viewer's language. */
export function downloadPieceCard(code: string, locale: string) {
  return downloadFile(
    `/api/pieces/${encodeURIComponent(code)}/card.pdf`,
    `kramik-piece-${code}.pdf`,
    'application/pdf',
    locale,
  );
}
