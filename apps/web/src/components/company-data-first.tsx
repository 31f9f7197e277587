import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** What a seller without company data sees instead of a seller page: why, and the way to /company-data. */
export function CompanyDataFirst({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: string;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--kramik-surface)">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{title}</Text>
        <Text c="var(--kramik-muted)">{text}</Text>
        <Button component={Link} to="/company-data" size="md">
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}
