import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceDataInputSchema, type Country, type InvoiceData } from '@kramik/contract';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCreateInvoiceData } from '../api/create-invoice-data';
import { useUpdateInvoiceData } from '../api/update-invoice-data';
import { serverFieldErrors, validateForm } from '../../../lib/form-errors';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { FormModal } from '../../../app/components/form-modal';
import { InvoiceDataFields } from './address-fields';

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
      <InvoiceDataFields
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
