import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Anchor, Checkbox } from '@mantine/core';
import type { FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { useT } from '../../../i18n/use-t';
import { Link, useNavigate } from 'react-router';
import { RegisterInputSchema } from '@kramik/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useForm } from '../../../lib/use-form';
import { ReadableForm, WideSubmitButton } from '../../../components/form-fields';
import { EmailInput, FormLinkLine, PersonNameInputs, UsernameInput } from './account-fields';
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
  const t = useT();
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const { values, set, errors, showErrors, validate, formRef, field } = useForm(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = validate(RegisterInputSchema, { ...values, accountType }, t);
    if (!data) return;
    registerMutation.mutate(data, {
      onSuccess: (answer) => {
        notifySuccess(t('success.Register_success'));
        const username = answer.username?.username ?? data.username;
        void navigate(`/verify?username=${encodeURIComponent(username)}`);
      },
      onError: (error) => {
        showErrors(serverFieldErrors(error));
        if (error instanceof ApiRequestError && error.code === 'ACCOUNT_EXISTS') {
          notifyError(t('errors.account_exist'));
        } else {
          notifyApiError(error, t('errors.Error_register_info'));
        }
      },
    });
  };

  return (
    <ReadableForm label={t('register.formLabel')} formRef={formRef} onSubmit={submit}>
      <UsernameInput description={t('register.usernameHint')} {...field('username')} />
      <EmailInput {...field('email')} />
      <PersonNameInputs firstName={field('firstName')} lastName={field('lastName')} />
      <NewPasswordFields
        label={t('account.password')}
        password={field('password')}
        repeat={field('repeatPassword')}
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
      <WideSubmitButton loading={registerMutation.isPending}>
        {t('register.submit')}
      </WideSubmitButton>
      <FormLinkLine text={t('register.haveAccount')} to="/auth" link={t('register.loginLink')} />
      {accountType === 'buyer' && (
        <FormLinkLine
          text={t('register.sellerNote')}
          to="/registercompany"
          link={t('register.sellerLink')}
        />
      )}
    </ReadableForm>
  );
}
