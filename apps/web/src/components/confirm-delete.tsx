import { Text } from '@mantine/core';
import { useState } from 'react';
import { notifyApiError, notifySuccess } from '../lib/notify';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The item a delete confirmation asks about. The item stays while the dialog closes, so that its
 * text does not vanish during the closing animation.
 */
export function usePendingDelete<Item>() {
  const [state, setState] = useState<{ item: Item | null; opened: boolean }>({
    item: null,
    opened: false,
  });
  return {
    ...state,
    ask: (item: Item) => setState({ item, opened: true }),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}

export type PendingDelete<Item> = ReturnType<typeof usePendingDelete<Item>>;

/** A delete mutation taking the item's id, as the features' `useDelete…` hooks return it. */
interface DeleteMutation {
  mutate: (
    id: string,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * "Delete this?" for the item of `pending`: on yes it runs `mutation`, then says `deleted` and
 * closes, or says what failed (and closes too with `closeOnError`).
 */
export function ConfirmDelete<Item extends { _id: string }>({
  pending,
  mutation,
  title,
  confirmLabel,
  question,
  deleted,
  failed,
  closeOnError = false,
}: {
  pending: PendingDelete<Item>;
  mutation: DeleteMutation;
  title: string;
  confirmLabel: string;
  question: (item: Item) => string;
  deleted: (item: Item) => string;
  failed: string;
  closeOnError?: boolean;
}) {
  const { item, opened, close } = pending;
  const confirm = () => {
    if (!item) return;
    mutation.mutate(item._id, {
      onSuccess: () => {
        notifySuccess(deleted(item));
        close();
      },
      onError: (error) => {
        if (closeOnError) close();
        notifyApiError(error, failed);
      },
    });
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      confirmLabel={confirmLabel}
      loading={mutation.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <Text>{item ? question(item) : null}</Text>
    </ConfirmDialog>
  );
}
