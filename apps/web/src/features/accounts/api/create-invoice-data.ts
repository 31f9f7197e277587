import type { InvoiceData, InvoiceDataInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { INVOICE_DATA_KEY } from './list-invoice-data';

export function createInvoiceData(input: InvoiceDataInput) {
  return api<InvoiceData>('POST', '/api/users/me/invoice-data', { body: input });
}

export function useCreateInvoiceData() {
  return useCacheMutation(createInvoiceData, invalidates(INVOICE_DATA_KEY));
}
