import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { clearSession } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { authStore } from '../auth-store';
import { useAfterLeaving } from '../hooks/use-after-leaving';
import { ConfirmDialog } from '../../../app/components/confirm-dialog';
import forms from '../../../app/components/forms.module.css';
import { SectionCard } from '../../../app/components/section-card';

/** The danger zone: deleting the account, after a dialog that says what goes and what stays. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [opened, setOpened] = useState(false);
  const afterLeaving = useAfterLeaving();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('success.account_delete'));
        // The revoked token must not travel with the next page's calls.
        clearSession();
        afterLeaving(() => {
          authStore.signOut();
          // Not clear(): the home page's queries are already built and must stay in the cache.
          void queryClient.resetQueries();
        });
        void navigate('/', { replace: true });
      },
      onError: (error) => notifyApiError(error, t('errors.Error_deleting_account')),
    });

  return (
    <SectionCard
      danger
      title={t('accountPage.deleteTitle')}
      description={t('accountPage.deleteIntro')}
    >
      <Group>
        <Button
          color="red"
          variant="outline"
          className={forms.danger}
          size="md"
          w={{ base: '100%', sm: 'auto' }}
          onClick={() => setOpened(true)}
        >
          {t('accountPage.deleteOpen')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        title={t('accountPage.deleteDialogTitle')}
        confirmLabel={t('accountPage.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      >
        <Stack gap="sm">
          <Text>{t('accountPage.deleteRemoved')}</Text>
          <Text>{t('accountPage.deleteKept')}</Text>
          <Text fw={600}>{t('accountPage.deleteFinal')}</Text>
        </Stack>
      </ConfirmDialog>
    </SectionCard>
  );
}
