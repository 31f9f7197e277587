import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactSent } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function sendContactMessage(input: ContactInput) {
  return api<ContactSent>('POST', '/api/contact', { body: input });
}

/** Sends the contact form (visitors too). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
