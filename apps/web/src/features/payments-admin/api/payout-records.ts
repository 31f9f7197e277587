import { useQuery } from '@tanstack/react-query';
import type { PayoutRecordList } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { payoutRecordsKey } from './keys';

export function listPayoutRecords() {
  return api<PayoutRecordList>('GET', '/api/admin/payouts/records');
}

/** The payouts made to every maker, latest first. */
export function usePayoutRecords() {
  return useQuery({ queryKey: payoutRecordsKey, queryFn: listPayoutRecords, retry: false });
}
