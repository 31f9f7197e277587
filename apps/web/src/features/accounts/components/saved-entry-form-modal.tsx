import { useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import {
  serverFieldErrors,
  validateForm,
  type FieldErrors,
  type SafeParser,
} from '../../../lib/form-errors';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { FormModal } from '../../../components/form-modal';

export interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * Adds or edits one saved entry of the account (a shipping address, invoice data): checked with
 * the contract's schema, saved, announced, closed; the server's field errors land on the fields.
 */
export function SavedEntryFormModal<Values extends object, Input>({
  opened,
  onClose,
  title,
  submitLabel,
  savedMessage,
  failedMessage,
  initialValues,
  schema,
  save,
  saving,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  savedMessage: string;
  failedMessage: string;
  initialValues: () => Values;
  schema: SafeParser<Input>;
  /** Creates or updates the entry with the checked data. */
  save: (data: Input, callbacks: SaveCallbacks) => void;
  saving: boolean;
  children: (form: {
    values: Values;
    set: <K extends keyof Values & string>(field: K, value: Values[K]) => void;
    errors: FieldErrors;
  }) => ReactNode;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors } = useFormState(initialValues);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: invalid } = validateForm(schema, values, t);
    if (invalid) {
      setErrors(invalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    save(data, {
      onSuccess: () => {
        notifySuccess(savedMessage);
        onClose();
      },
      onError: (error: unknown) => {
        notifyApiError(error, failedMessage);
        setErrors(serverFieldErrors(error));
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={submitLabel}
      loading={saving}
    >
      {children({ values, set, errors })}
    </FormModal>
  );
}
