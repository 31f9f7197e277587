import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADDRESSES_KEY } from './list-addresses';

export function deleteAddress(id: string) {
  return api<void>('DELETE', `/api/users/me/addresses/${encodeURIComponent(id)}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
