import { Group, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { TFunction } from 'i18next';
import type { Money, RatingSummary } from '@kramik/contract';
import { formatMoney, formatOneDecimal } from '../../../lib/format';
import { SalePrice } from '../../../components/sale-price';

/**
 * The price, and beside a special offer (or wherever `withLowest` asks) the EU Omnibus lowest
 * price of the last 30 days. During a maker's sale (`regularPrice`, issue 24) the sale price, the
 * struck-through regular price and the lowest price of the 30 days before the reduction.
 */
export function ProductPrice({
  price,
  lastPrice,
  specialOffer,
  locale,
  size = 'lg',
  withLowest = specialOffer,
  regularPrice = null,
  saleEndsAt = null,
}: {
  price: Money;
  lastPrice: Money | null;
  specialOffer: boolean;
  locale: string;
  size?: 'lg' | 'xl';
  withLowest?: boolean;
  regularPrice?: Money | null;
  saleEndsAt?: string | null;
}) {
  const t = useT();
  if (regularPrice)
    return <SalePrice {...{ price, lastPrice, regularPrice, saleEndsAt, locale, size }} />;
  return (
    <div>
      <Text
        fw={700}
        fz={size === 'xl' ? { base: 28, sm: 32 } : 'lg'}
        c={specialOffer ? 'var(--mantine-color-anchor)' : undefined}
        lh={1.2}
      >
        {formatMoney(price.amount, price.currency, locale)}
      </Text>
      {withLowest && lastPrice && (
        <Text size={size === 'xl' ? 'sm' : 'xs'} c="var(--kramik-muted)" mt={2}>
          {t('product.lowestPrice', {
            price: formatMoney(lastPrice.amount, lastPrice.currency, locale),
          })}
        </Text>
      )}
    </div>
  );
}

/** "★ 4.6 (12)" with a full sentence for screen readers; nothing before the first review. */
/** A card leaves the rating out before the first review. */
export function ProductRating({ rating, locale }: { rating?: RatingSummary; locale: string }) {
  const t = useT();
  if (!rating || rating.count === 0 || rating.average === null) return null;
  const average = formatOneDecimal(rating.average, locale);
  return (
    <Group gap={4} wrap="nowrap">
      <Text
        size="sm"
        role="img"
        aria-label={t('product.ratingLabel', { average, reviews: rating.count })}
      >
        <Text component="span" c="clay.7" aria-hidden="true">
          ★
        </Text>{' '}
        <span aria-hidden="true">
          {average} ({rating.count})
        </span>
      </Text>
    </Group>
  );
}

/**
 * A product's availability, as its page, the comparison and the phone's buy bar say it: a piece
 * made to order is not limited by units (issue 24), the others show their units or that there
 * are none.
 */
export function availabilityText(t: TFunction, quantity: number, madeToOrder: boolean) {
  if (madeToOrder) return t('madeToOrder.madeToOrder');
  return quantity > 0 ? t('productPage.inStock', { quantity }) : t('productPage.unavailable');
}

/** "Ships in 3 days": one day and several days are the only two forms our languages need here. */
export function deliveryTime(t: TFunction, days: number) {
  return days === 1 ? t('product.shipsInOneDay') : t('product.shipsInDays', { days });
}
