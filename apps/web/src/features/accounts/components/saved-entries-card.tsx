import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import forms from '../../../components/forms.module.css';
import classes from './saved-entries-card.module.css';
import { SectionCard } from '../../../components/section-card';

interface ListQuery<Entry> {
  data: Entry[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface RemoveMutation {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
}

export interface SavedEntriesText {
  title: string;
  description: string;
  add: string;
  empty: string;
  loadFailed: string;
  removeTitle: string;
  removeConfirm: (name: string) => string;
  removed: string;
  removeFailed: string;
}

/**
 * A list of saved entries of the account (shipping addresses, invoice data): loading, failure and
 * empty states, an add button, and per entry an edit button and a confirmed remove button.
 */
export function SavedEntriesCard<Entry extends { _id: string }>({
  text,
  query,
  remove,
  describe,
  summary,
  renderForm,
}: {
  text: SavedEntriesText;
  query: ListQuery<Entry>;
  remove: RemoveMutation;
  /** The entry's lines as the list shows them. */
  describe: (entry: Entry) => ReactNode;
  /** A short one-line name of the entry, for buttons and the remove question. */
  summary: (entry: Entry) => string;
  renderForm: (props: { opened: boolean; entry: Entry | null; onClose: () => void }) => ReactNode;
}) {
  const t = useT();
  // Each opening gets a fresh form (the key), while closing keeps it for the exit transition.
  const [form, setForm] = useState<{ opened: boolean; entry: Entry | null; key: number }>({
    opened: false,
    entry: null,
    key: 0,
  });
  // The entry stays while the dialog fades out; `opened` alone closes it.
  const [removing, setRemoving] = useState<{ entry: Entry | null; opened: boolean }>({
    entry: null,
    opened: false,
  });
  const closeRemove = () => setRemoving((r) => ({ ...r, opened: false }));
  const open = (entry: Entry | null) => setForm((f) => ({ opened: true, entry, key: f.key + 1 }));
  const close = () => setForm((f) => ({ ...f, opened: false }));

  const confirmRemove = () => {
    if (!removing.entry) return;
    remove.mutate(removing.entry._id, {
      onSuccess: () => {
        notifySuccess(text.removed);
        closeRemove();
      },
      onError: (error) => notifyApiError(error, text.removeFailed),
    });
  };

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy="true">
        <Skeleton height={132} radius="md" />
        <Skeleton height={132} radius="md" />
      </SimpleGrid>
    );
  } else if (query.isError || !query.data) {
    content = (
      <Alert color="red" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{text.loadFailed}</Text>
          <Button
            size="sm"
            variant="default"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            {t('accountPage.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (query.data.length === 0) {
    content = (
      <Paper
        radius="md"
        p="lg"
        bg="var(--kramik-bg)"
        style={{ border: '1px dashed var(--kramik-line)' }}
      >
        <Stack gap="sm" align="flex-start">
          <Text c="var(--kramik-muted)">{text.empty}</Text>
          <Button variant="light" size="md" onClick={() => open(null)}>
            {text.add}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" className={classes.list}>
        {query.data.map((entry) => (
          <Paper
            component="li"
            key={entry._id}
            withBorder
            radius="md"
            p="md"
            bg="var(--kramik-bg)"
            style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' }}
          >
            <Stack gap={2} style={{ flex: 1, overflowWrap: 'anywhere' }}>
              {describe(entry)}
            </Stack>
            <Group gap="xs">
              <Button
                variant="default"
                size="md"
                onClick={() => open(entry)}
                aria-label={`${t('accountPage.edit')}: ${summary(entry)}`}
              >
                {t('accountPage.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                className={forms.danger}
                size="md"
                onClick={() => setRemoving({ entry, opened: true })}
                aria-label={`${t('accountPage.remove')}: ${summary(entry)}`}
              >
                {t('accountPage.remove')}
              </Button>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    );
  }

  const hasEntries = Boolean(query.data?.length);
  return (
    <SectionCard
      title={text.title}
      description={text.description}
      action={
        hasEntries ? (
          <Button variant="light" size="sm" onClick={() => open(null)}>
            {text.add}
          </Button>
        ) : undefined
      }
    >
      {content}
      <Fragment key={form.key}>
        {renderForm({ opened: form.opened, entry: form.entry, onClose: close })}
      </Fragment>
      <ConfirmDialog
        opened={removing.opened}
        title={text.removeTitle}
        confirmLabel={t('accountPage.remove')}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={closeRemove}
      >
        <Text>{removing.entry ? text.removeConfirm(summary(removing.entry)) : null}</Text>
      </ConfirmDialog>
    </SectionCard>
  );
}
