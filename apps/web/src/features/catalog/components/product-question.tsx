import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useErrorFocus } from '../../../lib/use-form-state';
import { useAskQuestion } from '../api/ask-question';

const MAX_LENGTH = 2000;

/**
 * "Question about this product". Visitors are told to log in (the server says the same if a
 * session has expired); signed-in users send the question to the maker, in their conversation
 * about the product, which they can open from here once sent.
 */
export function ProductQuestion({
  productId,
  loggedIn,
  loginHref,
}: {
  productId: string;
  loggedIn: boolean;
  loginHref: string;
}) {
  const t = useT();
  const ask = useAskQuestion(productId);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const { formRef, focusErrors } = useErrorFocus();
  const [threadId, setThreadId] = useState<string>();

  if (!loggedIn) {
    return (
      <Text>
        {t('productPage.loginToAsk')}{' '}
        <Anchor component={Link} to={loginHref} fw={600} c="var(--mantine-color-anchor)">
          {t('productPage.logIn')}
        </Anchor>
      </Text>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setMissing(true);
      focusErrors();
      return;
    }
    ask.mutate(
      { message: text },
      {
        onSuccess: (sent) => {
          setMessage('');
          setThreadId(sent.threadId);
          notifySuccess(t('productPage.questionSent'));
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 401) {
            notifyError(error.message);
          } else notifyApiError(error, t('productPage.questionFailed'));
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm" align="flex-start">
        <Textarea
          label={t('productPage.questionLabel')}
          description={t('productPage.questionHint')}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            if (missing) setMissing(false);
          }}
          error={missing ? t('validation.required') : undefined}
          maxLength={MAX_LENGTH}
          autosize
          minRows={3}
          maxRows={10}
          required
          w="100%"
        />
        <Group gap="md">
          <Button type="submit" loading={ask.isPending}>
            {t('productPage.sendQuestion')}
          </Button>
          {threadId && (
            <Anchor
              component={Link}
              to={`/messages?thread=${encodeURIComponent(threadId)}`}
              fw={600}
            >
              {t('conversations.viewConversation')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
