import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordInputSchema } from '@kramik/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { serverFieldErrors, validateForm } from '../../../lib/form-errors';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { SectionCard } from '../../../components/section-card';
import forms from '../../../components/forms.module.css';
import { NewPasswordFields, repeatPasswordError } from './new-password-fields';

const EMPTY = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, set, errors, setErrors } = useFormState(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: invalid = {} } = validateForm(ChangePasswordInputSchema, values, t);
    invalid.repeatPassword = repeatPasswordError(values.newPassword, values.repeatPassword, t);
    if (!data || invalid.repeatPassword) {
      setErrors(invalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    change.mutate(data, {
      onSuccess: (answer) => {
        notifySuccess(answer?.message || t('accountPage.passwordChanged'));
        setValues(EMPTY);
        setErrors({});
      },
      onError: (error) => {
        notifyApiError(error, t('errors.actionFailed'));
        if (error instanceof ApiRequestError && error.code === 'WRONG_PASSWORD') {
          setErrors({ currentPassword: error.message });
        } else {
          setErrors(serverFieldErrors(error));
        }
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <SectionCard
      title={t('accountPage.passwordTitle')}
      description={t('accountPage.passwordIntro')}
    >
      <form
        className={forms.readable}
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={t('accountPage.passwordTitle')}
      >
        <Stack gap="md">
          <PasswordInput
            label={t('accountPage.currentPassword')}
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(e) => set('currentPassword', e.currentTarget.value)}
            error={errors.currentPassword}
            required
          />
          <NewPasswordFields
            sideBySide
            password={values.newPassword}
            repeat={values.repeatPassword}
            onPasswordChange={(value) => set('newPassword', value)}
            onRepeatChange={(value) => set('repeatPassword', value)}
            passwordError={errors.newPassword}
            repeatError={errors.repeatPassword}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              w={{ base: '100%', sm: 'auto' }}
              loading={change.isPending}
            >
              {t('accountPage.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
