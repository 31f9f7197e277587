import type { InvoiceData, InvoiceDataInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { INVOICE_DATA_KEY } from './list-invoice-data';

export function updateInvoiceData({ id, ...input }: InvoiceDataInput & { id: string }) {
  return api<InvoiceData>('PATCH', `/api/users/me/invoice-data/${encodeURIComponent(id)}`, {
    body: input,
  });
}

export function useUpdateInvoiceData() {
  return useCacheMutation(updateInvoiceData, invalidates(INVOICE_DATA_KEY));
}
