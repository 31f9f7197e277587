import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ShopPin } from '@kramik/contract';
import { OpenBadge } from './open-badge';
import classes from './shops.module.css';

/**
 * A shop of the public map in the list beside it: its photo, name, maker, town and whether it is
 * open now. On the maker's own page the photo and the maker's name are left out.
 */
export function ShopListItem({
  shop,
  now,
  onMakerPage = false,
}: {
  shop: ShopPin;
  now: Date;
  onMakerPage?: boolean;
}) {
  return (
    <li className={classes.pinItem}>
      {!onMakerPage &&
        (shop.image ? (
          <img className={classes.pinThumb} src={shop.image} alt="" loading="lazy" />
        ) : (
          <span className={classes.pinThumbPlaceholder} aria-hidden="true">
            {shop.title.trim().slice(0, 1).toUpperCase()}
          </span>
        ))}
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Anchor
          c="var(--mantine-color-anchor)"
          component={Link}
          to={`/shops/${shop._id}`}
          fw={600}
          className={classes.name}
        >
          {shop.title}
        </Anchor>
        <Text size="sm" c="var(--kramik-muted)">
          {onMakerPage ? shop.city : `${shop.company.shortName} · ${shop.city}`}
        </Text>
        <OpenBadge hours={shop.hours} timeZone={shop.timeZone} now={now} size="sm" />
      </Stack>
    </li>
  );
}
