import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { useMapShops } from '../api/list-map-shops';
import { useNow } from '../use-now';
import { shopPin } from './pin-popup';
import { ShopListItem } from './shop-list-item';
import { ShopMap } from './shop-map';
import classes from './shops.module.css';

/** "Shops and studios" of a maker's page: their shops on the public map, as a map and a list. */
export function MakerShops({
  companyId,
  tileUrl,
}: {
  companyId: string;
  tileUrl: string | undefined;
}) {
  const t = useT();
  const shops = useMapShops({ company: companyId });
  const now = useNow();
  const items = useMemo(() => shops.data?.items ?? [], [shops.data]);
  const pins = useMemo(() => items.map((shop) => shopPin(shop, now)), [items, now]);

  let content;
  if (shops.isPending) {
    content = <Skeleton height={200} radius="lg" aria-busy="true" />;
  } else if (shops.isError) {
    content = <Text c="var(--kramik-muted)">{t('shopsMap.loadFailed')}</Text>;
  } else if (items.length === 0) {
    content = <Text c="var(--kramik-muted)">{t('shops.makerNone')}</Text>;
  } else {
    content = (
      <div className={classes.makerShops}>
        <ul className={classes.pinList}>
          {items.map((shop) => (
            <ShopListItem key={shop._id} shop={shop} now={now} onMakerPage />
          ))}
        </ul>
        <ShopMap
          label={t('shops.makerMap')}
          tileUrl={tileUrl}
          size="small"
          pins={pins}
          fitKey={items.map((shop) => shop._id).join()}
        />
      </div>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="maker-shops-title">
      <Title order={2} fz={{ base: 22, sm: 26 }} id="maker-shops-title">
        {t('shops.makerTitle')}
      </Title>
      {content}
    </Stack>
  );
}
