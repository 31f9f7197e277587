import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceData, InvoiceDataInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { INVOICE_DATA_KEY } from './list-invoice-data';

export function updateInvoiceData({ id, ...input }: InvoiceDataInput & { id: string }) {
  return api<InvoiceData>('PATCH', `/api/users/me/invoice-data/${encodeURIComponent(id)}`, {
    body: input,
  });
}

export function useUpdateInvoiceData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICE_DATA_KEY }),
  });
}
