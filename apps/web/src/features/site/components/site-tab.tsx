import { Stack } from '@mantine/core';
import { CommissionSettingsPanel } from './commission-settings';
import { SiteSettings } from './site-settings-form';

/** `/admin?tab=site`: the site configuration form, then the commission. */
export function SiteTab() {
  return (
    <Stack gap="xl">
      <SiteSettings />
      <CommissionSettingsPanel />
    </Stack>
  );
}
