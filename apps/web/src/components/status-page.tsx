import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page that stands for an HTTP status (403, 404): the code large, what it means, where to go. */
export function StatusPage({
  code,
  heading,
  body,
  children,
}: {
  code: number;
  heading: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py={48}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={600} ff="heading" c="clay.7" lh={1} aria-hidden="true">
          {code}
        </Text>
        <Title order={1}>{heading}</Title>
        <Text c="var(--kramik-muted)">{body}</Text>
        {children}
      </Stack>
    </Container>
  );
}
