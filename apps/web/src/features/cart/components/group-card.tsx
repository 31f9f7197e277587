import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { CartGroup } from '@kramik/contract';
import { formatMoney } from '../../../lib/format';
import { formatDay } from '../../../lib/format-day';
import type { useCartActions } from '../use-cart-actions';
import { CartLineRow } from './cart-line-row';
import classes from './cart.module.css';
import { Panel } from './panel';

/** One maker's part of the cart: its lines, their subtotal and, below, how they are received. */
export function GroupCard({
  group,
  locale,
  disabled,
  lineErrors,
  invalid,
  onQuantity,
  onRemove,
  coupon,
  children,
}: {
  group: CartGroup;
  locale: string;
  disabled: boolean;
  lineErrors: Record<string, string> | undefined;
  /** Something in this maker's part stops the order: the first such part is scrolled to. */
  invalid: boolean;
  onQuantity: ReturnType<typeof useCartActions>['setQuantity'];
  onRemove: (productId: string) => void;
  /** The maker's coupon code field, from the app (issue 24; signed-in buyers). */
  coupon?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const headingId = `maker-${group.seller._id}`;
  return (
    <Panel labelledBy={headingId} invalid={invalid}>
      <Stack gap="md">
        <div className={classes.groupHead}>
          <Stack gap={0}>
            <Text size="sm" c="var(--kramik-muted)">
              {t('cart.fromMaker')}
            </Text>
            <Title order={2} fz={{ base: 18, sm: 20 }} id={headingId}>
              <Anchor component={Link} to={`/company/${group.seller._id}`} inherit>
                {group.seller.shortName}
              </Anchor>
            </Title>
          </Stack>
          <Text size="sm" c="var(--kramik-muted)">
            {t('cart.groupCount', { count: group.lines.reduce((n, l) => n + l.quantity, 0) })}
          </Text>
        </div>
        <ul className={classes.lines}>
          {group.lines.map((line) => (
            <CartLineRow
              key={line.productId}
              line={line}
              locale={locale}
              disabled={disabled}
              outOfStock={lineErrors?.[`lines.${line.productId}`]}
              onQuantity={(quantity) => onQuantity(line, quantity)}
              onRemove={() => onRemove(line.productId)}
            />
          ))}
        </ul>
        <div className={classes.subtotal}>
          <Text fw={600}>{t('cart.subtotal', { maker: group.seller.shortName })}</Text>
          <Text fw={700}>
            {formatMoney(group.subtotal.amount, group.subtotal.currency, locale)}
          </Text>
        </div>
        {group.shipBy && (
          <Text size="sm" fw={group.madeToOrder ? 600 : undefined}>
            {group.madeToOrder
              ? t('madeToOrder.shipsBy', { date: formatDay(group.shipBy, locale) })
              : t('madeToOrder.groupShipsBy', { date: formatDay(group.shipBy, locale) })}
          </Text>
        )}
        {coupon}
        {children}
      </Stack>
    </Panel>
  );
}

/** What delivery will cost, shown to visitors before they log in to choose. */
export function DeliveryPreview({ group, locale }: { group: CartGroup; locale: string }) {
  const t = useT();
  const prices = group.deliveryOptions.map((o) => o.price.amount);
  const parts = [];
  if (prices.length > 0) {
    const price = formatMoney(Math.min(...prices), group.subtotal.currency, locale);
    parts.push(`${t('cart.delivery')}: ${t('cart.deliveryFrom', { price })}`);
  }
  if (group.pickupShops.length > 0) parts.push(`${t('cart.pickup')}: ${t('cart.free')}`);
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="var(--kramik-muted)">
      {parts.join(' · ')}
    </Text>
  );
}
