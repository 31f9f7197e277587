export const DASHBOARD_KEY = ['dashboard'] as const;
export const adminDashboardKey = [...DASHBOARD_KEY, 'admin'] as const;
export const sellerDashboardKey = [...DASHBOARD_KEY, 'seller'] as const;
export const sellerPayoutsKey = [...DASHBOARD_KEY, 'seller', 'payouts'] as const;
