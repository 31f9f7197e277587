import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './cart.module.css';

/** A part of the checkout: a rounded section named by its heading (`labelledBy`). */
export function Panel({
  labelledBy,
  invalid = false,
  children,
}: {
  labelledBy: string;
  /** Something in it stops the order: it is outlined, and the first such panel is scrolled to. */
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.panel}
      aria-labelledby={labelledBy}
      data-invalid={invalid || undefined}
    >
      {children}
    </Paper>
  );
}

/** A checkout panel whose heading is its title (heading id `id`). */
export function TitledPanel({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Panel labelledBy={id}>
      <Stack gap="sm">
        <Title order={2} fz={{ base: 20, sm: 22 }} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Panel>
  );
}
