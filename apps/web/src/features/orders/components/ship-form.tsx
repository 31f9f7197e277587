import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { CARRIER_OPTIONS, type CarrierOption } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';

export interface Shipment {
  carrier: CarrierOption;
  trackingNumber: string;
}

/** "Shipped" needs the parcel's carrier and tracking number; the buyer gets a tracking link. */
export function ShipForm({
  defaultCarrier,
  loading,
  serverErrors,
  onSubmit,
  onBack,
}: {
  defaultCarrier: CarrierOption | null;
  loading: boolean;
  serverErrors: Partial<Record<'carrier' | 'trackingNumber', string>>;
  onSubmit: (shipment: Shipment) => void;
  onBack: () => void;
}) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors } = useFormState<{
    carrier: CarrierOption | '';
    trackingNumber: string;
  }>({ carrier: defaultCarrier ?? '', trackingNumber: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trackingNumber = values.trackingNumber.trim();
    const invalid: Record<string, string> = {};
    if (!values.carrier) invalid.carrier = t('validation.required');
    if (!trackingNumber) invalid.trackingNumber = t('validation.required');
    else if (trackingNumber.length > 64) invalid.trackingNumber = t('validation.invalid');
    if (!values.carrier || Object.keys(invalid).length > 0) {
      setErrors(invalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    onSubmit({ carrier: values.carrier, trackingNumber });
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('orders.shipForm.title')}
      className={forms.readable}
    >
      <Stack gap="md">
        <Group grow align="flex-start" wrap="wrap" gap="md">
          <NativeSelect
            label={t('orders.shipForm.carrier')}
            value={values.carrier}
            onChange={(e) => set('carrier', e.currentTarget.value as CarrierOption)}
            error={errors.carrier ?? serverErrors.carrier}
            required
            data-autofocus
            style={{ minWidth: 220 }}
            data={[
              { value: '', label: t('orders.shipForm.chooseCarrier'), disabled: true },
              ...CARRIER_OPTIONS.map((c) => ({ value: c, label: t(`sellers.carriers.${c}`) })),
            ]}
          />
          <TextInput
            label={t('orders.shipForm.trackingNumber')}
            value={values.trackingNumber}
            onChange={(e) => set('trackingNumber', e.currentTarget.value)}
            error={errors.trackingNumber ?? serverErrors.trackingNumber}
            required
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            style={{ minWidth: 220 }}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onBack} disabled={loading}>
            {t('orders.shipForm.back')}
          </Button>
          <Button type="submit" size="md" loading={loading}>
            {t('orders.shipForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
