import { Button, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useResendCode } from '../api/resend-code';
import { useVerifyAccount } from '../api/verify-account';
import { useForm } from '../../../lib/use-form';
import { ReadableForm, WideSubmitButton } from '../../../components/form-fields';
import {
  CurrentPasswordInput,
  FormLinkLine,
  OneTimeCodeInput,
  UsernameInput,
} from './account-fields';

/**
 * The server's own reason for a refused code ("Invalid code!", expired, locked) is shown as it is
 * (SPEC §7); only a lost connection or a server failure reads as the spec's general text.
 */
export function verifyErrorText(error: unknown, fallback: string) {
  if (
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message
  ) {
    return error.message;
  }
  return fallback;
}

/** E-mail confirmation: login name and code from the mailed link, and the account's password. */
export function VerifyForm() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verify = useVerifyAccount();
  const resend = useResendCode();
  const { values, errors, setErrors, formRef, showErrors, field } = useForm(() => ({
    username: params.get('username') ?? '',
    confirmationCode: params.get('code') ?? '',
    password: '',
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = values.username.trim();
    const confirmationCode = values.confirmationCode.trim();
    const required = t('validation.required');
    const missing = {
      username: username ? undefined : required,
      confirmationCode: confirmationCode ? undefined : required,
      password: values.password ? undefined : required,
    };
    if (!username || !confirmationCode) notifyError(t('verify.missingDetails'));
    if (!username || !confirmationCode || !values.password) {
      showErrors(missing);
      return;
    }
    setErrors({});
    verify.mutate(
      { username, confirmationCode, password: values.password },
      {
        onSuccess: () => {
          notifySuccess(t('verify.success'));
          void navigate(`/auth?username=${encodeURIComponent(username)}`);
        },
        onError: (error) => notifyError(verifyErrorText(error, t('verify.failed'))),
      },
    );
  };

  const sendNewCode = () => {
    const username = values.username.trim();
    if (!username) {
      showErrors({ ...errors, username: t('validation.required') });
      return;
    }
    resend.mutate(
      { username },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (error) => notifyApiError(error, t('verify.resendFailed')),
      },
    );
  };

  return (
    <ReadableForm label={t('verify.formLabel')} formRef={formRef} onSubmit={submit}>
      <UsernameInput {...field('username')} />
      <OneTimeCodeInput
        label={t('verify.code')}
        description={t('verify.codeHint')}
        {...field('confirmationCode')}
      />
      <CurrentPasswordInput
        label={t('account.password')}
        description={t('verify.passwordHint')}
        {...field('password')}
      />
      <WideSubmitButton loading={verify.isPending}>{t('verify.submit')}</WideSubmitButton>
      <Text size="sm" c="var(--kramik-muted)" ta="center" mt="sm">
        {t('verify.noCode')}
      </Text>
      <Button
        variant="default"
        size="md"
        fullWidth
        onClick={sendNewCode}
        loading={resend.isPending}
      >
        {t('verify.resend')}
      </Button>
      <FormLinkLine text={t('verify.alreadyConfirmed')} to="/auth" link={t('verify.loginLink')} />
    </ReadableForm>
  );
}
