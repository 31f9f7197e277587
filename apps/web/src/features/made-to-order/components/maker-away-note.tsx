import { Alert, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { LeadTime } from '@kramik/contract';
import { formatDay } from '../../../lib/format-day';

/**
 * "The maker is away until …" (issue 24): orders paused until then, or taken and made after the
 * return; on the product page and the maker page.
 */
export function MakerAwayNote({
  away,
  locale,
}: {
  away: NonNullable<LeadTime['away']>;
  locale: string;
}) {
  const t = useT();
  return (
    <Alert
      color={away.mode === 'pause' ? 'yellow' : 'blue'}
      variant="light"
      radius="md"
      title={t('madeToOrder.awayUntil', { date: formatDay(away.until, locale) })}
      styles={{ title: { color: 'var(--kramik-ink)' } }}
    >
      <Text size="sm">
        {away.mode === 'pause' ? t('madeToOrder.awayPaused') : t('madeToOrder.awayDelayed')}
      </Text>
    </Alert>
  );
}
