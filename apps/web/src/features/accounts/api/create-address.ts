import type { Address, AddressInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { ADDRESSES_KEY } from './list-addresses';

export function createAddress(input: AddressInput) {
  return api<Address>('POST', '/api/users/me/addresses', { body: input });
}

export function useCreateAddress() {
  return useCacheMutation(createAddress, invalidates(ADDRESSES_KEY));
}
