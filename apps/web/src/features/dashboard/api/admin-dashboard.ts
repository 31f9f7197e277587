import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { adminDashboardKey } from './keys';

export function getAdminDashboard() {
  return api<AdminDashboard>('GET', '/api/admin/dashboard');
}

/** The marketplace's figures for the admin's overview. */
export function useAdminDashboard() {
  return useQuery({ queryKey: adminDashboardKey, queryFn: getAdminDashboard, retry: false });
}
