import { useQuery } from '@tanstack/react-query';
import type { SellerDashboard } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { sellerDashboardKey } from './keys';

export function getSellerDashboard() {
  return api<SellerDashboard>('GET', '/api/seller/dashboard');
}

/** The maker's own figures: sales, orders to ship, low stock, balance. */
export function useSellerDashboard() {
  return useQuery({ queryKey: sellerDashboardKey, queryFn: getSellerDashboard, retry: false });
}
