import { Anchor, type AnchorProps } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { ReportTargetType } from '@kramik/contract';
import { reportHref } from '../report-target';

export interface ReportLinkProps {
  /** What is reported: `product`, `company` (a maker), `review`, `message`, or `none`. */
  targetType: ReportTargetType;
  /** The reported object's `_id` (not needed for `none`). */
  targetId?: string | null;
  /** The visible text; "Report" unless given. */
  label?: string;
  /** Mantine text size of the link; `sm` unless given. */
  size?: AnchorProps['size'];
}

/**
 * A quiet "Report" link to the report form (`/report?<type>=<id>`), for visitors too. Its
 * accessible name says what is reported ("Report this review"), so several on one page differ.
 */
export function ReportLink({ targetType, targetId, label, size = 'sm' }: ReportLinkProps) {
  const t = useT();
  return (
    <Anchor
      component={Link}
      to={reportHref(targetType, targetId)}
      size={size}
      c="var(--kramik-muted)"
      aria-label={t(`reports.linkLabel.${targetType}`)}
      rel="nofollow"
    >
      {label ?? t('reports.link')}
    </Anchor>
  );
}
