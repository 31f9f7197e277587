import { useT } from '../../../i18n/use-t';
import { InvoiceDataInputSchema, type InvoiceData } from '@kramik/contract';
import { useCreateInvoiceData } from '../api/create-invoice-data';
import { useUpdateInvoiceData } from '../api/update-invoice-data';
import { InvoiceDataFields, type InvoiceDataValues } from './address-fields';
import { SavedEntryFormModal, type EntryFormModalProps } from './saved-entry-form-modal';

const EMPTY: InvoiceDataValues = {
  companyName: '',
  taxId: '',
  street: '',
  postalCode: '',
  city: '',
  country: '',
};

/** Adds invoice data, or edits `entry` when one is given. */
export function InvoiceDataFormModal(props: EntryFormModalProps<InvoiceData>) {
  const t = useT();
  return (
    <SavedEntryFormModal
      {...props}
      empty={EMPTY}
      schema={InvoiceDataInputSchema}
      create={useCreateInvoiceData()}
      update={useUpdateInvoiceData()}
      Fields={InvoiceDataFields}
      text={{
        title: props.entry ? t('accountPage.editInvoice') : t('accountPage.addInvoice'),
        submit: t('accountPage.saveInvoice'),
        saved: t('accountPage.invoiceSaved'),
        failed: t('errors.actionFailed'),
      }}
    />
  );
}
