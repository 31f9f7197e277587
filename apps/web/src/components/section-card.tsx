import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the account page: a titled card with an optional action beside the title. */
export function SectionCard({
  title,
  description,
  action,
  danger = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      bg="var(--kramik-surface)"
      style={danger ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 240px' }}>
            <Title order={2} fz={{ base: 20, sm: 22 }}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="var(--kramik-muted)">
                {description}
              </Text>
            )}
          </Stack>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
