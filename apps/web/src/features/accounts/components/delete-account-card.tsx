import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { clearSession } from '../../../lib/session';
import { useDeleteAccount, useMailDeleteCode } from '../api/delete-account';
import { authStore } from '../auth-store';
import { useAfterLeaving } from '../hooks/use-after-leaving';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import forms from '../../../components/forms.module.css';
import { SectionCard } from '../../../components/section-card';
import { CurrentPasswordInput, OneTimeCodeInput } from './account-fields';

/**
 * The danger zone: deleting the account, after a dialog that says what goes and what stays and
 * asks for the current password — or for a code mailed on request, for accounts without one.
 */
export function DeleteAccountCard() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const mailCode = useMailDeleteCode();
  const [opened, setOpened] = useState(false);
  // The current password, or once a code is mailed, the code.
  const [proof, setProof] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string>();
  const afterLeaving = useAfterLeaving();

  const close = () => {
    setOpened(false);
    setProof('');
    setCodeSent(false);
    setError(undefined);
  };

  const sendCode = () =>
    mailCode.mutate(undefined, {
      onSuccess: (answer) => {
        notifySuccess(answer?.message || t('accountPage.deleteCodeSent'));
        setCodeSent(true);
        setProof('');
        setError(undefined);
      },
      onError: (failure) => notifyApiError(failure, t('errors.actionFailed')),
    });

  const confirm = () => {
    const given = codeSent ? proof.trim() : proof;
    if (!given) {
      setError(t('validation.required'));
      return;
    }
    remove.mutate(codeSent ? { confirmationCode: given } : { password: given }, {
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
      onError: (failure) => {
        notifyApiError(failure, t('errors.Error_deleting_account'));
        if (failure instanceof ApiRequestError) {
          setError(failure.fields.password ?? failure.fields.confirmationCode ?? failure.message);
        }
      },
    });
  };

  const proofField = {
    value: proof,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setProof(event.currentTarget.value),
    error,
  };

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
        onClose={close}
      >
        <Stack gap="sm">
          <Text>{t('accountPage.deleteRemoved')}</Text>
          <Text>{t('accountPage.deleteKept')}</Text>
          <Text fw={600}>{t('accountPage.deleteFinal')}</Text>
          {codeSent ? (
            <OneTimeCodeInput label={t('accountPage.deleteCode')} {...proofField} data-autofocus />
          ) : (
            <>
              <CurrentPasswordInput
                label={t('accountPage.deletePassword')}
                {...proofField}
                data-autofocus
              />
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                onClick={sendCode}
                disabled={mailCode.isPending}
              >
                {t('accountPage.deleteEmailCode')}
              </Anchor>
            </>
          )}
        </Stack>
      </ConfirmDialog>
    </SectionCard>
  );
}
