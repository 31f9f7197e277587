import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Skeleton.css';
import {
  ActionIcon,
  Autocomplete,
  Badge,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  MAX_COMMISSION_BASIS_POINTS,
  type CommissionOverride,
  type CommissionSettings,
} from '@kramik/contract';
import { ConfirmDelete, usePendingDelete } from '../../../components/confirm-delete';
import { ReadableForm } from '../../../components/form-fields';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { TableOrCards } from '../../../components/table-or-cards';
import { currentLocale } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useErrorFocus } from '../../../lib/use-form-state';
import {
  useAddOverride,
  useCommission,
  useMakerSearch,
  useRemoveOverride,
  useSetCommissionRate,
} from '../api/admin-commission';

/** A rate as the locale writes a percentage ("8 %" in Polish, "8%" in English). */
function formatPercent(percent: number, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Percent as typed (up to two decimals) → basis points; NaN when it is not a number. */
function toBasisPoints(percent: number | string) {
  const value = typeof percent === 'number' ? percent : Number(String(percent).replace(',', '.'));
  return Math.round(value * 100);
}

/** `/admin?tab=site`, the commission part: the platform rate and the makers' own rates. */
export function CommissionSettingsPanel() {
  const t = useT();
  const query = useCommission();
  return (
    <SectionCard
      title={t('adminSite.commission.title')}
      description={t('adminSite.commission.intro')}
    >
      {query.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : query.isError ? (
        <LoadError message={t('adminSite.loadFailed')} onRetry={query.refetch} />
      ) : (
        <Stack gap="xl">
          <PlatformRate key={query.data.basisPoints} settings={query.data} />
          <Overrides overrides={query.data.overrides} />
        </Stack>
      )}
    </SectionCard>
  );
}

function PlatformRate({ settings }: { settings: CommissionSettings }) {
  const t = useT();
  const mutation = useSetCommissionRate();
  const [percent, setPercent] = useState<number | string>(settings.basisPoints / 100);
  const [error, setError] = useState<string>();
  const { formRef, focusErrors } = useErrorFocus();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(toBasisPoints(percent), {
      onSuccess: () => {
        setError(undefined);
        notifySuccess(t('adminSite.commission.rateSaved'));
      },
      onError: (e) => {
        setError(e instanceof ApiRequestError ? (e.fields?.basisPoints ?? e.message) : undefined);
        focusErrors();
        notifyApiError(e, t('adminSite.saveFailed'));
      },
    });
  };
  return (
    <ReadableForm
      label={t('adminSite.commission.platformRate')}
      formRef={formRef}
      onSubmit={submit}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('adminSite.commission.platformRate')}
          description={t('adminSite.commission.platformHint')}
          value={percent}
          onChange={setPercent}
          min={0}
          max={MAX_COMMISSION_BASIS_POINTS / 100}
          decimalScale={2}
          step={0.5}
          suffix=" %"
          error={error}
          w={{ base: '100%', xs: 280 }}
        />
        <Button type="submit" loading={mutation.isPending}>
          {t('adminSite.commission.saveRate')}
        </Button>
      </Group>
    </ReadableForm>
  );
}

