import type { Address } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useItems } from '../../../lib/queries';

/** Shared by the address calls, so that every change refreshes the list. */
export const ADDRESSES_KEY = ['addresses'] as const;

export function listAddresses() {
  return api<{ items: Address[] }>('GET', '/api/users/me/addresses');
}

export function useAddresses(userId: string) {
  return useItems([...ADDRESSES_KEY, userId], listAddresses);
}
