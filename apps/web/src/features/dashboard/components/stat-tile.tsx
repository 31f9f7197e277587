import { Anchor, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './dashboard.module.css';

/** One figure of a dashboard: what it is, the value, and a line under it (or a link to act on). */
export function StatTile({
  label,
  value,
  hint,
  link,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--kramik-surface)" className={classes.tile}>
      <Text component="h3" size="sm" c="var(--kramik-muted)" fw={500} m={0}>
        {label}
      </Text>
      <Text component="p" m={0} className={classes.tileValue}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="var(--kramik-muted)">
          {hint}
        </Text>
      )}
      {link && (
        <Anchor component={Link} to={link.to} size="sm" c="var(--kramik-link)" mt="auto">
          {link.label}
        </Anchor>
      )}
    </Paper>
  );
}
