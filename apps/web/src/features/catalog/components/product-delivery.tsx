import { Group, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { ProductDetail } from '@kramik/contract';
import { useDeliveryEstimate } from '../../../lib/delivery-estimate';
import { formatMoney } from '../../../lib/format';
import classes from './product-page.module.css';

/** How the product travels: the maker's carriers with their prices, and pick-up points. */
export function ProductDelivery({
  delivery,
  dispatchDays,
  locale,
}: {
  delivery: ProductDetail['delivery'];
  /** The product's dispatch time in working days (its "ships within"); null: no estimate. */
  dispatchDays: number | null;
  locale: string;
}) {
  const t = useT();
  const hydrated = useDeliveryEstimate(locale);
  const estimate = dispatchDays === null ? null : hydrated;
  const money = (m: { amount: number; currency: string }) =>
    formatMoney(m.amount, m.currency, locale);
  return (
    <Stack gap="sm">
      {delivery.carriers.length === 0 ? (
        <Text size="sm" c="var(--kramik-muted)">
          {t('productPage.noCarriers')}
        </Text>
      ) : (
        <ul className={classes.lines}>
          {delivery.carriers.map((option) => (
            <li key={option.carrier} className={classes.line}>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <div>
                  <Text size="sm" fw={500}>
                    {t(`sellers.carriers.${option.carrier}`)}
                  </Text>
                  {option.freeFrom && (
                    <Text size="xs" c="var(--kramik-muted)">
                      {t('productPage.freeFrom', { amount: money(option.freeFrom) })}
                    </Text>
                  )}
                  {estimate && (
                    <Text size="xs" c="var(--kramik-muted)">
                      {t('productPage.arrives', {
                        range: estimate.one(dispatchDays!, option.carrier),
                      })}
                    </Text>
                  )}
                </div>
                <Text size="sm" fw={600} className={classes.nowrap}>
                  {option.price.amount === 0 ? t('productPage.free') : money(option.price)}
                </Text>
              </Group>
            </li>
          ))}
        </ul>
      )}
      {estimate && delivery.carriers.length > 0 && (
        <Text size="xs" c="var(--kramik-muted)">
          {t('productPage.estimateNote')}
        </Text>
      )}
      {delivery.pickupShops.length > 0 && (
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('productPage.pickup')}
          </Text>
          <ul className={classes.lines}>
            {delivery.pickupShops.map((shop) => (
              <li key={shop._id} className={classes.line}>
                <Text size="sm">
                  {shop.title}, {shop.city}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}
