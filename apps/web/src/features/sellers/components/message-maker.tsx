import { Anchor, Button, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import { FormModal } from '../../../components/form-modal';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useErrorFocus } from '../../../lib/use-form-state';
import { useMessageMaker } from '../api/message-maker';

/** "Send message" to a maker: visitors are asked to log in (SPEC §5), others write in a dialog. */
export function MessageMaker({
  companyId,
  makerName,
  signedIn,
}: {
  companyId: string;
  makerName: string;
  signedIn: boolean;
}) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const { formRef, focusErrors } = useErrorFocus();
  const send = useMessageMaker(companyId);

  if (!signedIn) {
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{t('sellers.message.loginRequired')}</Text>
        <Anchor
          component={Link}
          to={`/auth?redirect=${encodeURIComponent(`/company/${companyId}`)}`}
          size="sm"
          fw={600}
        >
          {t('sellers.message.logIn')}
        </Anchor>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError(t('validation.required'));
      focusErrors();
      return;
    }
    send.mutate(
      { message: message.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('sellers.message.sent'));
          setMessage('');
          setOpened(false);
        },
        onError: () => notifyError(t('sellers.message.failed')),
      },
    );
  };

  return (
    <>
      <Button
        variant="light"
        size="md"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpened(true)}
      >
        {t('sellers.sendMessage')}
      </Button>
      <FormModal
        opened={opened}
        title={t('sellers.message.title', { name: makerName })}
        submitLabel={t('sellers.message.send')}
        loading={send.isPending}
        formRef={formRef}
        onSubmit={submit}
        onClose={() => setOpened(false)}
      >
        <Textarea
          label={t('sellers.message.label')}
          value={message}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          autosize
          minRows={4}
          maxLength={2000}
          required
          data-autofocus
        />
      </FormModal>
    </>
  );
}
