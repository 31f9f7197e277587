import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecoverPasswordInputSchema } from '@kramik/contract';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useRecoverPassword } from '../api/recover-password';
import { serverFieldErrors, validateForm } from '../../../lib/form-errors';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { MailIcon } from './icons';
import forms from '../../../components/forms.module.css';

/** Asks for a recovery link; afterwards says where to look, never whether the account exists. */
export function ForgotForm() {
  const { t } = useTranslation();
  const recover = useRecoverPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors } = useFormState({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // The form is replaced: the focus moves to the new heading instead of getting lost.
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: invalid } = validateForm(RecoverPasswordInputSchema, values, t);
    if (invalid) {
      setErrors(invalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    recover.mutate(data, {
      onSuccess: () => {
        notifySuccess(t('success.recorver_send'));
        setSentTo(data.email);
      },
      onError: (error) => {
        notifyApiError(error, t('errors.Error_recovery_info'));
        setErrors(serverFieldErrors(error));
      },
    });
  };

  if (sentTo) {
    return (
      <Stack gap="md" align="flex-start">
        <MailIcon size={40} color="var(--mantine-color-clay-7)" />
        <Title order={2} fz={22} ref={sentHeading} tabIndex={-1}>
          {t('forgot.sentTitle')}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{t('forgot.sentBody', { email: sentTo })}</Text>
        <Text size="sm" c="var(--kramik-muted)">
          {t('forgot.sentHint')}
        </Text>
        <Button component={Link} to="/auth" size="md" fullWidth>
          {t('forgot.backToLogin')}
        </Button>
        <Button variant="subtle" size="md" fullWidth onClick={() => setSentTo(null)}>
          {t('forgot.tryAgain')}
        </Button>
      </Stack>
    );
  }

  return (
    <form
      className={forms.readable}
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('forgot.formLabel')}
    >
      <Stack gap="md">
        <TextInput
          label={t('account.email')}
          description={t('forgot.emailHint')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
          required
        />
        <Button type="submit" size="md" fullWidth loading={recover.isPending}>
          {t('forgot.submit')}
        </Button>
        <Text size="sm" c="var(--kramik-muted)" ta="center">
          {t('forgot.remembered')}{' '}
          <Anchor component={Link} to="/auth" className={forms.link}>
            {t('forgot.loginLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
