import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceData, InvoiceDataInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { INVOICE_DATA_KEY } from './list-invoice-data';

export function createInvoiceData(input: InvoiceDataInput) {
  return api<InvoiceData>('POST', '/api/users/me/invoice-data', { body: input });
}

export function useCreateInvoiceData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoiceData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICE_DATA_KEY }),
  });
}
