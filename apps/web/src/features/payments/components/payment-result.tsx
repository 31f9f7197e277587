import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './payments.module.css';

/** The frame of a result page: an icon, the heading, what happened, and what to do next. */
export function PaymentResult({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'paid' | 'stopped';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="var(--kramik-surface)">
      <Stack gap="md" align="center" className={classes.result} maw={560} mx="auto">
        <span className={`${classes.resultIcon} ${classes[tone]}`}>{icon}</span>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** One labelled line of a payment's summary (operator, amount, orders). */
export function SummaryLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} align="center">
      <Text size="sm" c="var(--kramik-muted)">
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}