function Overrides({ overrides }: { overrides: CommissionOverride[] }) {
  const t = useT();
  const locale = currentLocale();
  const pending = usePendingDelete<CommissionOverride>();
  const remove = useRemoveOverride();
  const status = (o: CommissionOverride) =>
    o.inForce ? (
      <Badge color="green" variant="light">
        {t('adminSite.commission.inForce')}
      </Badge>
    ) : o.startsOn > todayUtc() ? (
      <Badge color="blue" variant="light">
        {t('adminSite.commission.scheduled')}
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        {t('adminSite.commission.replaced')}
      </Badge>
    );
  const removeButton = (o: CommissionOverride) => (
    <ActionIcon
      variant="subtle"
      color="red"
      onClick={() => pending.ask(o)}
      aria-label={t('adminSite.commission.remove', { maker: o.company.name })}
    >
      <span aria-hidden="true">✕</span>
    </ActionIcon>
  );
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{t('adminSite.commission.overridesTitle')}</Text>
        <Text size="sm" c="var(--kramik-muted)">
          {t('adminSite.commission.overridesIntro')}
        </Text>
      </Stack>
      {overrides.length === 0 ? (
        <Text size="sm" c="var(--kramik-muted)">
          {t('adminSite.commission.none')}
        </Text>
      ) : (
        <TableOrCards
          inset
          items={overrides}
          head={
            <>
              <Table.Th>{t('adminSite.commission.maker')}</Table.Th>
              <Table.Th>{t('adminSite.commission.rate')}</Table.Th>
              <Table.Th>{t('adminSite.commission.startsOn')}</Table.Th>
              <Table.Th>{t('adminSite.commission.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('adminSite.commission.actions')}</VisuallyHidden>
              </Table.Th>
            </>
          }
          row={(o) => (
            <>
              <Table.Td>{o.company.name}</Table.Td>
              <Table.Td>{formatPercent(o.basisPoints / 100, locale)}</Table.Td>
              <Table.Td>{o.startsOn}</Table.Td>
              <Table.Td>{status(o)}</Table.Td>
              <Table.Td>{removeButton(o)}</Table.Td>
            </>
          )}
          card={(o) => (
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={600}>{o.company.name}</Text>
                <Text size="sm">
                  {t('adminSite.commission.cardLine', {
                    rate: formatPercent(o.basisPoints / 100, locale),
                    date: o.startsOn,
                  })}
                </Text>
                <div>{status(o)}</div>
              </Stack>
              {removeButton(o)}
            </Group>
          )}
        />
      )}
      <AddOverride />
      <ConfirmDelete
        pending={pending}
        mutation={remove}
        title={t('adminSite.commission.removeTitle')}
        confirmLabel={t('adminSite.commission.removeConfirm')}
        question={(o) =>
          t('adminSite.commission.removeQuestion', {
            maker: o.company.name,
            rate: formatPercent(o.basisPoints / 100, locale),
          })
        }
        deleted={() => t('adminSite.commission.removed')}
        failed={t('adminSite.saveFailed')}
      />
    </Stack>
  );
}

function AddOverride() {
  const t = useT();
  const add = useAddOverride();
  const [search, setSearch] = useState('');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | string>('');
  const [startsOn, setStartsOn] = useState(todayUtc());
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const { formRef, focusErrors } = useErrorFocus();
  const makers = useMakerSearch(search.trim());
  const options = (makers.data?.items ?? []).map((m) => ({
    value: `${m.name} (${m.login})`,
    id: m._id,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        companyId: companyId ?? '',
        basisPoints: percent === '' ? Number.NaN : toBasisPoints(percent),
        startsOn,
      },
      {
        onSuccess: () => {
          notifySuccess(t('adminSite.commission.added'));
          setErrors({});
          setSearch('');
          setCompanyId(null);
          setPercent('');
        },
        onError: (e) => {
          setErrors(e instanceof ApiRequestError ? (e.fields ?? {}) : {});
          focusErrors();
          notifyApiError(e, t('adminSite.saveFailed'));
        },
      },
    );
  };

  return (
    <ReadableForm label={t('adminSite.commission.addTitle')} formRef={formRef} onSubmit={submit}>
      <Text fw={600}>{t('adminSite.commission.addTitle')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Autocomplete
          label={t('adminSite.commission.maker')}
          placeholder={t('adminSite.commission.makerPlaceholder')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setCompanyId(options.find((o) => o.value === value)?.id ?? null);
          }}
          onOptionSubmit={(value) =>
            setCompanyId(options.find((o) => o.value === value)?.id ?? null)
          }
          data={options.map((o) => o.value)}
          filter={({ options: all }) => all}
          error={errors.companyId}
          withAsterisk
        />
        <NumberInput
          label={t('adminSite.commission.rate')}
          value={percent}
          onChange={setPercent}
          min={0}
          max={MAX_COMMISSION_BASIS_POINTS / 100}
          decimalScale={2}
          step={0.5}
          suffix=" %"
          error={errors.basisPoints}
          withAsterisk
        />
        <TextInput
          type="date"
          label={t('adminSite.commission.startsOn')}
          value={startsOn}
          min={todayUtc()}
          onChange={(e) => setStartsOn(e.currentTarget.value)}
          error={errors.startsOn}
          withAsterisk
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button type="submit" variant="light" loading={add.isPending}>
          {t('adminSite.commission.add')}
        </Button>
      </Group>
    </ReadableForm>
  );
}
