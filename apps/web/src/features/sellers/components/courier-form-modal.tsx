import '@mantine/core/styles/Combobox.css';
import { Button, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useI18n } from '../../../i18n/use-t';
import {
  CARRIER_OPTIONS,
  CourierPricingInputSchema,
  type CarrierOption,
  type CourierPricing,
} from '@kramik/contract';
import { FormModal } from '../../../components/form-modal';
import { serverFieldErrors, validateForm, type FieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { formatMoney } from '../../../lib/format';
import { useCreateCourierPricing } from '../api/create-courier-pricing';
import { useOfferedCarriers } from '../api/list-offered-carriers';
import { useUpdateCourierPricing } from '../api/update-courier-pricing';
import { moneyInput, parseMoney } from '../../../lib/money-input';

/** Adds a courier price, or edits `entry`; the external key is unique in the seller's list. */
export function CourierFormModal({
  opened,
  entry,
  existing,
  currency,
  onClose,
}: {
  opened: boolean;
  entry: CourierPricing | null;
  existing: CourierPricing[];
  currency: string;
  onClose: () => void;
}) {
  const { t, i18n } = useI18n();
  const create = useCreateCourierPricing();
  const update = useUpdateCourierPricing();
  const offered = useOfferedCarriers();
  const { values, set, errors, formRef, showErrors, field } = useForm(() => ({
    carrier: entry?.carrier ?? '',
    price: entry ? moneyInput(entry.priceAmount) : '',
    externalId: entry?.externalId ?? '',
    threshold: entry?.freeDeliveryThreshold != null ? moneyInput(entry.freeDeliveryThreshold) : '',
  }));

  // Only the carriers the platform offers (the edited entry's own stays listed).
  const choices = CARRIER_OPTIONS.filter(
    (c) => !offered.data || c === entry?.carrier || offered.data.items.some((o) => o.carrier === c),
  );
  const platform = offered.data?.items.find((o) => o.carrier === values.carrier);
  const adopt = () => {
    if (platform?.defaultPrice) set('price', moneyInput(platform.defaultPrice.amount));
    set('threshold', platform?.defaultFreeFrom ? moneyInput(platform.defaultFreeFrom.amount) : '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = values.price.trim() ? parseMoney(values.price) : undefined;
    const threshold = values.threshold.trim() ? parseMoney(values.threshold) : null;
    const { data, errors: invalid = {} } = validateForm(
      CourierPricingInputSchema,
      {
        carrier: values.carrier || undefined,
        priceAmount: price ?? undefined,
        externalId: values.externalId,
        freeDeliveryThreshold: threshold ?? null,
      },
      t,
    );
    const all: FieldErrors = {};
    if (invalid.carrier) all.carrier = invalid.carrier;
    if (price === null) all.price = t('validation.amountFormat');
    else if (invalid.priceAmount) all.price = invalid.priceAmount;
    if (invalid.externalId) all.externalId = invalid.externalId;
    else if (
      existing.some(
        (other) => other._id !== entry?._id && other.externalId === values.externalId.trim(),
      )
    ) {
      all.externalId = t('validation.externalIdTaken');
    }
    if (threshold === null && values.threshold.trim()) all.threshold = t('validation.amountFormat');
    else if (invalid.freeDeliveryThreshold) all.threshold = invalid.freeDeliveryThreshold;
    if (!data || Object.keys(all).length > 0) {
      showErrors(all);
      if (Object.values(all).includes(t('validation.required'))) {
        notifyError(t('validation.fillAllRequired'));
      }
      return;
    }
    const callbacks = {
      onSuccess: () => {
        notifySuccess(t('sellers.courierSaved'));
        onClose();
      },
      onError: (error: unknown) => {
        const { priceAmount, freeDeliveryThreshold, ...rest } = serverFieldErrors(error);
        showErrors({ ...rest, price: priceAmount, threshold: freeDeliveryThreshold });
        notifyApiError(error, t('sellers.settingsFailed'));
      },
    };
    if (entry) update.mutate({ id: entry._id, ...data }, callbacks);
    else create.mutate(data, callbacks);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={entry ? t('sellers.editCourier') : t('sellers.addCourier')}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={t('accountPage.save')}
      loading={create.isPending || update.isPending}
    >
      <NativeSelect
        label={t('sellers.carrier')}
        value={values.carrier}
        onChange={(e) => set('carrier', e.currentTarget.value as CarrierOption)}
        error={errors.carrier}
        required
        data-autofocus
        data={[
          { value: '', label: t('sellers.chooseCarrier'), disabled: true },
          ...choices.map((c) => ({ value: c, label: t(`sellers.carriers.${c}`) })),
        ]}
      />
      {platform?.defaultPrice && (
        <Button variant="light" onClick={adopt} style={{ alignSelf: 'flex-start' }}>
          {t('sellers.usePlatformPrice', {
            price: formatMoney(
              platform.defaultPrice.amount,
              platform.defaultPrice.currency,
              i18n.language,
            ),
          })}
        </Button>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('sellers.price')}
          description={t('sellers.priceHint')}
          inputMode="decimal"
          placeholder="12.50"
          rightSection={currency}
          rightSectionWidth={52}
          required
          {...field('price')}
        />
        <TextInput
          label={t('sellers.freeFrom')}
          description={t('sellers.freeFromHint')}
          inputMode="decimal"
          rightSection={currency}
          rightSectionWidth={52}
          {...field('threshold')}
        />
      </SimpleGrid>
      <TextInput
        label={t('sellers.externalId')}
        description={t('sellers.externalIdHint')}
        autoComplete="off"
        spellCheck={false}
        required
        {...field('externalId')}
      />
    </FormModal>
  );
}
