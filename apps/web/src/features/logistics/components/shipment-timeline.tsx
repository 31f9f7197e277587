import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Timeline.css';
import { Anchor, Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { Shipment, ShipmentStatus } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { useOrderShipments } from '../api/shipments';

const COLOURS: Record<ShipmentStatus, string> = {
  created: 'gray',
  confirmed: 'blue',
  in_transit: 'blue',
  waiting: 'orange',
  delivered: 'green',
  cancelled: 'gray',
  failed: 'red',
};

const at = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const t = useT();
  return (
    <Badge color={COLOURS[status]} variant="light" size="lg" radius="sm">
      {t(`shipments.status.${status}`)}
    </Badge>
  );
}

/** The carrier's events of a shipment, newest first, in the carrier's own words. */
export function ShipmentEvents({ shipment, locale }: { shipment: Shipment; locale: string }) {
  const t = useT();
  const events = [...shipment.events].reverse();
  if (events.length === 0) return null;
  return (
    <Timeline
      active={0}
      bulletSize={14}
      lineWidth={2}
      color={COLOURS[shipment.status]}
      aria-label={t('shipments.timeline.events')}
    >
      {events.map((event) => (
        <Timeline.Item key={`${event.carrierStatus}-${event.at}`} title={event.text}>
          <Text size="xs" c="var(--kramik-muted)">
            <time dateTime={event.at}>{at(event.at, locale)}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * The buyer's view of their order's parcel: its status, the carrier's tracking link, the locker
 * pick-up code once it waits there, and the carrier's events as a timeline.
 */
export function ShipmentTimeline({ orderId, locale }: { orderId: string; locale: string }) {
  const t = useT();
  const shipments = useOrderShipments('buyer', orderId);
  const shipment = shipments.data?.find((s) => s.status !== 'cancelled');
  if (!shipment) return null;
  return (
    <section aria-label={t('shipments.timeline.title')}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text fw={700}>{t('shipments.timeline.title')}</Text>
          <ShipmentStatusBadge status={shipment.status} />
        </Group>
        {shipment.pickupCode && (
          <Text size="sm">
            {t('shipments.timeline.pickupCode')}:{' '}
            <Text span fw={700} ff="monospace" fz="lg">
              {shipment.pickupCode}
            </Text>
          </Text>
        )}
        {shipment.trackingUrl && (
          <Anchor
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            fw={600}
            className={forms.link}
          >
            {t('shipments.timeline.track', { number: shipment.trackingNumber })}
          </Anchor>
        )}
        <ShipmentEvents shipment={shipment} locale={locale} />
      </Stack>
    </section>
  );
}
