import { Button, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../i18n/use-t';

/** A failed load: what happened and a retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const t = useT();
  return (
    <Paper
      role="alert"
      radius="md"
      p="md"
      bg="var(--kramik-surface)"
      style={{ border: '1px solid var(--mantine-color-red-6)' }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="sm" variant="default" onClick={() => void onRetry()}>
          {t('accountPage.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
