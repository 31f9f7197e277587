import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the admin's payments page: a heading (id `id`), a short introduction, the content. */
export function AdminSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Stack gap={4}>
        <Title order={2} id={id} fz="xl">
          {title}
        </Title>
        <Text c="var(--kramik-muted)" size="sm" maw={680}>
          {intro}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
