import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import forms from './forms.module.css';
import { useReturnFocus } from './use-return-focus';

/** A titled yes/no dialog; the confirm button says what will happen. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The way back, when "Cancel" would read like the action itself ("Keep order"). */
  cancelLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      classNames={{ title: forms.dialogTitle }}
      closeButtonProps={{ 'aria-label': t('accountPage.close') }}
      centered
      radius="lg"
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {cancelLabel ?? t('accountPage.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
