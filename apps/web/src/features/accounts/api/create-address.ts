import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { ADDRESSES_KEY } from './list-addresses';

export function createAddress(input: AddressInput) {
  return api<Address>('POST', '/api/users/me/addresses', { body: input });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
