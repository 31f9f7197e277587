import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useT } from '../../../i18n/use-t';
import { Link, useSearchParams } from 'react-router';
import {
  MESSAGE_MAX_LENGTH,
  type ConversationMessage,
  type ThreadDetail,
  type ThreadSubject,
  type ThreadSummary,
} from '@kramik/contract';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { LoadMore } from '../../../components/load-more';
import { MissingNotice } from '../../../components/query-state';
import { ApiRequestError } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/queries';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useErrorFocus } from '../../../lib/use-form-state';
import { useMarkRead, useSendMessage, useSetBlocked, useThread, useThreads } from '../api/threads';
import { LinkedText } from './linked-text';
import classes from './messages.module.css';

/**
 * `/messages`: the caller's conversations (as a buyer, and as their company's maker) on the left,
 * the open one (`?thread=`) on the right with its history and the reply box. On a phone one of
 * the two shows at a time.
 */
export function MessagesScreen({
  locale,
  messageAction,
}: {
  locale: string;
  /** What the route offers beside a message of the other side's (a report link). */
  messageAction?: (message: ConversationMessage) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const selected = params.get('thread');
  const select = (id: string | null) =>
    setParams(id ? { thread: id } : {}, { preventScrollReset: true });
  return (
    <div className={classes.layout} data-thread-open={selected ? 'true' : 'false'}>
      <section className={classes.list}>
        <ThreadList selected={selected} onSelect={select} locale={locale} />
      </section>
      <section className={classes.thread}>
        {selected ? (
          <ThreadView
            key={selected}
            id={selected}
            locale={locale}
            messageAction={messageAction}
            onBack={() => select(null)}
          />
        ) : (
          <EmptyState text={<PickHint />} onPage />
        )}
      </section>
    </div>
  );
}

function PickHint() {
  const t = useT();
  return t('conversations.pickThread');
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatTime(iso: string, locale: string) {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

function SubjectPicture({ subject, name }: { subject: ThreadSubject; name: string }) {
  return (
    <Avatar src={subject.image} alt="" radius="md" size={48} color="clay">
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

function subjectLine(subject: ThreadSubject, t: TFunction) {
  if (subject.kind === 'product') {
    return subject.name ?? t('conversations.productGone');
  }
  if (subject.kind === 'order') {
    return subject.name
      ? t('conversations.aboutOrder', { number: subject.name })
      : t('conversations.orderGone');
  }
  return t('conversations.general');
}

function ThreadList({
  selected,
  onSelect,
  locale,
}: {
  selected: string | null;
  onSelect: (id: string) => void;
  locale: string;
}) {
  const t = useT();
  const threads = useThreads();
  if (threads.isPending) return <ListSkeleton rows={4} height={72} />;
  if (threads.isError) {
    return <LoadError message={t('conversations.loadFailed')} onRetry={threads.refetch} />;
  }
  const items = threads.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState text={t('conversations.empty')} onPage />;
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('conversations.listTitle')}
      </Title>
      <Stack
        gap={6}
        component="ul"
        className={classes.items}
        aria-label={t('conversations.listTitle')}
      >
        {items.map((thread) => (
          <li key={thread._id}>
            <ThreadRow
              thread={thread}
              current={thread._id === selected}
              locale={locale}
              onSelect={() => onSelect(thread._id)}
            />
          </li>
        ))}
      </Stack>
      <LoadMore query={threads} label={t('conversations.loadMore')} />
    </Stack>
  );
}

function ThreadRow({
  thread,
  current,
  locale,
  onSelect,
}: {
  thread: ThreadSummary;
  current: boolean;
  locale: string;
  onSelect: () => void;
}) {
  const t = useT();
  return (
    <UnstyledButton
      onClick={onSelect}
      className={classes.row}
      data-current={current || undefined}
      data-unread={thread.unread || undefined}
      aria-current={current ? 'true' : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <SubjectPicture subject={thread.subject} name={thread.counterpart.name} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text fw={thread.unread ? 700 : 600} truncate>
              {thread.counterpart.name}
            </Text>
            {thread.unread && (
              <Badge size="sm" color="clay" variant="filled">
                {t('conversations.unread')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="var(--kramik-muted)" truncate>
            {subjectLine(thread.subject, t)}
          </Text>
          {thread.lastMessage && (
            <Text size="sm" truncate fw={thread.unread ? 600 : 400}>
              {thread.lastMessage.mine ? `${t('conversations.you')}: ` : ''}
              {thread.lastMessage.removed ? (
                <em>{t('conversations.removedByModeration')}</em>
              ) : (
                thread.lastMessage.excerpt
              )}
            </Text>
          )}
          {thread.lastMessage && (
            <Text size="xs" c="var(--kramik-muted)">
              {formatTime(thread.lastMessage.createdAt, locale)}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

function ThreadView({
  id,
  locale,
  messageAction,
  onBack,
}: {
  id: string;
  locale: string;
  messageAction?: (message: ConversationMessage) => ReactNode;
  onBack: () => void;
}) {
  const t = useT();
  const thread = useThread(id);
  const markRead = useMarkRead(id);
  const unread = thread.data?.unread ?? false;
  const { mutate: markAsRead } = markRead;
  // Read as soon as it is on screen, and again when a new message arrives while it is.
  useEffect(() => {
    if (unread) markAsRead();
  }, [unread, markAsRead]);

  const back = (
    <Anchor component="button" type="button" onClick={onBack} className={classes.back}>
      {t('conversations.back')}
    </Anchor>
  );
  if (thread.isPending) return <ListSkeleton rows={3} height={64} />;
  if (thread.isError) {
    if (isNotFound(thread.error)) {
      return (
        <MissingNotice
          message={t('conversations.notFound')}
          backTo="/messages"
          backLabel={t('conversations.back')}
        />
      );
    }
    return <LoadError message={t('conversations.loadFailed')} onRetry={thread.refetch} />;
  }
  const data = thread.data;
  return (
    <Stack gap="md">
      {back}
      <ThreadHeader thread={data} />
      <MessageHistory thread={data} locale={locale} messageAction={messageAction} />
      <ReplyBox thread={data} locale={locale} />
    </Stack>
  );
}

function ThreadHeader({ thread }: { thread: ThreadDetail }) {
  const t = useT();
  const block = useSetBlocked(thread._id);
  const { subject } = thread;
  const subjectText = subjectLine(subject, t);
  return (
    <Paper radius="lg" p="md" className={classes.header}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <SubjectPicture subject={subject} name={thread.counterpart.name} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg">
              {thread.side === 'buyer' ? (
                <Anchor component={Link} to={`/company/${thread.counterpart._id}`} inherit>
                  {thread.counterpart.name}
                </Anchor>
              ) : (
                thread.counterpart.name
              )}
            </Title>
            <Text size="sm" c="var(--kramik-muted)">
              {subject.kind === 'product' && subject._id ? (
                <Anchor component={Link} to={`/products/${subject._id}`} inherit>
                  {subjectText}
                </Anchor>
              ) : (
                subjectText
              )}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="subtle"
          color={thread.blockedByMe ? 'dark' : 'red'}
          size="compact-sm"
          loading={block.isPending}
          onClick={() =>
            block.mutate(!thread.blockedByMe, {
              onSuccess: () =>
                notifySuccess(
                  t(thread.blockedByMe ? 'conversations.unblocked' : 'conversations.blocked'),
                ),
              onError: (error) => notifyApiError(error, t('conversations.blockFailed')),
            })
          }
        >
          {t(thread.blockedByMe ? 'conversations.unblock' : 'conversations.block')}
        </Button>
      </Group>
    </Paper>
  );
}

function MessageHistory({
  thread,
  locale,
  messageAction,
}: {
  thread: ThreadDetail;
  locale: string;
  messageAction?: (message: ConversationMessage) => ReactNode;
}) {
  const t = useT();
  const end = useRef<HTMLLIElement>(null);
  const count = thread.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  if (count === 0) return <EmptyState text={t('conversations.noMessages')} onPage />;
  return (
    <Stack
      gap="sm"
      component="ol"
      className={classes.messages}
      aria-label={t('conversations.history')}
    >
      {thread.messages.map((message, index) => (
        <li
          key={message._id}
          ref={index === count - 1 ? end : undefined}
          className={classes.message}
          data-mine={message.mine || undefined}
        >
          <Text size="xs" c="var(--kramik-muted)">
            {message.mine ? t('conversations.you') : thread.counterpart.name} ·{' '}
            <time dateTime={message.createdAt}>{formatTime(message.createdAt, locale)}</time>
          </Text>
          {message.removed ? (
            <Text className={classes.body} fs="italic" c="var(--kramik-muted)">
              {t('conversations.removedByModeration')}
            </Text>
          ) : (
            <Text className={classes.body}>
              <LinkedText text={message.body} />
            </Text>
          )}
          {!message.mine && !message.removed && messageAction?.(message)}
        </li>
      ))}
    </Stack>
  );
}

function ReplyBox({ thread, locale }: { thread: ThreadDetail; locale: string }) {
  const t = useT();
  const send = useSendMessage(thread._id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const { formRef, focusErrors } = useErrorFocus();

  if (thread.blockedByThem) {
    return (
      <Text role="note" c="var(--kramik-muted)">
        {t('conversations.blockedByThem')}
      </Text>
    );
  }
  if (thread.blockedByMe) {
    return (
      <Text role="note" c="var(--kramik-muted)">
        {t('conversations.blockedByMe')}
      </Text>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setError(t('validation.required'));
      focusErrors();
      return;
    }
    send.mutate(text, {
      onSuccess: () => setBody(''),
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.fields.body) {
          setError(failure.fields.body);
          focusErrors();
        } else notifyApiError(failure, t('conversations.sendFailed'));
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="xs" align="flex-end">
        <Textarea
          label={t('conversations.replyLabel')}
          description={t('conversations.replyHint', {
            max: new Intl.NumberFormat(locale).format(MESSAGE_MAX_LENGTH),
          })}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            if (error) setError(undefined);
          }}
          error={error}
          maxLength={MESSAGE_MAX_LENGTH}
          autosize
          minRows={3}
          maxRows={10}
          required
          w="100%"
        />
        <Button type="submit" loading={send.isPending}>
          {t('conversations.send')}
        </Button>
      </Stack>
    </form>
  );
}
