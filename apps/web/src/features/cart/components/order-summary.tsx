import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { Cart, Money } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { formatMoney } from '../../../lib/format';
import type { useQuote } from '../api/checkout';
import type { previewTotals } from '../checkout-selection';
import classes from './cart.module.css';

/**
 * The order summary beside the cart: items and delivery per maker, the total (the server's quote
 * once there is one, else the cart's own estimate), the refusal headline and the order button.
 */
export function OrderSummary({
  cart,
  preview,
  quoted,
  total,
  loggedIn,
  loginHref,
  locale,
  headline,
  placing,
  busy,
  onPlace,
}: {
  cart: Cart;
  preview: ReturnType<typeof previewTotals>;
  quoted: NonNullable<ReturnType<typeof useQuote>['data']> | null;
  /** The total shown to a logged-in buyer: the quote's, else the estimate. */
  total: Money;
  loggedIn: boolean;
  loginHref: string;
  locale: string;
  headline: string | null;
  placing: boolean;
  /** A cart change is on its way: the order waits for it. */
  busy: boolean;
  onPlace: () => void;
}) {
  const t = useT();
  const money = (m: Money) => formatMoney(m.amount, m.currency, locale);
  const totalLabel = !loggedIn
    ? t('cart.itemsTotal')
    : quoted || preview.complete
      ? t('cart.total')
      : t('cart.totalSoFar');

  return (
    <aside className={classes.aside} aria-labelledby="summary-title">
      <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.panel}>
        <Stack gap="sm">
          <Title order={2} fz={{ base: 20, sm: 22 }} id="summary-title">
            {t('cart.summaryTitle')}
          </Title>
          {preview.groups.map((g) => {
            const quotedGroup = quoted?.groups.find((q) => q.seller._id === g.sellerId);
            const deliveryAmount = quotedGroup?.delivery ?? (loggedIn ? g.delivery : null);
            return (
              <Stack key={g.sellerId} gap={2}>
                <Text fw={600} size="sm">
                  {g.shortName}
                </Text>
                <div className={classes.summaryRow}>
                  <Text size="sm">{t('cart.items')}</Text>
                  <Text size="sm">{money(quotedGroup?.itemsTotal ?? g.items)}</Text>
                </div>
                {(() => {
                  // A maker's coupon (issue 24): the quote's amount, else the cart's.
                  const discount =
                    quotedGroup?.discount ??
                    cart.groups.find((c) => c.seller._id === g.sellerId)?.coupon?.discount;
                  return discount && discount.amount > 0 ? (
                    <div className={classes.summaryRow}>
                      <Text size="sm">{t('promotions.couponDiscount')}</Text>
                      <Text size="sm" c="var(--mantine-color-anchor)" data-testid="coupon-discount">
                        −{money(discount)}
                      </Text>
                    </div>
                  ) : null;
                })()}
                {loggedIn && (
                  <div className={classes.summaryRow}>
                    <Text size="sm">{t('cart.deliveryCost')}</Text>
                    <Text size="sm" c={deliveryAmount ? undefined : 'var(--kramik-muted)'}>
                      {deliveryAmount === null
                        ? t('cart.notChosen')
                        : deliveryAmount.amount === 0
                          ? t('cart.free')
                          : money(deliveryAmount)}
                    </Text>
                  </div>
                )}
              </Stack>
            );
          })}
          <div className={classes.summaryTotal}>
            <span>{totalLabel}</span>
            <span data-testid="cart-total">{money(loggedIn ? total : cart.subtotal)}</span>
          </div>
          <Text size="xs" c="var(--kramik-muted)">
            {!loggedIn
              ? t('cart.deliveryAtCheckout')
              : quoted
                ? t('cart.quoted')
                : preview.complete
                  ? t('cart.estimate')
                  : t('cart.chooseToSeeTotal')}
          </Text>
          {headline && (
            <Alert color="red" variant="light" role="alert" classNames={{ message: classes.error }}>
              {headline}
            </Alert>
          )}
          <div className={classes.orderBar}>
            <div className={classes.barTotal} aria-hidden="true">
              <Text size="xs" c="var(--kramik-muted)">
                {totalLabel}
              </Text>
              <Text fw={700} size="lg">
                {money(loggedIn ? total : cart.subtotal)}
              </Text>
            </div>
            {loggedIn ? (
              <Button
                size="md"
                radius="xl"
                onClick={onPlace}
                loading={placing}
                disabled={placing || busy}
              >
                {t('cart.placeOrder')}
              </Button>
            ) : (
              <Button component={Link} to={loginHref} size="md" radius="xl">
                {t('cart.loginToOrder')}
              </Button>
            )}
          </div>
          {!loggedIn && (
            <Text size="sm" c="var(--kramik-muted)">
              {t('cart.loginHint')}{' '}
              <Anchor component={Link} to="/register" className={forms.link}>
                {t('cart.register')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </aside>
  );
}
