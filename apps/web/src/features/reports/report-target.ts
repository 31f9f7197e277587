import type { ReportTargetType } from '@kramik/contract';

/** What a report is about, as `/report?product=<id>` (or company, review, message) names it. */
export interface ReportTarget {
  type: ReportTargetType;
  /** The reported object's `_id`; null for general suspicious activity. */
  id: string | null;
}

/** The target types a link may name, in the order they are looked for. */
const LINKED_TYPES = ['product', 'company', 'review', 'message'] as const;

/** The target named in `/report`'s query string; none is general suspicious activity. */
export function reportTargetOf(params: URLSearchParams): ReportTarget {
  for (const type of LINKED_TYPES) {
    const id = params.get(type);
    if (id) return { type, id };
  }
  return { type: 'none', id: null };
}

/** The address of the report form for a target. */
export function reportHref(type: ReportTargetType, id?: string | null) {
  return type === 'none' || !id ? '/report' : `/report?${type}=${encodeURIComponent(id)}`;
}
