import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_COMPANY_KEY } from './get-company';
import { COURIER_PRICING_KEY } from './list-courier-pricing';

export function deleteCourierPricing(id: string) {
  return api<void>('DELETE', `/api/seller/courier-pricing/${encodeURIComponent(id)}`);
}

export function useDeleteCourierPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourierPricing,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MY_COMPANY_KEY });
      await queryClient.invalidateQueries({ queryKey: COURIER_PRICING_KEY });
    },
  });
}
