import { Anchor, Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notifyApiError } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useLogin, useLoginWithLink } from '../api/login';
import { ReadableForm } from '../../../components/form-fields';
import { CurrentPasswordInput } from './account-fields';

/** Where to go after login: the `redirect` the visitor came from, else by role (PRODUCT.md). */
export function safeRedirect(target: string | null) {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
}

export function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const loginMutation = useLogin();
  const linkMutation = useLoginWithLink();
  // A mailed one-time sign-in link (sent while logins from new places are slowed down).
  const signInToken = params.get('signin');
  const linkUsed = useRef(false);
  // Verification and account recovery send the person here with their login name filled in.
  const { values, showErrors, formRef, field } = useForm(() => ({
    username: params.get('username') ?? '',
    password: '',
  }));

  const goOn = (user: { permissions: string; companyId: string | null }) => {
    const redirect = safeRedirect(params.get('redirect'));
    if (user.permissions === 'seller' && !user.companyId) {
      void navigate('/company-data', { replace: true });
    } else {
      void navigate(redirect ?? '/', { replace: true });
    }
  };

  useEffect(() => {
    if (!signInToken || linkUsed.current) return;
    // The link works once: never send it twice (React runs effects twice in development).
    linkUsed.current = true;
    linkMutation.mutate(signInToken, {
      onSuccess: goOn,
      onError: (error) => {
        notifyApiError(error, t('errors.Error_login_info'));
        setParams(
          (current) => {
            current.delete('signin');
            return current;
          },
          { replace: true },
        );
      },
    });
  });

  if (signInToken) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('auth.signingIn')}</Text>
      </Group>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = values.username.trim();
    const { password } = values;
    const next = {
      username: username ? undefined : t('validation.required'),
      password: password ? undefined : t('validation.required'),
    };
    if (next.username || next.password) {
      showErrors(next);
      return;
    }
    showErrors({});
    loginMutation.mutate(
      { username, password },
      {
        onSuccess: goOn,
        onError: (error) => notifyApiError(error, t('errors.Error_login_info')),
      },
    );
  };

  return (
    <ReadableForm label={t('auth.formLabel')} formRef={formRef} onSubmit={submit}>
      <TextInput
        label={t('auth.username')}
        autoComplete="username"
        required
        {...field('username')}
      />
      <CurrentPasswordInput label={t('auth.password')} {...field('password')} />
      <Group justify="space-between">
        <Anchor component={Link} to="/forgot" size="sm">
          {t('auth.forgot')}
        </Anchor>
        <Button type="submit" loading={loginMutation.isPending}>
          {t('auth.submit')}
        </Button>
      </Group>
      <Text size="sm" c="var(--kramik-muted)">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to="/register">
          {t('auth.registerLink')}
        </Anchor>
      </Text>
    </ReadableForm>
  );
}
