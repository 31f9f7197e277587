import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useResendCode } from '../api/resend-code';
import { useVerifyAccount } from '../api/verify-account';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import forms from '../../../components/forms.module.css';

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verify = useVerifyAccount();
  const resend = useResendCode();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors } = useFormState(() => ({
    username: params.get('username') ?? '',
    confirmationCode: params.get('code') ?? '',
    password: '',
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = values.username.trim();
    const confirmationCode = values.confirmationCode.trim();
    const required = t('validation.required');
    setErrors({
      username: username ? undefined : required,
      confirmationCode: confirmationCode ? undefined : required,
      password: values.password ? undefined : required,
    });
    if (!username || !confirmationCode) {
      notifyError(t('verify.missingDetails'));
      focusFirstInvalid(formRef.current);
      return;
    }
    if (!values.password) {
      focusFirstInvalid(formRef.current);
      return;
    }
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
      setErrors({ ...errors, username: t('validation.required') });
      focusFirstInvalid(formRef.current);
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
    <form
      className={forms.readable}
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('verify.formLabel')}
    >
      <Stack gap="md">
        <TextInput
          label={t('account.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(e) => set('username', e.currentTarget.value)}
          error={errors.username}
          required
        />
        <TextInput
          label={t('verify.code')}
          description={t('verify.codeHint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          value={values.confirmationCode}
          onChange={(e) => set('confirmationCode', e.currentTarget.value)}
          error={errors.confirmationCode}
          required
        />
        <PasswordInput
          label={t('account.password')}
          description={t('verify.passwordHint')}
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => set('password', e.currentTarget.value)}
          error={errors.password}
          required
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {t('verify.submit')}
        </Button>
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
        <Text size="sm" c="var(--kramik-muted)" ta="center">
          {t('verify.alreadyConfirmed')}{' '}
          <Anchor component={Link} to="/auth" className={forms.link}>
            {t('verify.loginLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
