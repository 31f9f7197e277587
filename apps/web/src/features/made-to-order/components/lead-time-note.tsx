import { Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { estimateDeliveryAfter, type CarrierOption, type LeadTime } from '@kramik/contract';
import { formatDayRange } from '../../../lib/delivery-estimate';
import { shipBySentence } from '../../../lib/lead-time';
import { useHydrated } from '../../../lib/use-hydrated';
import { MakerAwayNote } from './maker-away-note';

/**
 * When a made-to-order piece (or any piece of a maker away with dates moved) ships: "Made to
 * order — ships by …", its making time and capacity, and the delivery the ship-by day plus the
 * carriers' usual transit gives. Nothing for a piece from stock of a maker at work.
 */
export function LeadTimeNote({
  leadTime,
  carriers,
  locale,
}: {
  leadTime: LeadTime;
  carriers: readonly CarrierOption[];
  locale: string;
}) {
  const t = useT();
  // The range is written by the browser's date formatter, which spaces it unlike the server's.
  const hydrated = useHydrated();
  const { away } = leadTime;
  if (!leadTime.madeToOrder && !away) return null;
  if (away?.mode === 'pause') return <MakerAwayNote away={away} locale={locale} />;
  const delivery = hydrated ? estimateDeliveryAfter(leadTime.shipBy, carriers) : null;
  return (
    <Stack gap={6}>
      {away && <MakerAwayNote away={away} locale={locale} />}
      <Stack gap={2} data-testid="lead-time">
        <Text fw={600}>{shipBySentence(t, leadTime, locale)}</Text>
        {leadTime.madeToOrder && leadTime.makingDays && leadTime.weeklyCapacity && (
          <Text size="sm" c="var(--kramik-muted)">
            {t('madeToOrder.makingFacts', {
              count: leadTime.makingDays,
              capacity: leadTime.weeklyCapacity,
            })}
          </Text>
        )}
        {delivery && (
          <Text size="sm" c="var(--kramik-muted)">
            {t('madeToOrder.arrivesAfter', { range: formatDayRange(delivery, locale) })}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
