import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { INVOICE_DATA_KEY } from './list-invoice-data';

export function deleteInvoiceData(id: string) {
  return api<void>('DELETE', `/api/users/me/invoice-data/${encodeURIComponent(id)}`);
}

export function useDeleteInvoiceData() {
  return useCacheMutation(deleteInvoiceData, invalidates(INVOICE_DATA_KEY));
}
