import { Button, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { RecoverPasswordInputSchema } from '@kramik/contract';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useRecoverPassword } from '../api/recover-password';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useForm } from '../../../lib/use-form';
import { ReadableForm, WideSubmitButton } from '../../../components/form-fields';
import { EmailInput, FormLinkLine } from './account-fields';
import { MailIcon } from './icons';
import { OutcomePanel } from './outcome-panel';

/** Asks for a recovery link; afterwards says where to look, never whether the account exists. */
export function ForgotForm() {
  const t = useT();
  const recover = useRecoverPassword();
  const { values, setErrors, validate, formRef, field } = useForm({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // The form is replaced: the focus moves to the new heading instead of getting lost.
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = validate(RecoverPasswordInputSchema, values, t);
    if (!data) return;
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
      <OutcomePanel
        icon={MailIcon}
        title={t('forgot.sentTitle')}
        headingRef={sentHeading}
        message={
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('forgot.sentBody', { email: sentTo })}
          </Text>
        }
        hint={t('forgot.sentHint')}
        next={{ to: '/auth', label: t('forgot.backToLogin') }}
      >
        <Button variant="subtle" size="md" fullWidth onClick={() => setSentTo(null)}>
          {t('forgot.tryAgain')}
        </Button>
      </OutcomePanel>
    );
  }

  return (
    <ReadableForm label={t('forgot.formLabel')} formRef={formRef} onSubmit={submit}>
      <EmailInput description={t('forgot.emailHint')} {...field('email')} />
      <WideSubmitButton loading={recover.isPending}>{t('forgot.submit')}</WideSubmitButton>
      <FormLinkLine text={t('forgot.remembered')} to="/auth" link={t('forgot.loginLink')} />
    </ReadableForm>
  );
}
