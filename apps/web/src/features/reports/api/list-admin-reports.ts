import type { AdminReportPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/queries';
import { adminReportsKey } from './keys';

export type QueueStatus = 'open' | 'handled';

export function listAdminReports(status: QueueStatus, cursor: string | undefined) {
  const query = new URLSearchParams({ status });
  if (cursor) query.set('cursor', cursor);
  return api<AdminReportPage>('GET', `/api/admin/reports?${query}`);
}

/** The moderation queue: open (or handled) reports, newest first, page by page. */
export function useAdminReports(status: QueueStatus) {
  return useCursorPages([...adminReportsKey, status], (cursor) => listAdminReports(status, cursor));
}
