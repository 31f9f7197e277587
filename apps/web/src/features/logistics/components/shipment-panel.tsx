import '@mantine/core/styles/SegmentedControl.css';
import {
  Anchor,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  PARCEL_SIZES,
  type CreateShipmentInput,
  type OrderDetail,
  type ParcelSize,
  type Shipment,
} from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { formatMoney } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/form-errors';
import { parseMoney } from '../../../lib/money-input';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { useLogisticsSettings } from '../api/settings';
import {
  downloadLabels,
  useCancelShipment,
  useCreateShipment,
  useOrderShipments,
} from '../api/shipments';
import { ShipmentEvents, ShipmentStatusBadge } from './shipment-timeline';

const SHIPX_CARRIERS = new Set(['inpost_locker', 'inpost_courier']);

/** A decimal the maker typed ("2,5") as a whole number of `unit`s (grams, millimetres). */
function scaled(text: string, unit: number) {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value > 0 ? Math.round(value * unit) : null;
}

/**
 * The InPost part of the maker's order dialog: "Create shipment" (the locker size, or weight and
 * dimensions for the courier; insurance; the COD amount is the order's total), then the
 * shipment's status, its labels (A6 for label printers, A4) and cancelling while InPost allows.
 */
export function ShipmentPanel({ order, locale }: { order: OrderDetail; locale: string }) {
  const t = useT();
  const shipments = useOrderShipments('seller', order._id);
  const [creating, setCreating] = useState(false);
  if (!order.receiving.carrier || !SHIPX_CARRIERS.has(order.receiving.carrier)) return null;
  const active = shipments.data?.find((s) => s.status !== 'cancelled');
  const canCreate = !active && (order.status === 'paid' || order.status === 'in_progress');
  if (!active && !canCreate) return null;

  return (
    <section aria-label={t('shipments.shipment.title')}>
      <Stack gap="sm">
        <Text fw={700}>{t('shipments.shipment.title')}</Text>
        {active ? (
          <ActiveShipment order={order} shipment={active} locale={locale} />
        ) : creating ? (
          <CreateShipmentForm order={order} locale={locale} onBack={() => setCreating(false)} />
        ) : (
          <Group>
            <Button size="md" onClick={() => setCreating(true)} loading={shipments.isPending}>
              {t('shipments.shipment.create')}
            </Button>
          </Group>
        )}
      </Stack>
    </section>
  );
}

