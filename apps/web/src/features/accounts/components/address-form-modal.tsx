import { useTranslation } from 'react-i18next';
import { AddressInputSchema, type Address, type Country } from '@kramik/contract';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { AddressFields } from './address-fields';
import { SavedEntryFormModal } from './saved-entry-form-modal';

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
  return (
    <SavedEntryFormModal
      opened={opened}
      onClose={onClose}
      title={address ? t('accountPage.editAddress') : t('accountPage.addAddress')}
      submitLabel={t('accountPage.saveAddress')}
      savedMessage={t('accountPage.addressSaved')}
      failedMessage={t('accountPage.addressSaveFailed')}
      initialValues={() => ({
        street: address?.street ?? '',
        postalCode: address?.postalCode ?? '',
        city: address?.city ?? '',
        region: address?.region ?? '',
        country: address?.country ?? '',
      })}
      schema={AddressInputSchema}
      save={(data, callbacks) => {
        if (address) update.mutate({ id: address._id, ...data }, callbacks);
        else create.mutate(data, callbacks);
      }}
      saving={create.isPending || update.isPending}
    >
      {({ values, set, errors }) => (
        <AddressFields
          values={values}
          onChange={set}
          errors={errors}
          countries={countries}
          countriesFailed={countriesFailed}
          autoFocus
        />
      )}
    </SavedEntryFormModal>
  );
}
