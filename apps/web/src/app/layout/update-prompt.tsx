import { Button, Group, Paper, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** SPEC §1: when a new version of the shop is deployed, offer to refresh. */
export function UpdatePrompt() {
  const t = useT();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      p="md"
      withBorder
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={460}
      mx="auto"
      style={{ zIndex: 400 }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('layout.updateAvailable')}</Text>
        <Group gap="xs">
          <Button variant="subtle" size="xs" onClick={() => setNeedRefresh(false)}>
            {t('layout.updateLater')}
          </Button>
          <Button size="xs" onClick={() => void updateServiceWorker(true)}>
            {t('layout.updateNow')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
