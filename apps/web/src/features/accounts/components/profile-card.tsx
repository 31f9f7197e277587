import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { UpdateProfileInputSchema, type SessionUser } from '@kramik/contract';
import { callFieldErrors } from '../../../lib/call-errors';
import { formatDate } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { useForm } from '../../../lib/use-form';
import { SectionCard } from '../../../components/section-card';
import { ReadableForm, SubmitRow } from '../../../components/form-fields';
import { PersonNameInputs, UsernameInput } from './account-fields';

/** The user's own data (SPEC /account): login name, names and phone can be changed. */
export function ProfileCard({ user, locale }: { user: SessionUser; locale: string }) {
  const t = useT();
  const update = useUpdateProfile();
  const { values, showErrors, validate, formRef, field } = useForm(() => ({
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
    const data = validate(UpdateProfileInputSchema, changes, t);
    if (!data) return;
    update.mutate(data, {
      onSuccess: () => notifySuccess(t('accountPage.profileSaved')),
      onError: (error) => {
        notifyApiError(error, t('errors.actionFailed'));
        showErrors(callFieldErrors(error, { USERNAME_TAKEN: 'username' }));
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
      <ReadableForm label={t('accountPage.profileTitle')} formRef={formRef} onSubmit={submit}>
        <UsernameInput description={t('accountPage.usernameHint')} {...field('username')} />
        <PersonNameInputs firstName={field('firstName')} lastName={field('lastName')} />
        <TextInput
          label={t('account.phone')}
          description={t('accountPage.phoneHint')}
          type="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <SubmitRow loading={update.isPending} fullWidthOnPhone>
          {t('accountPage.save')}
        </SubmitRow>
      </ReadableForm>
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
