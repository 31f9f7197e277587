import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useT } from '../../../i18n/use-t';
import { useNavigate, useSearchParams } from 'react-router';
import { ResetAvatarInputSchema, ResetPasswordInputSchema } from '@kramik/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useResetAvatar } from '../api/reset-avatar';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useForm } from '../../../lib/use-form';
import { ReadableForm, WideSubmitButton } from '../../../components/form-fields';
import { UsernameInput } from './account-fields';
import { NewPasswordFields, withRepeatCheck } from './new-password-fields';
import { IdIcon, KeyIcon, LinkOffIcon } from './icons';
import { OutcomePanel } from './outcome-panel';
import classes from './reset-access.module.css';

type Choice = 'password' | 'login';

/** A refused or expired token: the link cannot be used any more. */
function isTokenRefused(error: unknown) {
  return (
    error instanceof ApiRequestError &&
    (error.code === 'INVALID_CODE' || error.code === 'CODE_EXPIRED')
  );
}

/**
 * The page a recovery link opens: checks the token, then lets the person set a new password or a
 * new login name. The token works once, so only one of the two can be done.
 */
export function ResetAccess() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const check = useVerifyResetCode(token);
  const [refusedReason, setRefusedReason] = useState<string | null>(null);

  if (!token) return <UnusableLink reason={t('resetPassword.missingToken')} />;
  if (check.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('resetPassword.checking')}>
        <Skeleton height={22} width="60%" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Skeleton height={108} radius="lg" />
          <Skeleton height={108} radius="lg" />
        </SimpleGrid>
      </Stack>
    );
  }
  if (check.isError) {
    const error = check.error;
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
      return <UnusableLink reason={error.message || t('resetPassword.invalidLink')} />;
    }
    return (
      <Stack gap="md" align="flex-start">
        <Text>
          {error instanceof ApiRequestError && error.code === 'NETWORK'
            ? t('errors.network')
            : t('resetPassword.checkFailed')}
        </Text>
        <Button size="md" onClick={() => void check.refetch()} loading={check.isFetching}>
          {t('resetPassword.retry')}
        </Button>
      </Stack>
    );
  }
  if (refusedReason) return <UnusableLink reason={refusedReason} />;
  return (
    <ResetChoices
      token={token}
      username={check.data.username}
      onRefused={setRefusedReason}
      initial={chosenInLink(params.get('change'))}
    />
  );
}

function UnusableLink({ reason }: { reason: string }) {
  const t = useT();
  return (
    <OutcomePanel
      icon={LinkOffIcon}
      title={t('resetPassword.unusableTitle')}
      message={<Text fw={500}>{reason}</Text>}
      hint={t('resetPassword.unusableBody')}
      next={{ to: '/forgot', label: t('resetPassword.newLink') }}
    />
  );
}

/** The mail's two links say what the person wants to change; a link that does not lets them choose. */
function chosenInLink(change: string | null): Choice | null {
  return change === 'password' || change === 'login' ? change : null;
}

function ResetChoices({
  token,
  username,
  onRefused,
  initial,
}: {
  token: string;
  username: string;
  onRefused: (reason: string) => void;
  initial: Choice | null;
}) {
  const t = useT();
  const [choice, setChoice] = useState<Choice | null>(initial);
  const props = { token, username, onRefused };
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Text size="sm" c="var(--kramik-muted)">
          {t('resetPassword.currentLogin')}
        </Text>
        <Text fw={600} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {username}
        </Text>
      </Stack>
      <Stack gap="sm">
        <Text fw={500} id="reset-choice-label">
          {t('resetPassword.chooseTitle')}
        </Text>
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          role="group"
          aria-labelledby="reset-choice-label"
        >
          <ChoiceCard
            selected={choice === 'password'}
            onSelect={() => setChoice('password')}
            icon={<KeyIcon size={24} />}
            title={t('resetPassword.passwordChoice')}
            description={t('resetPassword.passwordChoiceHint')}
          />
          <ChoiceCard
            selected={choice === 'login'}
            onSelect={() => setChoice('login')}
            icon={<IdIcon size={24} />}
            title={t('resetPassword.loginChoice')}
            description={t('resetPassword.loginChoiceHint')}
          />
        </SimpleGrid>
        <Text size="sm" c="var(--kramik-muted)">
          {t('resetPassword.singleUse')}
        </Text>
      </Stack>
      {choice === 'password' && <NewPasswordForm {...props} />}
      {choice === 'login' && <NewLoginForm {...props} />}
    </Stack>
  );
}

