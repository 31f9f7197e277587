import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';
import { Button, Group, NumberInput, Skeleton, Stack, Switch } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import type { PlatformCarrier } from '@kramik/contract';
import { ReadableForm } from '../../../components/form-fields';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { usePlatformCarriers, useSavePlatformCarriers } from '../api/platform-carriers';
import classes from './carrier-settings.module.css';

interface Row {
  carrier: PlatformCarrier['carrier'];
  enabled: boolean;
  /** In major units as typed; '' for none. */
  price: number | string;
  freeFrom: number | string;
}

const toMajor = (money: PlatformCarrier['defaultPrice']) => (money ? money.amount / 100 : '');
const toMinor = (value: number | string) =>
  value === '' ? null : Math.round(Number(String(value).replace(',', '.')) * 100);

/** `/admin?tab=site`, the carriers part: which carriers the platform offers, their default costs. */
export function CarrierSettingsPanel() {
  const t = useT();
  const query = usePlatformCarriers();
  return (
    <SectionCard title={t('adminSite.carriers.title')} description={t('adminSite.carriers.intro')}>
      {query.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : query.isError ? (
        <LoadError message={t('adminSite.carriers.loadFailed')} onRetry={query.refetch} />
      ) : (
        <CarriersForm key={JSON.stringify(query.data.items)} carriers={query.data.items} />
      )}
    </SectionCard>
  );
}

function CarriersForm({ carriers }: { carriers: PlatformCarrier[] }) {
  const t = useT();
  const save = useSavePlatformCarriers();
  const currency =
    carriers.find((c) => c.defaultPrice)?.defaultPrice?.currency ??
    carriers.find((c) => c.defaultFreeFrom)?.defaultFreeFrom?.currency;
  const [rows, setRows] = useState<Row[]>(() =>
    carriers.map((c) => ({
      carrier: c.carrier,
      enabled: c.enabled,
      price: toMajor(c.defaultPrice),
      freeFrom: toMajor(c.defaultFreeFrom),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        items: rows.map((row) => ({
          carrier: row.carrier,
          enabled: row.enabled,
          defaultPriceAmount: toMinor(row.price),
          defaultFreeFromAmount: toMinor(row.freeFrom),
        })),
      },
      {
        onSuccess: () => {
          setErrors({});
          notifySuccess(t('adminSite.carriers.saved'));
        },
        onError: (error) => {
          setErrors(error instanceof ApiRequestError ? error.fields : {});
          notifyApiError(error, t('adminSite.saveFailed'));
        },
      },
    );
  };

  return (
    <ReadableForm label={t('adminSite.carriers.title')} onSubmit={submit}>
      <Stack gap="sm">
        {rows.map((row, index) => {
          const name = t(`sellers.carriers.${row.carrier}`);
          return (
            <div key={row.carrier} className={classes.row} data-off={!row.enabled || undefined}>
              <Switch
                className={classes.name}
                checked={row.enabled}
                onChange={(e) => change(index, { enabled: e.currentTarget.checked })}
                label={name}
                classNames={{ label: classes.switchLabel }}
                size="md"
              />
              <NumberInput
                label={t('adminSite.carriers.defaultPrice')}
                aria-label={`${t('adminSite.carriers.defaultPrice')}: ${name}`}
                placeholder={t('adminSite.carriers.none')}
                value={row.price}
                onChange={(price) => change(index, { price })}
                min={0}
                decimalScale={2}
                fixedDecimalScale
                suffix={currency ? ` ${currency}` : undefined}
                error={errors[`items.${index}.defaultPriceAmount`]}
                disabled={!row.enabled}
              />
              <NumberInput
                label={t('adminSite.carriers.defaultFreeFrom')}
                aria-label={`${t('adminSite.carriers.defaultFreeFrom')}: ${name}`}
                placeholder={t('adminSite.carriers.none')}
                value={row.freeFrom}
                onChange={(freeFrom) => change(index, { freeFrom })}
                min={0}
                decimalScale={2}
                fixedDecimalScale
                suffix={currency ? ` ${currency}` : undefined}
                error={errors[`items.${index}.defaultFreeFromAmount`]}
                disabled={!row.enabled}
              />
            </div>
          );
        })}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('adminSite.carriers.save')}
          </Button>
        </Group>
      </Stack>
    </ReadableForm>
  );
}
