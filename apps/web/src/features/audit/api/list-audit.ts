import type { AuditPage } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/queries';

/** The audit log's filters as the URL and the API take them (empty: not filtered). */
export interface AuditFilters {
  action: string;
  actorId: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS = [
  'action',
  'actorId',
  'targetType',
  'targetId',
  'from',
  'to',
] as const satisfies readonly (keyof AuditFilters)[];

export const auditKey = ['admin', 'audit'] as const;

export function listAudit(filters: AuditFilters, cursor: string | undefined) {
  const query = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  if (cursor) query.set('cursor', cursor);
  return api<AuditPage>('GET', `/api/admin/audit?${query}`);
}

/** The audit log, newest first, page by page. */
export function useAudit(filters: AuditFilters) {
  return useCursorPages([...auditKey, filters], (cursor) => listAudit(filters, cursor));
}