function CreateShipmentForm({
  order,
  locale,
  onBack,
}: {
  order: OrderDetail;
  locale: string;
  onBack: () => void;
}) {
  const t = useT();
  const settings = useLogisticsSettings();
  const create = useCreateShipment(order._id);
  const formRef = useRef<HTMLFormElement>(null);
  const locker = order.receiving.carrier === 'inpost_locker';
  const { values, set, errors, setErrors } = useFormState({
    size: null as ParcelSize | null,
    weight: '',
    length: '',
    width: '',
    height: '',
    insurance: '',
  });
  const size = values.size ?? settings.data?.defaultParcelSize ?? 'A';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid: Record<string, string> = {};
    const input: CreateShipmentInput = {};
    if (locker) input.parcelSize = size;
    else {
      const fields = [
        ['weight', 'weightGrams', 1000],
        ['length', 'lengthMm', 10],
        ['width', 'widthMm', 10],
        ['height', 'heightMm', 10],
      ] as const;
      for (const [field, key, unit] of fields) {
        const value = scaled(values[field], unit);
        if (value === null)
          invalid[field] = t(values[field].trim() ? 'validation.invalid' : 'validation.required');
        else input[key] = value;
      }
    }
    if (values.insurance.trim()) {
      const amount = parseMoney(values.insurance);
      if (amount === null) invalid.insurance = t('validation.amountFormat');
      else input.insuranceAmount = amount;
    }
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    create.mutate(input, {
      onSuccess: () => notifySuccess(t('shipments.shipment.created', { number: order.number })),
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors({
          weight: fields.weightGrams,
          length: fields.lengthMm,
          width: fields.widthMm,
          height: fields.heightMm,
          insurance: fields.insuranceAmount,
        });
        notifyApiError(error, t('shipments.shipment.failed'));
      },
    });
  };

  const number = (field: 'weight' | 'length' | 'width' | 'height', label: string) => (
    <TextInput
      label={label}
      inputMode="decimal"
      autoComplete="off"
      required
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
    />
  );

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('shipments.shipment.create')}
      className={forms.readable}
    >
      <Stack gap="md">
        {locker ? (
          <Stack gap={6}>
            <Text size="sm" fw={600} id={`size-${order._id}`}>
              {t('shipments.shipment.parcelSize')}
            </Text>
            <SegmentedControl
              aria-labelledby={`size-${order._id}`}
              value={size}
              onChange={(value) => set('size', value)}
              fullWidth
              size="md"
              data={PARCEL_SIZES.map((s) => ({ value: s, label: t(`shipments.sizes.${s}`) }))}
            />
            <Text size="xs" c="var(--kramik-muted)">
              {t(`shipments.sizeHints.${size}`)}
            </Text>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {number('weight', t('shipments.shipment.weight'))}
            {number('length', t('shipments.shipment.length'))}
            {number('width', t('shipments.shipment.width'))}
            {number('height', t('shipments.shipment.height'))}
          </SimpleGrid>
        )}
        <TextInput
          label={t('shipments.shipment.insurance')}
          description={t('shipments.shipment.insuranceHint')}
          inputMode="decimal"
          autoComplete="off"
          value={values.insurance}
          onChange={(e) => set('insurance', e.currentTarget.value)}
          error={errors.insurance}
          rightSection={<Text size="xs">{order.total.currency}</Text>}
          maw={260}
        />
        {order.paymentType === 'cod' && (
          <Text size="sm">
            {t('shipments.shipment.cod', {
              amount: formatMoney(order.total.amount, order.total.currency, locale),
            })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onBack} disabled={create.isPending}>
            {t('shipments.shipment.back')}
          </Button>
          <Button type="submit" size="md" loading={create.isPending}>
            {t('shipments.shipment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ActiveShipment({
  order,
  shipment,
  locale,
}: {
  order: OrderDetail;
  shipment: Shipment;
  locale: string;
}) {
  const t = useT();
  const cancel = useCancelShipment(order._id);
  const [downloading, setDownloading] = useState<string | null>(null);

  const label = (size: 'A6' | 'A4') => {
    setDownloading(size);
    downloadLabels([order._id], size, locale)
      .catch((error: unknown) => notifyApiError(error, t('shipments.shipment.labelFailed')))
      .finally(() => setDownloading(null));
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <ShipmentStatusBadge status={shipment.status} />
        {shipment.trackingNumber && shipment.trackingUrl && (
          <Text size="sm">
            {t('shipments.shipment.trackingNumber')}:{' '}
            <Anchor
              href={shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={forms.link}
            >
              {shipment.trackingNumber}
            </Anchor>
          </Text>
        )}
      </Group>
      {!shipment.labelReady && (
        <Text size="sm" c="var(--kramik-muted)">
          {t('shipments.shipment.awaitingConfirmation')}
        </Text>
      )}
      <Group gap="sm">
        <Button size="md" onClick={() => label('A6')} loading={downloading === 'A6'}>
          {t('shipments.shipment.labelA6')}
        </Button>
        <Button
          size="md"
          variant="default"
          onClick={() => label('A4')}
          loading={downloading === 'A4'}
        >
          {t('shipments.shipment.labelA4')}
        </Button>
        {shipment.canCancel && (
          <Button
            size="md"
            variant="default"
            className={forms.danger}
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => notifySuccess(t('shipments.shipment.cancelled')),
                onError: (error) => notifyApiError(error, t('shipments.shipment.cancelFailed')),
              })
            }
          >
            {t('shipments.shipment.cancel')}
          </Button>
        )}
      </Group>
      <ShipmentEvents shipment={shipment} locale={locale} />
    </Stack>
  );
}
