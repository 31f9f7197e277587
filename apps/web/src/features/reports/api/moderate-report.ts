import type { AdminReport, ModerationAction } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { adminReportsKey } from './keys';

export interface ModerateReportInput {
  id: string;
  action: ModerationAction;
  note: string;
}

export function moderateReport({ id, action, note }: ModerateReportInput) {
  return api<AdminReport>('POST', `/api/admin/reports/${encodeURIComponent(id)}/action`, {
    body: action === 'dismiss' && !note ? { action } : { action, note },
  });
}

/**
 * Acts on a report (dismiss, resolve, hide the product, review or message, block the user);
 * every cached page reloads, as hiding changes the catalog, reviews and conversations too.
 */
export function useModerateReport() {
  return useCacheMutation(moderateReport, (queryClient) => queryClient.invalidateQueries());
}

export type UnhideKind = 'reviews' | 'products';

export interface UnhideInput {
  kind: UnhideKind;
  id: string;
  note: string;
}

export function unhide({ kind, id, note }: UnhideInput) {
  return api<null>('POST', `/api/admin/moderation/${kind}/${encodeURIComponent(id)}/unhide`, {
    body: { note },
  });
}

/** Shows a hidden review or product again. */
export function useUnhide() {
  return useCacheMutation(unhide, invalidates(adminReportsKey));
}
