import type { AdminReport } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { adminReportsKey } from './keys';

export interface HandleReportInput {
  id: string;
  outcome: 'dismiss' | 'resolve';
  note: string;
}

export function handleReport({ id, outcome, note }: HandleReportInput) {
  return api<AdminReport>('POST', `/api/admin/reports/${encodeURIComponent(id)}/${outcome}`, {
    body: outcome === 'dismiss' && !note ? {} : { note },
  });
}

/** Dismisses or resolves a report; the queue reloads. */
export function useHandleReport() {
  return useCacheMutation(handleReport, invalidates(adminReportsKey));
}
