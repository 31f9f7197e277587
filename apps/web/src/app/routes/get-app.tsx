import { Button, Group } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { StaticPage } from '../../features/pages/components/static-page';
import getApp from '../../features/pages/content/get-app';
import { useSiteConfig } from '../../features/site/api/get-config';
import { RouteHeader } from '../../components/route-page';

/** Only web addresses become links; anything else the admin typed is not shown. */
function storeUrl(url: string | null | undefined) {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** How to install the PWA, and the store links once the administrator has configured them. */
export default function GetAppPage() {
  const t = useT();
  const links = useSiteConfig().data?.appStoreLinks;
  const stores = [
    { key: 'android', url: storeUrl(links?.android), label: t('pages.storeAndroid') },
    { key: 'ios', url: storeUrl(links?.ios), label: t('pages.storeIos') },
  ].filter((store) => store.url);
  return (
    <StaticPage header={<RouteHeader id="getApp" subtitle={null} />} translations={getApp}>
      {stores.length > 0 && (
        <Group gap="sm">
          {stores.map((store) => (
            <Button
              key={store.key}
              component="a"
              href={store.url ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              radius="xl"
              size="md"
            >
              {store.label}
            </Button>
          ))}
        </Group>
      )}
    </StaticPage>
  );
}
