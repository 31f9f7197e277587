import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import { localTime, type Shop } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { useHydrated } from '../../../lib/use-hydrated';
import { addressLines, formatIntervals, viewerTimeZone } from '../shop-display';
import { useNow } from '../use-now';
import { ClockIcon, PinIcon } from './icons';
import { HoursTable } from './hours-table';
import { OpenBadge } from './open-badge';
import { ShopGallery } from './shop-gallery';
import { ShopMap } from './shop-map';
import classes from './shops.module.css';

/** The public shop page: photos, name, maker, open now, address, hours and a map with the pin. */
export function ShopDetails({
  shop,
  country,
  tileUrl,
  locale,
}: {
  shop: Shop;
  country: string;
  tileUrl: string | undefined;
  locale: string;
}) {
  const t = useT();
  const now = useNow();
  const today = shop.hours[localTime(now, shop.timeZone).day] ?? [];
  // The viewer's zone is the browser's: unknown to the server's render and its hydration.
  const hydrated = useHydrated();
  const otherZone = hydrated && shop.timeZone !== viewerTimeZone();
  const { lat, lng } = shop.location;
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

  return (
    <Stack gap={40}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 40 }}>
        <ShopGallery images={shop.images} title={shop.title} />
        <Stack gap="sm">
          <Title order={1} fz={{ base: 30, sm: 40 }} className={classes.name}>
            {shop.title}
          </Title>
          <Text c="var(--kramik-muted)">
            {t('shops.by')}{' '}
            <Anchor
              c="var(--mantine-color-anchor)"
              component={Link}
              to={`/company/${shop.company._id}`}
              className={forms.link}
            >
              {shop.company.shortName}
            </Anchor>
          </Text>
          <Group gap="sm" align="center">
            <OpenBadge hours={shop.hours} timeZone={shop.timeZone} now={now} />
            <Text size="sm" c="var(--kramik-muted)">
              {today.length > 0
                ? t('shops.todayHours', { hours: formatIntervals(today) })
                : t('shops.closedToday')}
            </Text>
          </Group>
          {shop.description && <Text className={classes.story}>{shop.description}</Text>}
          <Paper radius="md" p="md" className={classes.addressBox}>
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <PinIcon size={22} />
              <Stack gap={2}>
                <Text component="address" className={classes.address}>
                  {addressLines(shop, country).map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
                </Text>
                <Anchor
                  c="var(--mantine-color-anchor)"
                  href={osm}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  className={forms.link}
                >
                  {t('shops.openInOsm')}
                </Anchor>
              </Stack>
            </Group>
          </Paper>
        </Stack>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 40 }}>
        <Stack gap="sm" component="section" aria-labelledby="shop-hours-title">
          <Group gap="xs">
            <ClockIcon size={22} />
            <Title order={2} fz={{ base: 22, sm: 26 }} id="shop-hours-title">
              {t('shops.hoursTitle')}
            </Title>
          </Group>
          <HoursTable hours={shop.hours} timeZone={shop.timeZone} locale={locale} now={now} />
          {otherZone && (
            <Text size="sm" c="var(--kramik-muted)">
              {t('shops.timeZoneNote', { zone: shop.timeZone.replace(/_/g, ' ') })}
            </Text>
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="shop-map-title">
          <Title order={2} fz={{ base: 22, sm: 26 }} id="shop-map-title">
            {t('shops.whereTitle')}
          </Title>
          <ShopMap
            label={t('shops.mapOf', { name: shop.title })}
            tileUrl={tileUrl}
            size="small"
            pins={[{ id: shop._id, location: shop.location, title: shop.title }]}
            fitKey={shop._id}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
