import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t';
import { SectionCard } from '../../../components/section-card';
import { notifyApiError } from '../../../lib/notify';
import { DIGEST_KEY, getDigestSettings, setDigestSettings } from '../api/favourites';

/** On `/account`: the weekly mail of the followed makers' new pieces and sales, on or off. */
export function DigestSetting() {
  const t = useT();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: DIGEST_KEY, queryFn: getDigestSettings });
  const change = useMutation({
    mutationFn: setDigestSettings,
    onSuccess: (data) => queryClient.setQueryData(DIGEST_KEY, data),
    onError: (error) => notifyApiError(error, t('favouritesPage.digestSaveFailed')),
  });
  return (
    <SectionCard title={t('favouritesPage.digestTitle')} landmark>
      <Switch
        size="md"
        checked={change.isPending ? change.variables : (settings.data?.enabled ?? true)}
        disabled={settings.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
        label={t('favouritesPage.digestLabel')}
        description={t('favouritesPage.digestDescription')}
      />
    </SectionCard>
  );
}
