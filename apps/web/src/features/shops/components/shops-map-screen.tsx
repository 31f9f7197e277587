import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Group, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useSearchParams } from 'react-router';
import type { Category } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { useMapShops } from '../api/list-map-shops';
import {
  bboxOf,
  parseMapFilters,
  withMapFilters,
  type Bounds,
  type MapFilters,
} from '../map-filters';
import { useNow } from '../use-now';
import { shopPin } from './pin-popup';
import { ShopListItem } from './shop-list-item';
import { ShopMap } from './shop-map';
import classes from './shops.module.css';

/**
 * The public map of shops (/shops): "open now" and category filters live in the URL; the list
 * beside the map names every shop shown, for keyboards and screen readers. When the server has
 * more shops than one answer carries, the pins follow the visible part of the map.
 */
export function ShopsMapScreen({
  categories,
  tileUrl,
}: {
  categories: Category[] | undefined;
  tileUrl: string | undefined;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseMapFilters(params), [params]);
  const [bbox, setBbox] = useState<string | undefined>(undefined);
  const [byView, setByView] = useState(false);
  const now = useNow();
  const shops = useMapShops({ ...filters, bbox: byView ? bbox : undefined });
  const items = useMemo(() => shops.data?.items ?? [], [shops.data]);
  const pins = useMemo(() => items.map((shop) => shopPin(shop, now)), [items, now]);

  if (shops.data?.truncated && !byView) setByView(true);

  // The controls show a change at once; the URL (and so the pins) follows when the navigation ends.
  const [shown, setShown] = useState(filters);
  const [urlFilters, setUrlFilters] = useState(filters);
  if (urlFilters !== filters) {
    setUrlFilters(filters);
    setShown(filters);
  }

  const change = (patch: Partial<MapFilters>) => {
    const next = { ...shown, ...patch };
    setShown(next);
    setParams(withMapFilters(params, next), { replace: true });
  };

  const onViewChange = (bounds: Bounds) => setBbox(bboxOf(bounds));

  const categoryOptions = [
    { value: '', label: t('shopsMap.allCategories') },
    ...(categories ?? []).flatMap((category) => [
      { value: category._id, label: category.name },
      ...category.subcategories.map((sub) => ({ value: sub._id, label: `— ${sub.name}` })),
    ]),
  ];

  return (
    <Stack gap="md">
      <Group gap="lg" align="flex-end" wrap="wrap" className={classes.filters}>
        <div className={classes.switchCell}>
          <Switch
            checked={shown.openNow}
            onChange={(e) => change({ openNow: e.currentTarget.checked })}
            label={t('shopsMap.openNow')}
            size="md"
          />
        </div>
        <NativeSelect
          label={t('shopsMap.category')}
          value={shown.category ?? ''}
          onChange={(e) => change({ category: e.currentTarget.value || undefined })}
          data={categoryOptions}
          size="md"
          className={classes.categorySelect}
        />
        <Text size="sm" c="var(--kramik-muted)" aria-live="polite" ml={{ sm: 'auto' }}>
          {shops.isPending ? t('shopsMap.loading') : t('shopsMap.count', { n: items.length })}
        </Text>
      </Group>
      {shops.data?.truncated && (
        <Alert color="clay" variant="light" className={forms.readable}>
          {t('shopsMap.truncated')}
        </Alert>
      )}
      {shops.isError && !shops.data && (
        <LoadError message={t('shopsMap.loadFailed')} onRetry={shops.refetch} />
      )}
      <div className={classes.mapLayout}>
        <section aria-labelledby="shops-map-title" className={classes.mapColumn}>
          <Title order={2} id="shops-map-title" className={classes.visuallyHidden}>
            {t('shopsMap.mapTitle')}
          </Title>
          <ShopMap
            label={t('shopsMap.mapTitle')}
            tileUrl={tileUrl}
            size="large"
            pins={pins}
            wheelZoom
            fitKey={byView ? undefined : items.map((shop) => shop._id).join()}
            onViewChange={onViewChange}
          />
        </section>
        <section aria-labelledby="shops-list-title" className={classes.listColumn}>
          <Title order={2} fz="lg" id="shops-list-title" mb="sm">
            {t('shopsMap.listTitle')}
          </Title>
          {shops.isPending ? (
            <ListSkeleton rows={3} height={64} />
          ) : items.length === 0 ? (
            <Text c="var(--kramik-muted)">
              {filters.openNow || filters.category ? t('shopsMap.noMatches') : t('shopsMap.empty')}
            </Text>
          ) : (
            <ul className={classes.pinList}>
              {items.map((shop) => (
                <ShopListItem key={shop._id} shop={shop} now={now} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </Stack>
  );
}
