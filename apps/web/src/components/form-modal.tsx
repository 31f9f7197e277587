import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useT } from '../i18n/use-t';
import forms from './forms.module.css';
import { useReturnFocus } from './use-return-focus';

/** A titled dialog holding one form; full screen on phones, so the keyboard leaves room. */
export function FormModal({
  opened,
  title,
  formRef,
  submitLabel,
  loading,
  onSubmit,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  formRef?: Ref<HTMLFormElement>;
  submitLabel: string;
  loading?: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  useReturnFocus(opened);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      classNames={{ title: forms.dialogTitle }}
      closeButtonProps={{ 'aria-label': t('accountPage.close') }}
      fullScreen={phone}
      size="lg"
      radius={phone ? 0 : 'lg'}
      centered
    >
      <form
        className={forms.readable}
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-label={title}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" size="md" onClick={onClose} disabled={loading}>
              {t('accountPage.cancel')}
            </Button>
            <Button type="submit" size="md" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
