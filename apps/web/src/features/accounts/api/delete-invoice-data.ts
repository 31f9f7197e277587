import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVOICE_DATA_KEY } from './list-invoice-data';

export function deleteInvoiceData(id: string) {
  return api<void>('DELETE', `/api/users/me/invoice-data/${encodeURIComponent(id)}`);
}

export function useDeleteInvoiceData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoiceData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICE_DATA_KEY }),
  });
}
