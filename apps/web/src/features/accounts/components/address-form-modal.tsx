import { SimpleGrid, TextInput } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressInputSchema, type Address, type Country } from '@kramik/contract';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { serverFieldErrors, validateForm } from '../../../lib/form-errors';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { CountrySelect } from '../../../app/components/country-select';
import { FormModal } from '../../../app/components/form-modal';

/** Adds a shipping address, or edits `address` when one is given. */
export function AddressFormModal({
  opened,
  address,
  countries,
  countriesFailed,
  onClose,
}: {
  opened: boolean;
  address: Address | null;
  countries: Country[] | undefined;
  countriesFailed: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors } = useFormState(() => ({
    street: address?.street ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    country: address?.country ?? '',
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: invalid } = validateForm(AddressInputSchema, values, t);
    if (invalid) {
      setErrors(invalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    const callbacks = {
      onSuccess: () => {
        notifySuccess(t('accountPage.addressSaved'));
        onClose();
      },
      onError: (error: unknown) => {
        notifyApiError(error, t('accountPage.addressSaveFailed'));
        setErrors(serverFieldErrors(error));
        focusFirstInvalid(formRef.current);
      },
    };
    if (address) update.mutate({ id: address._id, ...data }, callbacks);
    else create.mutate(data, callbacks);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={address ? t('accountPage.editAddress') : t('accountPage.addAddress')}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={t('accountPage.saveAddress')}
      loading={create.isPending || update.isPending}
    >
      <TextInput
        label={t('accountPage.street')}
        autoComplete="shipping street-address"
        value={values.street}
        onChange={(e) => set('street', e.currentTarget.value)}
        error={errors.street}
        required
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('accountPage.postalCode')}
          autoComplete="shipping postal-code"
          value={values.postalCode}
          onChange={(e) => set('postalCode', e.currentTarget.value)}
          error={errors.postalCode}
          required
        />
        <TextInput
          label={t('accountPage.city')}
          autoComplete="shipping address-level2"
          value={values.city}
          onChange={(e) => set('city', e.currentTarget.value)}
          error={errors.city}
          required
        />
      </SimpleGrid>
      <TextInput
        label={t('accountPage.region')}
        description={t('accountPage.optional')}
        autoComplete="shipping address-level1"
        value={values.region}
        onChange={(e) => set('region', e.currentTarget.value)}
        error={errors.region}
      />
      <CountrySelect
        countries={countries}
        loadFailed={countriesFailed}
        value={values.country}
        onChange={(code) => set('country', code)}
        error={errors.country}
        section="shipping"
      />
    </FormModal>
  );
}
