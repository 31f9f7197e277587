import type { ComponentType, FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import type { Country } from '@kramik/contract';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { serverFieldErrors, type SafeParser } from '../../../lib/form-errors';
import { formValues, useForm } from '../../../lib/use-form';
import { FormModal } from '../../../components/form-modal';
import type { FieldsProps } from './address-fields';

/** What a list of saved entries hands its add-or-edit dialog. */
export interface EntryFormModalProps<Entry> {
  opened: boolean;
  /** The entry to edit, or null to add one. */
  entry: Entry | null;
  countries: Country[] | undefined;
  countriesFailed: boolean;
  onClose: () => void;
}

interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

interface SaveMutation<Variables> {
  mutate: (variables: Variables, callbacks: SaveCallbacks) => void;
  isPending: boolean;
}

/**
 * Adds or edits one saved entry of the account (a shipping address, invoice data): checked with
 * the contract's schema, saved, announced, closed; the server's field errors land on the fields.
 */
export function SavedEntryFormModal<
  Values extends object,
  Entry extends Partial<Values> & { _id: string },
  Input,
>({
  opened,
  entry,
  countries,
  countriesFailed,
  onClose,
  empty,
  schema,
  create,
  update,
  Fields,
  text,
}: EntryFormModalProps<Entry> & {
  /** The fields of a new entry; an edited one starts from its own values. */
  empty: Values;
  schema: SafeParser<Input>;
  create: SaveMutation<Input>;
  update: SaveMutation<Input & { id: string }>;
  Fields: ComponentType<FieldsProps<Values>>;
  text: { title: string; submit: string; saved: string; failed: string };
}) {
  const t = useT();
  const { values, set, errors, showErrors, validate, formRef } = useForm(() =>
    formValues(empty, entry),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = validate(schema, values, t);
    if (!data) return;
    const callbacks: SaveCallbacks = {
      onSuccess: () => {
        notifySuccess(text.saved);
        onClose();
      },
      onError: (error) => {
        notifyApiError(error, text.failed);
        showErrors(serverFieldErrors(error));
      },
    };
    if (entry) update.mutate({ id: entry._id, ...data }, callbacks);
    else create.mutate(data, callbacks);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={text.title}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={text.submit}
      loading={create.isPending || update.isPending}
    >
      <Fields
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
