import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateProfileInputSchema, type SessionUser } from '@kramik/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { serverFieldErrors, validateForm } from '../../../lib/form-errors';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { SectionCard } from '../../../components/section-card';
import forms from '../../../components/forms.module.css';

/** The user's own data (SPEC /account): login name, names and phone can be changed. */
export function ProfileCard({ user, locale }: { user: SessionUser; locale: string }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors } = useFormState(() => ({
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = {
      // The login name is sent only when it changes: the server checks that it is free.
      ...(values.username.trim() !== user.username ? { username: values.username } : {}),
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone.trim() ? values.phone : null,
    };
    const { data, errors: invalid } = validateForm(UpdateProfileInputSchema, changes, t);
    if (invalid) {
      setErrors(invalid);
      focusFirstInvalid(formRef.current);
      return;
    }
    update.mutate(data, {
      onSuccess: () => notifySuccess(t('accountPage.profileSaved')),
      onError: (error) => {
        notifyApiError(error, t('errors.actionFailed'));
        if (error instanceof ApiRequestError && error.code === 'USERNAME_TAKEN') {
          setErrors({ username: error.message });
        } else {
          setErrors(serverFieldErrors(error));
        }
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <SectionCard title={t('accountPage.profileTitle')} description={t('accountPage.profileIntro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ReadOnlyValue label={t('account.email')} value={user.email} />
        <ReadOnlyValue
          label={t('account.registeredAt')}
          value={formatDate(user.registeredAt, locale)}
        />
      </SimpleGrid>
      <form
        className={forms.readable}
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={t('accountPage.profileTitle')}
      >
        <Stack gap="md">
          <TextInput
            label={t('account.username')}
            description={t('accountPage.usernameHint')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={(e) => set('username', e.currentTarget.value)}
            error={errors.username}
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
          <TextInput
            label={t('account.phone')}
            description={t('accountPage.phoneHint')}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => set('phone', e.currentTarget.value)}
            error={errors.phone}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              w={{ base: '100%', sm: 'auto' }}
              loading={update.isPending}
            >
              {t('accountPage.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="var(--kramik-muted)">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
