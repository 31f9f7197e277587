import { useQuery } from '@tanstack/react-query';
import type { OperatorSettings, OperatorSettingsInput, PaymentOperator } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { operatorsKey } from './keys';

export function listOperators() {
  return api<{ items: OperatorSettings[] }>('GET', '/api/admin/payment-operators');
}

/** The payment operators: enabled, public identifiers, which secrets are stored. */
export function useOperators() {
  return useQuery({ queryKey: operatorsKey, queryFn: listOperators, retry: false });
}

export function saveOperator(operator: PaymentOperator, input: OperatorSettingsInput) {
  return api<OperatorSettings>(
    'PUT',
    `/api/admin/payment-operators/${encodeURIComponent(operator)}`,
    { body: input },
  );
}

export function useSaveOperator(operator: PaymentOperator) {
  const save = (input: OperatorSettingsInput) => saveOperator(operator, input);
  return useCacheMutation(save, (queryClient, saved) => {
    queryClient.setQueryData<{ items: OperatorSettings[] }>(operatorsKey, (current) =>
      current
        ? { items: current.items.map((s) => (s.operator === operator ? saved : s)) }
        : current,
    );
    // What the buyers are offered changed with it.
    void queryClient.invalidateQueries({ queryKey: ['payments', 'options'] });
  });
}
