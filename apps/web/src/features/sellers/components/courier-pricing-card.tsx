import { Button, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import type { CourierPricing } from '@kramik/contract';
import { ConfirmDelete, usePendingDelete } from '../../../components/confirm-delete';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { DeleteButton, EditButton } from '../../../components/row-actions';
import { SectionCard } from '../../../components/section-card';
import { TableOrCards } from '../../../components/table-or-cards';
import { formatMoney } from '../../../lib/format';
import { useDeleteCourierPricing } from '../api/delete-courier-pricing';
import { useCourierPricing } from '../api/list-courier-pricing';
import { CourierFormModal } from './courier-form-modal';
import classes from './sellers.module.css';

/** The seller's delivery costs per carrier (SPEC §3 "Courier pricing entry"). */
export function CourierPricingCard({ currency, locale }: { currency: string; locale: string }) {
  const t = useT();
  const query = useCourierPricing();
  const remove = useDeleteCourierPricing();
  const [form, setForm] = useState<{ opened: boolean; entry: CourierPricing | null; key: number }>({
    opened: false,
    entry: null,
    key: 0,
  });
  const removing = usePendingDelete<CourierPricing>();
  const open = (entry: CourierPricing | null) =>
    setForm((f) => ({ opened: true, entry, key: f.key + 1 }));
  const close = () => setForm((f) => ({ ...f, opened: false }));

  const carrier = (e: CourierPricing) => t(`sellers.carriers.${e.carrier}`);
  const entryName = (e: CourierPricing) => `${carrier(e)} (${e.externalId})`;
  const money = (amount: number, e: CourierPricing) =>
    formatMoney(amount, e.currency || currency, locale);
  const free = (e: CourierPricing) =>
    e.freeDeliveryThreshold === null
      ? t('sellers.neverFree')
      : t('sellers.freeAbove', { amount: money(e.freeDeliveryThreshold, e) });

  const actions = (e: CourierPricing) => (
    <Group gap="xs" wrap="nowrap">
      <EditButton label={t('accountPage.edit')} itemName={entryName(e)} onClick={() => open(e)} />
      <DeleteButton
        label={t('accountPage.remove')}
        itemName={entryName(e)}
        onClick={() => removing.ask(e)}
      />
    </Group>
  );

  let content: ReactNode;
  if (query.isPending) {
    content = <Skeleton height={180} radius="md" aria-busy="true" />;
  } else if (query.isError) {
    content = <LoadError message={t('sellers.loadFailed')} onRetry={query.refetch} />;
  } else if (query.data.length === 0) {
    content = (
      <EmptyState text={t('sellers.couriersEmpty')}>
        <Button variant="light" size="md" onClick={() => open(null)}>
          {t('sellers.addCourier')}
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <TableOrCards
        items={query.data}
        inset
        head={
          <>
            <Table.Th>{t('sellers.carrier')}</Table.Th>
            <Table.Th ta="right">{t('sellers.price')}</Table.Th>
            <Table.Th>{t('sellers.externalId')}</Table.Th>
            <Table.Th>{t('sellers.freeFrom')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('sellers.actions')}</VisuallyHidden>
            </Table.Th>
          </>
        }
        row={(e) => (
          <>
            <Table.Td fw={500}>{carrier(e)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {money(e.priceAmount, e)}
            </Table.Td>
            <Table.Td className={classes.mono}>{e.externalId}</Table.Td>
            <Table.Td c="var(--kramik-muted)">{free(e)}</Table.Td>
            <Table.Td>{actions(e)}</Table.Td>
          </>
        )}
        card={(e) => (
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={600}>{carrier(e)}</Text>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(e.priceAmount, e)}
              </Text>
            </Group>
            <Text size="sm" c="var(--kramik-muted)">
              {t('sellers.externalId')}: <span className={classes.mono}>{e.externalId}</span>
            </Text>
            <Text size="sm" c="var(--kramik-muted)">
              {free(e)}
            </Text>
            {actions(e)}
          </Stack>
        )}
      />
    );
  }

  return (
    <SectionCard
      title={t('sellers.couriersTitle')}
      description={t('sellers.couriersIntro')}
      action={
        query.data?.length ? (
          <Button variant="light" size="sm" onClick={() => open(null)}>
            {t('sellers.addCourier')}
          </Button>
        ) : undefined
      }
    >
      {content}
      <Fragment key={form.key}>
        <CourierFormModal
          opened={form.opened}
          entry={form.entry}
          existing={query.data ?? []}
          currency={currency}
          onClose={close}
        />
      </Fragment>
      <ConfirmDelete
        pending={removing}
        mutation={remove}
        title={t('sellers.removeCourierTitle')}
        confirmLabel={t('accountPage.remove')}
        question={(entry) => t('sellers.removeCourierConfirm', { name: entryName(entry) })}
        deleted={() => t('sellers.courierRemoved')}
        failed={t('errors.actionFailed')}
      />
    </SectionCard>
  );
}
