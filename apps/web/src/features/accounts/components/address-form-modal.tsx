import { useT } from '../../../i18n/use-t';
import { AddressInputSchema, type Address } from '@kramik/contract';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { AddressFields, type AddressValues } from './address-fields';
import { SavedEntryFormModal, type EntryFormModalProps } from './saved-entry-form-modal';

const EMPTY: AddressValues = {
  street: '',
  postalCode: '',
  city: '',
  region: '',
  country: '',
  recipientName: '',
  phone: '',
};

/** Adds a shipping address, or edits `entry` when one is given. */
export function AddressFormModal(props: EntryFormModalProps<Address>) {
  const t = useT();
  return (
    <SavedEntryFormModal
      {...props}
      empty={EMPTY}
      schema={AddressInputSchema}
      create={useCreateAddress()}
      update={useUpdateAddress()}
      Fields={AddressFields}
      text={{
        title: props.entry ? t('accountPage.editAddress') : t('accountPage.addAddress'),
        submit: t('accountPage.saveAddress'),
        saved: t('accountPage.addressSaved'),
        failed: t('accountPage.addressSaveFailed'),
      }}
    />
  );
}
