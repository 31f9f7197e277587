import '@mantine/core/styles/SegmentedControl.css';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { AdminContactMessage } from '@kramik/contract';
import { formatDate } from '../../../lib/format';
import { notifyApiError } from '../../../lib/notify';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import { useContactInbox, useMarkContactMessage } from '../api/contact-inbox';

/** One message: who, about what, the text as written, and read or unread. */
function MessageCard({ message, locale }: { message: AdminContactMessage; locale: string }) {
  const t = useT();
  const mark = useMarkContactMessage();
  const titleId = `contact-${message._id}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="article"
      aria-labelledby={titleId}
      bg={message.read ? undefined : 'var(--kramik-surface)'}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {message.name}
          </Title>
          {!message.read && <Badge color="clay">{t('adminReports.inbox.unread')}</Badge>}
        </Group>
        <Text size="sm" c="var(--kramik-muted)" style={{ overflowWrap: 'anywhere' }}>
          <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor> ·{' '}
          {formatDate(message.createdAt, locale)}
          {message.user ? ` · ${t('adminReports.byUser', { name: message.user.username })}` : ''}
        </Text>
        {message.productName && (
          <Text size="sm">
            {t('adminReports.inbox.product')}:{' '}
            {message.productId ? (
              <Anchor component={Link} to={`/products/${message.productId}`}>
                {message.productName}
              </Anchor>
            ) : (
              message.productName
            )}
          </Text>
        )}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            size="sm"
            loading={mark.isPending}
            onClick={() =>
              mark.mutate(
                { id: message._id, read: !message.read },
                { onError: (error) => notifyApiError(error, t('adminReports.inbox.markFailed')) },
              )
            }
          >
            {message.read ? t('adminReports.inbox.markUnread') : t('adminReports.inbox.markRead')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The contact form's inbox: newest first, or only the unread. */
export function ContactInbox({ locale }: { locale: string }) {
  const t = useT();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const inbox = useContactInbox(filter === 'unread');
  return (
    <Stack gap="lg">
      <SegmentedControl
        value={filter}
        onChange={setFilter}
        data={[
          { value: 'all', label: t('adminReports.inbox.all') },
          { value: 'unread', label: t('adminReports.inbox.unreadOnly') },
        ]}
        aria-label={t('adminReports.inbox.filter')}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState
        query={inbox}
        pending={<ListSkeleton rows={3} height={160} radius="lg" />}
        failed={t('adminReports.inbox.loadFailed')}
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) return <EmptyState onPage text={t('adminReports.inbox.empty')} />;
          return (
            <Stack gap="md">
              {items.map((message) => (
                <MessageCard key={message._id} message={message} locale={locale} />
              ))}
              <LoadMore query={inbox} label={t('adminReports.loadMore')} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
