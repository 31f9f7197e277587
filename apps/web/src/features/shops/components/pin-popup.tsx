import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ShopPin } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import type { MapPin } from '../map-types';
import { OpenBadge } from './open-badge';

/** A public map pin: the shop's name links to its page; maker, town and open now below. */
export function shopPin(shop: ShopPin, now: Date): MapPin {
  return {
    id: shop._id,
    location: shop.location,
    title: shop.title,
    popup: (
      <Stack gap={4} align="flex-start">
        <Anchor component={Link} to={`/shops/${shop._id}`} fw={600} className={forms.link}>
          {shop.title}
        </Anchor>
        <Text size="sm">
          {shop.company.shortName} · {shop.city}
        </Text>
        <OpenBadge hours={shop.hours} timeZone={shop.timeZone} now={now} size="sm" />
      </Stack>
    ),
  };
}
