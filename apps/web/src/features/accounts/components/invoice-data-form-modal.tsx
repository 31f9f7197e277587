import { useTranslation } from 'react-i18next';
import { InvoiceDataInputSchema, type Country, type InvoiceData } from '@kramik/contract';
import { useCreateInvoiceData } from '../api/create-invoice-data';
import { useUpdateInvoiceData } from '../api/update-invoice-data';
import { InvoiceDataFields } from './address-fields';
import { SavedEntryFormModal } from './saved-entry-form-modal';

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
  return (
    <SavedEntryFormModal
      opened={opened}
      onClose={onClose}
      title={entry ? t('accountPage.editInvoice') : t('accountPage.addInvoice')}
      submitLabel={t('accountPage.saveInvoice')}
      savedMessage={t('accountPage.invoiceSaved')}
      failedMessage={t('errors.actionFailed')}
      initialValues={() => ({
        companyName: entry?.companyName ?? '',
        taxId: entry?.taxId ?? '',
        street: entry?.street ?? '',
        postalCode: entry?.postalCode ?? '',
        city: entry?.city ?? '',
        country: entry?.country ?? '',
      })}
      schema={InvoiceDataInputSchema}
      save={(data, callbacks) => {
        if (entry) update.mutate({ id: entry._id, ...data }, callbacks);
        else create.mutate(data, callbacks);
      }}
      saving={create.isPending || update.isPending}
    >
      {({ values, set, errors }) => (
        <InvoiceDataFields
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
