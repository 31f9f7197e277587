import { Stack } from '@mantine/core';
import { CarrierSettingsPanel } from './carrier-settings';
import { CommissionSettingsPanel } from './commission-settings';
import { SiteSettings } from './site-settings-form';

/** `/admin?tab=site`: the site configuration form, then the commission and the carriers. */
export function SiteTab() {
  return (
    <Stack gap="xl">
      <SiteSettings />
      <CommissionSettingsPanel />
      <CarrierSettingsPanel />
    </Stack>
  );
}
