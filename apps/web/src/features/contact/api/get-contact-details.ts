import { useQuery } from '@tanstack/react-query';
import type { ContactDetails } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function getContactDetails() {
  return api<ContactDetails>('GET', '/api/contact');
}

/** The platform's e-mail, phone and address for `/contact`. */
export function useContactDetails() {
  return useQuery({ queryKey: ['contact', 'details'], queryFn: getContactDetails });
}
