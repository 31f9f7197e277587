import type { Address, AddressInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { ADDRESSES_KEY } from './list-addresses';

export function updateAddress({ id, ...input }: AddressInput & { id: string }) {
  return api<Address>('PATCH', `/api/users/me/addresses/${encodeURIComponent(id)}`, {
    body: input,
  });
}

export function useUpdateAddress() {
  return useCacheMutation(updateAddress, invalidates(ADDRESSES_KEY));
}