function ChoiceCard({
  selected,
  onSelect,
  icon,
  title,
  description,
}: {
  selected: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  description: string;
}) {
  return (
    <UnstyledButton
      className={classes.choice}
      aria-pressed={selected}
      data-selected={selected || undefined}
      onClick={onSelect}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span className={classes.choiceIcon}>{icon}</span>
        <Stack gap={4}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="var(--kramik-muted)">
            {description}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

interface ActionProps {
  token: string;
  username: string;
  onRefused: (reason: string) => void;
}

function NewPasswordForm({ token, username, onRefused }: ActionProps) {
  const t = useT();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { values, setErrors, validate, formRef, field } = useForm({
    newPassword: '',
    repeatPassword: '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = validate(
      withRepeatCheck(ResetPasswordInputSchema, values),
      { token, newPassword: values.newPassword },
      t,
    );
    if (!data) return;
    reset.mutate(data, {
      onSuccess: (answer) => {
        notifySuccess(answer?.message || t('resetPassword.passwordDone'));
        void navigate(`/auth?username=${encodeURIComponent(username)}`, { replace: true });
      },
      onError: (error) => {
        notifyApiError(error, t('resetPassword.passwordFailed'));
        if (isTokenRefused(error)) onRefused((error as ApiRequestError).message);
        else setErrors(serverFieldErrors(error));
      },
    });
  };

  return (
    <ChoiceForm
      label={t('resetPassword.passwordChoice')}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={t('resetPassword.passwordSubmit')}
      loading={reset.isPending}
    >
      <NewPasswordFields password={field('newPassword')} repeat={field('repeatPassword')} />
    </ChoiceForm>
  );
}

function NewLoginForm({ token, onRefused }: ActionProps) {
  const t = useT();
  const navigate = useNavigate();
  const reset = useResetAvatar();
  const { values, setErrors, showErrors, validate, formRef, field } = useForm({ AvatarLogin: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = validate(ResetAvatarInputSchema, { token, AvatarLogin: values.AvatarLogin }, t);
    if (!data) return;
    reset.mutate(data, {
      onSuccess: (answer) => {
        notifySuccess(answer?.message || t('resetPassword.loginDone'));
        void navigate(`/auth?username=${encodeURIComponent(data.AvatarLogin)}`, {
          replace: true,
        });
      },
      onError: (error) => {
        notifyApiError(error, t('resetPassword.loginFailed'));
        if (isTokenRefused(error)) onRefused((error as ApiRequestError).message);
        else if (error instanceof ApiRequestError && error.code === 'USERNAME_TAKEN') {
          showErrors({ AvatarLogin: error.message });
        } else setErrors(serverFieldErrors(error));
      },
    });
  };

  return (
    <ChoiceForm
      label={t('resetPassword.loginChoice')}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={t('resetPassword.loginSubmit')}
      loading={reset.isPending}
    >
      <UsernameInput
        label={t('resetPassword.newLogin')}
        description={t('register.usernameHint')}
        {...field('AvatarLogin')}
      />
    </ChoiceForm>
  );
}

/** The form of the chosen action, on a panel under the choice. */
function ChoiceForm({
  label,
  formRef,
  onSubmit,
  submitLabel,
  loading,
  children,
}: {
  label: string;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--kramik-bg)">
      <ReadableForm label={label} formRef={formRef} onSubmit={onSubmit}>
        {children}
        <WideSubmitButton loading={loading}>{submitLabel}</WideSubmitButton>
      </ReadableForm>
    </Paper>
  );
}
