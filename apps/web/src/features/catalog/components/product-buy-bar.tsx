import { Button, Text } from '@mantine/core';
import { useEffect, useState, type RefObject } from 'react';
import { useT } from '../../../i18n/use-t';
import type { Money } from '@kramik/contract';
import { formatMoney } from '../../../lib/format';
import classes from './product-page.module.css';
import { availabilityText } from './product-price';

/**
 * Whether an element is on screen, followed with an IntersectionObserver; `true` until it is
 * known (a server render, a browser without the observer) so that nothing extra shows.
 */
export function useInView(target: RefObject<Element | null>) {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // A quick scroll can queue several changes into one call: the last one is where it is now.
    const observer = new IntersectionObserver((entries) =>
      setInView(entries[entries.length - 1]!.isIntersecting),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return inView;
}

/**
 * On phones (below 768 px) the price, the stock and "Add to cart" stay at the thumb in a bar fixed
 * to the bottom edge while the page's own cart button is out of view; on wider screens and while
 * that button shows, the bar is not rendered at all (`hidden`, so neither seen nor announced).
 * While it shows, `html` gets the bar's height as `scroll-padding-bottom` (product-page.module.css)
 * so that whatever the focus moves to is scrolled clear of it.
 */
export function ProductBuyBar({
  purchase,
  price,
  stock,
  madeToOrder = false,
  quantity,
  locale,
  adding,
  onAdd,
}: {
  /** The page's own quantity and cart button. */
  purchase: RefObject<Element | null>;
  price: Money;
  stock: number;
  /** Made after the order (issue 24): no stock to count, "Made to order" instead. */
  madeToOrder?: boolean;
  /** The quantity chosen in the page's field (null while it is not a valid one). */
  quantity: number | null;
  locale: string;
  adding: boolean;
  onAdd: (quantity: number) => void;
}) {
  const t = useT();
  const inView = useInView(purchase);
  if (stock === 0) return null;
  const valid = quantity !== null && quantity <= stock;
  return (
    <section
      className={classes.buyBar}
      hidden={inView}
      aria-label={t('productPage.buyBar')}
      data-testid="buy-bar"
    >
      <div className={classes.buyBarText}>
        <Text fw={700} size="lg" lh={1.2}>
          {formatMoney(price.amount, price.currency, locale)}
        </Text>
        <Text size="xs" c="var(--kramik-muted)">
          {availabilityText(t, stock, madeToOrder)}
        </Text>
      </div>
      <Button
        size="md"
        radius="xl"
        loading={adding}
        disabled={!valid}
        onClick={() => {
          if (valid) onAdd(quantity);
        }}
      >
        {quantity !== null && quantity > 1
          ? t('productPage.addQuantity', { quantity })
          : t('productPage.addToCart')}
      </Button>
    </section>
  );
}
