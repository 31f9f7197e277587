import { Group, Text } from '@mantine/core';
import { useT } from '../i18n/use-t';
import type { Money } from '@kramik/contract';
import { formatMoney } from '../lib/format';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A product on a maker's sale (issue 24): the sale price, the regular price struck through, and
 * the EU Omnibus lowest price of the 30 days before the reduction (the product's `lastPrice`: the
 * sale started a new price period, so it is the lowest before it).
 */
export function SalePrice({
  price,
  lastPrice,
  regularPrice,
  saleEndsAt = null,
  locale,
  size = 'lg',
}: {
  price: Money;
  lastPrice: Money | null;
  regularPrice: Money;
  saleEndsAt?: string | null;
  locale: string;
  size?: 'lg' | 'xl';
}) {
  const t = useT();
  // The sale's end is an instant: shown in the browser's time zone, so after hydration.
  const hydrated = useHydrated();
  const big = size === 'xl';
  const percent = Math.round((1 - price.amount / Math.max(regularPrice.amount, 1)) * 100);
  return (
    <div data-testid="sale-price">
      <Group gap={big ? 'sm' : 6} align="baseline" wrap="wrap">
        <Text
          fw={700}
          fz={big ? { base: 28, sm: 32 } : 'lg'}
          c="var(--mantine-color-anchor)"
          lh={1.2}
        >
          <span className="kramik-visually-hidden">{t('sale.salePriceLabel')} </span>
          {formatMoney(price.amount, price.currency, locale)}
        </Text>
        <Text
          component="s"
          c="var(--kramik-muted)"
          fz={big ? 'lg' : 'sm'}
          aria-label={t('sale.regularPriceLabel', {
            price: formatMoney(regularPrice.amount, regularPrice.currency, locale),
          })}
        >
          {formatMoney(regularPrice.amount, regularPrice.currency, locale)}
        </Text>
        {big && percent > 0 && (
          <Text fw={700} fz="sm" c="var(--mantine-color-anchor)">
            −{percent}%
          </Text>
        )}
      </Group>
      {lastPrice && (
        <Text size={big ? 'sm' : 'xs'} c="var(--kramik-muted)" mt={2}>
          {t('sale.lowestBeforeReduction', {
            price: formatMoney(lastPrice.amount, lastPrice.currency, locale),
          })}
        </Text>
      )}
      {big && saleEndsAt && hydrated && (
        <Text size="sm" c="var(--kramik-muted)">
          {t('sale.saleUntil', {
            date: new Intl.DateTimeFormat(locale, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(saleEndsAt)),
          })}
        </Text>
      )}
    </div>
  );
}
