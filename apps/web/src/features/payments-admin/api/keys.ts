export const ADMIN_PAYMENTS_KEY = ['admin', 'payments'] as const;
export const operatorsKey = [...ADMIN_PAYMENTS_KEY, 'operators'] as const;
export const payoutsKey = [...ADMIN_PAYMENTS_KEY, 'payouts'] as const;
export const payoutRecordsKey = [...ADMIN_PAYMENTS_KEY, 'payout-records'] as const;
