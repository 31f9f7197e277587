import { SimpleGrid, TextInput } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceDataInputSchema, type Country, type InvoiceData } from '@kramik/contract';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCreateInvoiceData } from '../api/create-invoice-data';
import { useUpdateInvoiceData } from '../api/update-invoice-data';
import { serverFieldErrors, validateForm } from '../../../lib/form-errors';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { CountrySelect } from '../../../app/components/country-select';
import { FormModal } from '../../../app/components/form-modal';

/** Adds invoice data, or edits `entry` when one is given. */
export function InvoiceDataFormModal({
  opened,
  entry,
  countries,
  countriesFailed,
  onClose,
}: {
  opened: boolean;
  entry: InvoiceData | null;
  countries: Country[] | undefined;
  countriesFailed: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateInvoiceData();
  const update = useUpdateInvoiceData();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors } = useFormState(() => ({
    companyName: entry?.companyName ?? '',
    taxId: entry?.taxId ?? '',
    street: entry?.street ?? '',
    postalCode: entry?.postalCode ?? '',
    city: entry?.city ?? '',
    country: entry?.country ?? '',
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: invalid } = validateForm(InvoiceDataInputSchema, values, t);
    if (invalid) {
      setErrors(invalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    const callbacks = {
      onSuccess: () => {
        notifySuccess(t('accountPage.invoiceSaved'));
        onClose();
      },
      onError: (error: unknown) => {
        notifyApiError(error, t('errors.actionFailed'));
        setErrors(serverFieldErrors(error));
        focusFirstInvalid(formRef.current);
      },
    };
    if (entry) update.mutate({ id: entry._id, ...data }, callbacks);
    else create.mutate(data, callbacks);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={entry ? t('accountPage.editInvoice') : t('accountPage.addInvoice')}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={t('accountPage.saveInvoice')}
      loading={create.isPending || update.isPending}
    >
      <TextInput
        label={t('accountPage.companyName')}
        autoComplete="organization"
        value={values.companyName}
        onChange={(e) => set('companyName', e.currentTarget.value)}
        error={errors.companyName}
        required
        data-autofocus
      />
      <TextInput
        label={t('accountPage.taxId')}
        description={t('accountPage.taxIdHint')}
        spellCheck={false}
        value={values.taxId}
        onChange={(e) => set('taxId', e.currentTarget.value)}
        error={errors.taxId}
        required
      />
      <TextInput
        label={t('accountPage.street')}
        autoComplete="billing street-address"
        value={values.street}
        onChange={(e) => set('street', e.currentTarget.value)}
        error={errors.street}
        required
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('accountPage.postalCode')}
          autoComplete="billing postal-code"
          value={values.postalCode}
          onChange={(e) => set('postalCode', e.currentTarget.value)}
          error={errors.postalCode}
          required
        />
        <TextInput
          label={t('accountPage.city')}
          autoComplete="billing address-level2"
          value={values.city}
          onChange={(e) => set('city', e.currentTarget.value)}
          error={errors.city}
          required
        />
      </SimpleGrid>
      <CountrySelect
        countries={countries}
        loadFailed={countriesFailed}
        value={values.country}
        onChange={(code) => set('country', code)}
        error={errors.country}
        section="billing"
      />
    </FormModal>
  );
}
