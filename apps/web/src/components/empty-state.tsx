import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An empty list: a dashed box saying so, with what to do next below. It takes the page colour
 * inside a card, or the card colour (`onPage`) where the list stands on the page itself.
 */
export function EmptyState({
  text,
  onPage = false,
  children,
}: {
  text: ReactNode;
  onPage?: boolean;
  children?: ReactNode;
}) {
  const message = <Text c="var(--kramik-muted)">{text}</Text>;
  return (
    <Paper
      radius="md"
      p="lg"
      bg={onPage ? 'var(--kramik-surface)' : 'var(--kramik-bg)'}
      style={{ border: '1px dashed var(--kramik-line)' }}
    >
      {children ? (
        <Stack gap="sm" align="flex-start">
          {message}
          {children}
        </Stack>
      ) : (
        message
      )}
    </Paper>
  );
}
