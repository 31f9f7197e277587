import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, StartPaymentInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { paymentKey, PAYMENTS_KEY } from './keys';

/** Starts a payment at the operator; the answer carries the operator's page (`redirectUrl`). */
export function startPayment(input: StartPaymentInput) {
  return api<Payment>('POST', '/api/payments', { body: input });
}

export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentKey(payment._id), payment);
      void queryClient.invalidateQueries({ queryKey: [...PAYMENTS_KEY, 'options'] });
      // The orders now show their payment as pending.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    // An order paid or cancelled meanwhile, or an operator switched off: ask again what is left.
    onError: () => void queryClient.invalidateQueries({ queryKey: [...PAYMENTS_KEY, 'options'] }),
  });
}
