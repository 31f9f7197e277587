import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RegisterInputSchema } from '@kramik/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { serverFieldErrors, validateForm } from '../../../lib/form-errors';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { NewPasswordFields } from './new-password-fields';
import forms from '../../../components/forms.module.css';

const EMPTY = {
  username: '',
  email: '',
  password: '',
  repeatPassword: '',
  firstName: '',
  lastName: '',
  acceptedPrivacyPolicy: false,
};

/**
 * Registration (SPEC §5): a buyer's account, or with `accountType="seller"` a company account
 * (`/registercompany`). Checked with the contract's schema before it is sent.
 */
export function RegisterForm({ accountType = 'buyer' }: { accountType?: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors } = useFormState(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: invalid } = validateForm(
      RegisterInputSchema,
      { ...values, accountType },
      t,
    );
    if (invalid) {
      setErrors(invalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    registerMutation.mutate(data, {
      onSuccess: (answer) => {
        notifySuccess(t('success.Register_success'));
        const username = answer.username?.username ?? data.username;
        void navigate(`/verify?username=${encodeURIComponent(username)}`);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        focusFirstInvalid(formRef.current);
        if (error instanceof ApiRequestError && error.code === 'ACCOUNT_EXISTS') {
          notifyError(t('errors.account_exist'));
        } else {
          notifyApiError(error, t('errors.Error_register_info'));
        }
      },
    });
  };

  return (
    <form
      className={forms.readable}
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('register.formLabel')}
    >
      <Stack gap="md">
        <TextInput
          label={t('account.username')}
          description={t('register.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(e) => set('username', e.currentTarget.value)}
          error={errors.username}
          required
        />
        <TextInput
          label={t('account.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('account.firstName')}
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
            error={errors.firstName}
            required
          />
          <TextInput
            label={t('account.lastName')}
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
            error={errors.lastName}
            required
          />
        </SimpleGrid>
        <NewPasswordFields
          label={t('account.password')}
          password={values.password}
          repeat={values.repeatPassword}
          onPasswordChange={(value) => set('password', value)}
          onRepeatChange={(value) => set('repeatPassword', value)}
          passwordError={errors.password}
          repeatError={errors.repeatPassword}
        />
        <Checkbox
          label={
            <Trans
              i18nKey="register.acceptPrivacy"
              components={{
                policy: (
                  <Anchor
                    component={Link}
                    to="/policy"
                    target="_blank"
                    className={forms.link}
                    inherit
                  />
                ),
              }}
            />
          }
          checked={values.acceptedPrivacyPolicy}
          onChange={(e) => set('acceptedPrivacyPolicy', e.currentTarget.checked)}
          error={errors.acceptedPrivacyPolicy}
        />
        <Button type="submit" size="md" fullWidth loading={registerMutation.isPending}>
          {t('register.submit')}
        </Button>
        <Text size="sm" c="var(--kramik-muted)" ta="center">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/auth" className={forms.link}>
            {t('register.loginLink')}
          </Anchor>
        </Text>
        {accountType === 'buyer' && (
          <Text size="sm" c="var(--kramik-muted)" ta="center">
            {t('register.sellerNote')}{' '}
            <Anchor component={Link} to="/registercompany" className={forms.link}>
              {t('register.sellerLink')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
