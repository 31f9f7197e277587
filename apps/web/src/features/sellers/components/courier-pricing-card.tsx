import '@mantine/core/styles/Table.css';
import { Button, Group, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourierPricing } from '@kramik/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import forms from '../../../components/forms.module.css';
import { SectionCard } from '../../../components/section-card';
import { formatMoney } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useDeleteCourierPricing } from '../api/delete-courier-pricing';
import { useCourierPricing } from '../api/list-courier-pricing';
import { CourierFormModal } from './courier-form-modal';
import classes from './sellers.module.css';
import { LoadError } from '../../../components/load-error';

/** The seller's delivery costs per carrier (SPEC §3 "Courier pricing entry"). */
export function CourierPricingCard({ currency, locale }: { currency: string; locale: string }) {
  const { t } = useTranslation();
  const query = useCourierPricing();
  const remove = useDeleteCourierPricing();
  const [form, setForm] = useState<{ opened: boolean; entry: CourierPricing | null; key: number }>({
    opened: false,
    entry: null,
    key: 0,
  });
  const [removing, setRemoving] = useState<{ entry: CourierPricing | null; opened: boolean }>({
    entry: null,
    opened: false,
  });
  const open = (entry: CourierPricing | null) =>
    setForm((f) => ({ opened: true, entry, key: f.key + 1 }));
  const close = () => setForm((f) => ({ ...f, opened: false }));
  const closeRemove = () => setRemoving((r) => ({ ...r, opened: false }));

  const carrier = (e: CourierPricing) => t(`sellers.carriers.${e.carrier}`);
  const money = (amount: number, e: CourierPricing) =>
    formatMoney(amount, e.currency || currency, locale);
  const free = (e: CourierPricing) =>
    e.freeDeliveryThreshold === null
      ? t('sellers.neverFree')
      : t('sellers.freeAbove', { amount: money(e.freeDeliveryThreshold, e) });

  const actions = (e: CourierPricing) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="compact-md"
        onClick={() => open(e)}
        aria-label={`${t('accountPage.edit')}: ${carrier(e)} (${e.externalId})`}
      >
        {t('accountPage.edit')}
      </Button>
      <Button
        variant="subtle"
        size="compact-md"
        className={forms.danger}
        onClick={() => setRemoving({ entry: e, opened: true })}
        aria-label={`${t('accountPage.remove')}: ${carrier(e)} (${e.externalId})`}
      >
        {t('accountPage.remove')}
      </Button>
    </Group>
  );

  const confirmRemove = () => {
    if (!removing.entry) return;
    remove.mutate(removing.entry._id, {
      onSuccess: () => {
        notifySuccess(t('sellers.courierRemoved'));
        closeRemove();
      },
      onError: (error) => notifyApiError(error, t('errors.actionFailed')),
    });
  };

  let content: ReactNode;
  if (query.isPending) {
    content = <Skeleton height={180} radius="md" aria-busy="true" />;
  } else if (query.isError) {
    content = <LoadError message={t('sellers.loadFailed')} onRetry={query.refetch} />;
  } else if (query.data.length === 0) {
    content = (
      <Paper
        radius="md"
        p="lg"
        bg="var(--kramik-bg)"
        style={{ border: '1px dashed var(--kramik-line)' }}
      >
        <Stack gap="sm" align="flex-start">
          <Text c="var(--kramik-muted)">{t('sellers.couriersEmpty')}</Text>
          <Button variant="light" size="md" onClick={() => open(null)}>
            {t('sellers.addCourier')}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    content = (
      <>
        <Table visibleFrom="sm" verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sellers.carrier')}</Table.Th>
              <Table.Th ta="right">{t('sellers.price')}</Table.Th>
              <Table.Th>{t('sellers.externalId')}</Table.Th>
              <Table.Th>{t('sellers.freeFrom')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('sellers.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((e) => (
              <Table.Tr key={e._id}>
                <Table.Td fw={500}>{carrier(e)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(e.priceAmount, e)}
                </Table.Td>
                <Table.Td className={classes.mono}>{e.externalId}</Table.Td>
                <Table.Td c="var(--kramik-muted)">{free(e)}</Table.Td>
                <Table.Td>{actions(e)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap="sm" hiddenFrom="sm" component="ul" className={classes.list}>
          {query.data.map((e) => (
            <Paper component="li" key={e._id} withBorder radius="md" p="md" bg="var(--kramik-bg)">
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
            </Paper>
          ))}
        </Stack>
      </>
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
      <ConfirmDialog
        opened={removing.opened}
        title={t('sellers.removeCourierTitle')}
        confirmLabel={t('accountPage.remove')}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={closeRemove}
      >
        <Text>
          {removing.entry
            ? t('sellers.removeCourierConfirm', {
                name: `${carrier(removing.entry)} (${removing.entry.externalId})`,
              })
            : null}
        </Text>
      </ConfirmDialog>
    </SectionCard>
  );
}
