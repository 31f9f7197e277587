import { Button, Group, Stack, type MantineSpacing } from '@mantine/core';
import type { FormEvent, ReactNode, Ref } from 'react';
import forms from './forms.module.css';

/**
 * A form checked by our own code (no browser bubbles), named for assistive technology, with
 * readable hint and error colours; its fields stack.
 */
export function ReadableForm({
  label,
  formRef,
  onSubmit,
  gap = 'md',
  children,
}: {
  /** The form's accessible name. */
  label: string;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent) => void;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <form
      className={forms.readable}
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}

/** A form's one submit button across the whole width, as the sign-in pages have it. */
export function WideSubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="md" fullWidth loading={loading}>
      {children}
    </Button>
  );
}

/** A form's submit button at the end of a row, as cards and settings have it. */
export function SubmitRow({
  loading,
  fullWidthOnPhone = false,
  children,
}: {
  loading: boolean;
  /** The button spans the row on phones. */
  fullWidthOnPhone?: boolean;
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      <Button
        type="submit"
        size="md"
        w={fullWidthOnPhone ? { base: '100%', sm: 'auto' } : undefined}
        loading={loading}
      >
        {children}
      </Button>
    </Group>
  );
}
