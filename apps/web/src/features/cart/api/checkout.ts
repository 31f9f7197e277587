import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutInput, PlacedOrders, Quote } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { CART_KEY } from './get-cart';

export function quoteCheckout(input: CheckoutInput) {
  return api<Quote>('POST', '/api/checkout/quote', { body: input });
}

/** The server's totals for a complete choice; `null` input asks nothing. */
export function useQuote(input: CheckoutInput | null) {
  return useQuery({
    queryKey: [...CART_KEY, 'quote', input],
    queryFn: () => quoteCheckout(input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}

export function placeOrder(input: CheckoutInput, idempotencyKey: string) {
  return api<PlacedOrders>('POST', '/api/orders', {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: ({ input, key }: { input: CheckoutInput; key: string }) => placeOrder(input, key),
  });
}
