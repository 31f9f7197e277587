import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="var(--kramik-muted)" maw={680}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
