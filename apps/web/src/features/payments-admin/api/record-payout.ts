import type { PayoutInput, PayoutRecord } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { payoutRecordsKey, payoutsKey } from './keys';

export function recordPayout(input: PayoutInput) {
  return api<PayoutRecord>('POST', '/api/admin/payouts', { body: input });
}

/** Records a payout made to a maker; the table's balances and the payouts list follow. */
export function useRecordPayout() {
  return useCacheMutation(recordPayout, invalidates(payoutsKey, payoutRecordsKey, ['dashboard']));
}
