import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A titled card of a page (the account page, the dashboards) with an optional action beside the
 * title. `landmark`: the section is named by its title, a region a screen reader lists (for
 * sections that stand alone on their page; a form's parts stay unnamed, or their titles would
 * name them like fields).
 */
export function SectionCard({
  title,
  description,
  action,
  danger = false,
  landmark = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  danger?: boolean;
  landmark?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={landmark ? titleId : undefined}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      bg="var(--kramik-surface)"
      style={danger ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 240px' }}>
            <Title order={2} id={titleId} fz={{ base: 20, sm: 22 }}>
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
