import { Button, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { IconProps } from '../../../lib/icon';

/**
 * What a sign-in page shows in place of its form once there is nothing to fill in: what happened,
 * what to do about it, and the way on.
 */
export function OutcomePanel({
  icon: Icon,
  title,
  headingRef,
  message,
  hint,
  next,
  children,
}: {
  icon: ComponentType<IconProps>;
  title: string;
  /** Given when the panel replaces a form: the heading then takes the focus. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What happened. */
  message: ReactNode;
  /** What to do about it. */
  hint: string;
  /** The main button: a link to the next page. */
  next: { to: string; label: string };
  /** Further buttons under it. */
  children?: ReactNode;
}) {
  return (
    <Stack gap="md" align="flex-start">
      <Icon size={40} color="var(--mantine-color-clay-7)" />
      <Title order={2} fz={22} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Title>
      {message}
      <Text size="sm" c="var(--kramik-muted)">
        {hint}
      </Text>
      <Button component={Link} to={next.to} size="md" fullWidth>
        {next.label}
      </Button>
      {children}
    </Stack>
  );
}
