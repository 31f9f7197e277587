import type { InvoiceData } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useItems } from '../../../lib/queries';

/** Shared by the invoice data calls, so that every change refreshes the list. */
export const INVOICE_DATA_KEY = ['invoice-data'] as const;

export function listInvoiceData() {
  return api<{ items: InvoiceData[] }>('GET', '/api/users/me/invoice-data');
}

export function useInvoiceData(userId: string) {
  return useItems([...INVOICE_DATA_KEY, userId], listInvoiceData);
}
