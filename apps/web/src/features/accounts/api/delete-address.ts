import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { ADDRESSES_KEY } from './list-addresses';

export function deleteAddress(id: string) {
  return api<void>('DELETE', `/api/users/me/addresses/${encodeURIComponent(id)}`);
}

export function useDeleteAddress() {
  return useCacheMutation(deleteAddress, invalidates(ADDRESSES_KEY));
}
