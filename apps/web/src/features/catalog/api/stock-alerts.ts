import { useMutation } from '@tanstack/react-query';
import type { StockAlert, StockAlertInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function subscribeToStockAlert(productId: string, input: StockAlertInput) {
  return api<StockAlert>('POST', `/api/products/${encodeURIComponent(productId)}/stock-alerts`, {
    body: input,
  });
}

export function cancelStockAlert(token: string) {
  return api<null>('DELETE', `/api/stock-alerts/${encodeURIComponent(token)}`);
}

/** "Tell me when it is back": one mail when the product is in stock again. */
export function useSubscribeToStockAlert(productId: string) {
  return useMutation({
    mutationFn: (input: StockAlertInput) => subscribeToStockAlert(productId, input),
  });
}

export function useCancelStockAlert() {
  return useMutation({ mutationFn: (token: string) => cancelStockAlert(token) });
}
