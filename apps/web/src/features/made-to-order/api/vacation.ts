import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Vacation, VacationInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export const VACATION_KEY = ['seller', 'vacation'] as const;

/** The maker's vacation mode: return day and pause or delay (issue 24). */
export function getVacation() {
  return api<Vacation>('GET', '/api/seller/vacation');
}

export function saveVacation(input: VacationInput) {
  return api<Vacation>('PUT', '/api/seller/vacation', { body: input });
}

export function useVacation() {
  return useQuery({ queryKey: VACATION_KEY, queryFn: getVacation });
}

export function useSaveVacation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVacation,
    onSuccess: (saved) => queryClient.setQueryData(VACATION_KEY, saved),
  });
}
