import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Anchor, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { LabelSize, Shipment } from '@kramik/contract';
import { EmptyState } from '../../../components/empty-state';
import forms from '../../../components/forms.module.css';
import { LoadError } from '../../../components/load-error';
import { LoadMore } from '../../../components/load-more';
import { SectionCard } from '../../../components/section-card';
import { TableOrCards } from '../../../components/table-or-cards';
import hidden from '../../../components/visually-hidden.module.css';
import { notifyApiError } from '../../../lib/notify';
import { downloadLabels, useShipments } from '../api/shipments';
import { ShipmentStatusBadge } from './shipment-timeline';

const dateOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/**
 * The maker's shipments with their statuses; ticked ones print in one PDF (A6 for a label
 * printer, A4 for an office printer).
 */
export function ShipmentsCard({ locale }: { locale: string }) {
  const t = useT();
  const query = useShipments();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [downloading, setDownloading] = useState<LabelSize | null>(null);
  const shipments = query.data?.pages.flatMap((page) => page.items) ?? [];
  const printable = shipments.filter((s) => s.labelReady && s.status !== 'cancelled');
  const chosen = printable.filter((s) => selected.has(s._id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const print = (size: LabelSize) => {
    setDownloading(size);
    downloadLabels(
      chosen.map((s) => s.orderId),
      size,
      locale,
    )
      .catch((error: unknown) => notifyApiError(error, t('shipments.shipment.labelFailed')))
      .finally(() => setDownloading(null));
  };

  const pick = (s: Shipment) =>
    s.labelReady && s.status !== 'cancelled' ? (
      <Checkbox
        size="md"
        checked={selected.has(s._id)}
        onChange={(e) => toggle(s._id, e.currentTarget.checked)}
        aria-label={t('shipments.list.select', { number: s.orderNumber })}
      />
    ) : null;
  const order = (s: Shipment) => (
    <Anchor component={Link} to={`/orders?order=${s.orderId}`} className={forms.link} fw={600}>
      {s.orderNumber}
    </Anchor>
  );
  const tracking = (s: Shipment) =>
    s.trackingNumber && s.trackingUrl ? (
      <Anchor href={s.trackingUrl} target="_blank" rel="noopener noreferrer" size="sm">
        {s.trackingNumber}
      </Anchor>
    ) : (
      <Text size="sm" c="var(--kramik-muted)">
        —
      </Text>
    );

  let content;
  if (query.isPending) content = <Text c="var(--kramik-muted)">{t('shipments.list.loading')}</Text>;
  else if (query.isError && shipments.length === 0)
    content = <LoadError message={t('shipments.list.loadFailed')} onRetry={query.refetch} />;
  else if (shipments.length === 0) content = <EmptyState text={t('shipments.list.empty')} />;
  else
    content = (
      <Stack gap="md">
        <TableOrCards
          inset
          items={shipments}
          head={
            <>
              <Table.Th>
                <span className={hidden.hidden}>{t('shipments.list.pick')}</span>
              </Table.Th>
              <Table.Th>{t('shipments.list.order')}</Table.Th>
              <Table.Th>{t('shipments.list.carrier')}</Table.Th>
              <Table.Th>{t('shipments.list.status')}</Table.Th>
              <Table.Th>{t('shipments.list.tracking')}</Table.Th>
              <Table.Th>{t('shipments.list.created')}</Table.Th>
            </>
          }
          row={(s) => (
            <>
              <Table.Td>{pick(s)}</Table.Td>
              <Table.Td>{order(s)}</Table.Td>
              <Table.Td>{t(`sellers.carriers.${s.carrier}`)}</Table.Td>
              <Table.Td>
                <ShipmentStatusBadge status={s.status} />
              </Table.Td>
              <Table.Td>{tracking(s)}</Table.Td>
              <Table.Td>{dateOf(s.createdAt, locale)}</Table.Td>
            </>
          )}
          card={(s) => (
            <Stack gap={6}>
              <Group gap="sm" wrap="nowrap">
                {pick(s)}
                {order(s)}
              </Group>
              <Group>
                <ShipmentStatusBadge status={s.status} />
              </Group>
              <Text size="sm">
                {t(`sellers.carriers.${s.carrier}`)} · {dateOf(s.createdAt, locale)}
              </Text>
              {tracking(s)}
            </Stack>
          )}
        />
        <LoadMore query={query} label={t('shipments.list.loadMore')} />
      </Stack>
    );

  return (
    <SectionCard
      landmark
      title={t('shipments.list.title')}
      description={t('shipments.list.intro')}
      action={
        <Group gap="sm">
          <Button
            size="md"
            disabled={chosen.length === 0}
            loading={downloading === 'A6'}
            onClick={() => print('A6')}
          >
            {t('shipments.list.printA6', { n: chosen.length })}
          </Button>
          <Button
            size="md"
            variant="default"
            disabled={chosen.length === 0}
            loading={downloading === 'A4'}
            onClick={() => print('A4')}
          >
            {t('shipments.list.printA4', { n: chosen.length })}
          </Button>
        </Group>
      }
    >
      {content}
    </SectionCard>
  );
}
