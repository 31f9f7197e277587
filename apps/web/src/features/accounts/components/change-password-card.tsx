import type { FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { ChangePasswordInputSchema } from '@kramik/contract';
import { callFieldErrors } from '../../../lib/call-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { useForm } from '../../../lib/use-form';
import { SectionCard } from '../../../components/section-card';
import { ReadableForm, SubmitRow } from '../../../components/form-fields';
import { CurrentPasswordInput } from './account-fields';
import { NewPasswordFields, withRepeatCheck } from './new-password-fields';

const EMPTY = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function ChangePasswordCard() {
  const t = useT();
  const change = useChangePassword();
  const { values, setValues, setErrors, showErrors, validate, formRef, field } = useForm(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = validate(withRepeatCheck(ChangePasswordInputSchema, values), values, t);
    if (!data) return;
    change.mutate(data, {
      onSuccess: (answer) => {
        notifySuccess(answer?.message || t('accountPage.passwordChanged'));
        setValues(EMPTY);
        setErrors({});
      },
      onError: (error) => {
        notifyApiError(error, t('errors.actionFailed'));
        showErrors(callFieldErrors(error, { WRONG_PASSWORD: 'currentPassword' }));
      },
    });
  };

  return (
    <SectionCard
      title={t('accountPage.passwordTitle')}
      description={t('accountPage.passwordIntro')}
    >
      <ReadableForm label={t('accountPage.passwordTitle')} formRef={formRef} onSubmit={submit}>
        <CurrentPasswordInput
          label={t('accountPage.currentPassword')}
          {...field('currentPassword')}
        />
        <NewPasswordFields
          sideBySide
          password={field('newPassword')}
          repeat={field('repeatPassword')}
        />
        <SubmitRow loading={change.isPending} fullWidthOnPhone>
          {t('accountPage.changePassword')}
        </SubmitRow>
      </ReadableForm>
    </SectionCard>
  );
}
