import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { Country, Shop } from '@kramik/contract';
import { ConfirmDelete, usePendingDelete } from '../../../components/confirm-delete';
import { countryName } from '../../../components/country-select';
import forms from '../../../components/forms.module.css';
import { LoadError } from '../../../components/load-error';
import { EditViewDeleteActions } from '../../../components/row-actions';
import { useDeleteShop } from '../api/delete-shop';
import { useOwnShops } from '../api/list-own-shops';
import type { MapPin } from '../map-types';
import { addressLines } from '../shop-display';
import { useNow } from '../use-now';
import { MapIcon, PlusIcon, ShopIcon } from './icons';
import { OpenBadge } from './open-badge';
import { ShopMap } from './shop-map';
import classes from './shops.module.css';

/** "Add shop": always a link, the form itself explains what it needs. */
export function AddShopButton() {
  const t = useT();
  return (
    <Button component={Link} to="/add" size="md" leftSection={<PlusIcon size={18} />}>
      {t('shops.add')}
    </Button>
  );
}

function ShopThumb({ shop }: { shop: Shop }) {
  const cover = shop.images[0];
  return cover ? (
    <img className={classes.listThumb} src={cover.thumb} alt="" loading="lazy" />
  ) : (
    <span className={classes.listThumbPlaceholder} aria-hidden="true">
      <ShopIcon size={28} />
    </span>
  );
}

/** One of the seller's shops: photo, name, address, open now, visibility and the actions. */
function OwnShopItem({
  shop,
  country,
  now,
  onDelete,
}: {
  shop: Shop;
  country: string;
  now: Date;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <li className={classes.listItem}>
      <ShopThumb shop={shop} />
      <Stack gap={6} className={classes.listBody}>
        <Title order={3} fz="lg" className={classes.name}>
          {shop.title}
        </Title>
        <Text size="sm" c="var(--kramik-muted)">
          {addressLines(shop, country).join(', ')}
        </Text>
        <Group gap={8}>
          <OpenBadge hours={shop.hours} timeZone={shop.timeZone} now={now} size="sm" />
          <span className={classes.visibility} data-hidden={!shop.visibleOnMap || undefined}>
            <MapIcon size={14} />
            {shop.visibleOnMap ? t('shops.onMap') : t('shops.hiddenFromMap')}
          </span>
        </Group>
        <EditViewDeleteActions
          itemName={shop.title}
          editTo={`/shops/${shop._id}/edit`}
          viewTo={`/shops/${shop._id}`}
          onDelete={onDelete}
          labels={{ edit: t('shops.edit'), view: t('shops.view'), delete: t('shops.delete') }}
          mt={4}
        />
      </Stack>
    </li>
  );
}

/** /my-shops: the seller's shops as a list and on the map, with edit, view and delete. */
export function OwnShops({
  countries,
  tileUrl,
}: {
  countries: Country[] | undefined;
  tileUrl: string | undefined;
}) {
  const t = useT();
  const shops = useOwnShops();
  const remove = useDeleteShop();
  const now = useNow();
  const removing = usePendingDelete<Shop>();

  if (shops.isPending) {
    return (
      <div className={classes.ownLayout} aria-busy="true">
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={120} radius="lg" />
          ))}
        </Stack>
        <Skeleton height={320} radius="lg" />
      </div>
    );
  }
  if (shops.isError) {
    return <LoadError message={t('shops.loadFailed')} onRetry={shops.refetch} />;
  }
  if (shops.data.length === 0) {
    return (
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.emptyBox}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="xl">
            {t('shops.emptyTitle')}
          </Title>
          <Text c="var(--kramik-muted)" maw={560}>
            {t('shops.empty')}
          </Text>
          <AddShopButton />
        </Stack>
      </Paper>
    );
  }

  const pins: MapPin[] = shops.data.map((shop) => ({
    id: shop._id,
    location: shop.location,
    title: shop.title,
    muted: !shop.visibleOnMap,
    popup: (
      <Stack gap={4}>
        <Anchor component={Link} to={`/shops/${shop._id}`} fw={600} className={forms.link}>
          {shop.title}
        </Anchor>
        <Text size="sm">{shop.city}</Text>
        {!shop.visibleOnMap && <Text size="sm">{t('shops.hiddenFromMap')}</Text>}
      </Stack>
    ),
  }));

  return (
    <>
      <div className={classes.ownLayout}>
        <section aria-labelledby="own-shops-list">
          <Title order={2} id="own-shops-list" className={classes.visuallyHidden}>
            {t('shops.listTitle')}
          </Title>
          <ul className={classes.list}>
            {shops.data.map((shop) => (
              <OwnShopItem
                key={shop._id}
                shop={shop}
                country={countryName(countries, shop.country)}
                now={now}
                onDelete={() => removing.ask(shop)}
              />
            ))}
          </ul>
        </section>
        <section aria-labelledby="own-shops-map" className={classes.ownMap}>
          <Title order={2} id="own-shops-map" className={classes.visuallyHidden}>
            {t('shops.mapTitle')}
          </Title>
          <ShopMap
            label={t('shops.mapTitle')}
            tileUrl={tileUrl}
            size="medium"
            pins={pins}
            fitKey={pins.map((pin) => pin.id).join()}
          />
        </section>
      </div>
      <ConfirmDelete
        pending={removing}
        mutation={remove}
        title={t('shops.deleteTitle')}
        confirmLabel={t('shops.deleteConfirm')}
        question={(shop) => t('shops.deleteText', { name: shop.title })}
        deleted={(shop) => t('shops.deleted', { name: shop.title })}
        failed={t('shops.deleteFailed')}
      />
    </>
  );
}
