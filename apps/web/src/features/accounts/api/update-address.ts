import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { ADDRESSES_KEY } from './list-addresses';

export function updateAddress({ id, ...input }: AddressInput & { id: string }) {
  return api<Address>('PATCH', `/api/users/me/addresses/${encodeURIComponent(id)}`, {
    body: input,
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
