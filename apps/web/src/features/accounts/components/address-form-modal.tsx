import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressInputSchema, type Address, type Country } from '@kramik/contract';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { serverFieldErrors, validateForm } from '../../../lib/form-errors';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { FormModal } from '../../../app/components/form-modal';
import { AddressFields } from './address-fields';

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
      <AddressFields
        values={values}
        onChange={set}
        errors={errors}
        countries={countries}
        countriesFailed={countriesFailed}
        autoFocus
      />
    </FormModal>
  );
}
