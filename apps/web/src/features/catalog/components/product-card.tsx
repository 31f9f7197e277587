import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { ProductSummary } from '@kramik/contract';
import { formatMoney } from '../../../lib/format';
import linkCard from '../../../components/link-card.module.css';
import { ProductCardExtraSlot } from '../../../components/product-card-extra';
import classes from './product-card.module.css';
import { cardPicture, ProductImage } from './product-image';
import { ProductPrice, ProductRating } from './product-price';

/** Widths a card takes in the grids of the home, catalog and maker pages. */
const CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw';

/** The badges over a product's photo: sale, special offer, made to order or sold out. */
export function ProductBadges({ product }: { product: ProductSummary }) {
  const t = useT();
  return (
    <>
      {product.regularPrice && (
        <Badge color="clay" variant="filled" size="sm">
          {t('sale.saleBadge', {
            percent: Math.round((1 - product.price.amount / product.regularPrice.amount) * 100),
          })}
        </Badge>
      )}
      {product.specialOffer && (
        <Badge color="clay" variant="filled" size="sm">
          {t('product.specialOffer')}
        </Badge>
      )}
      {product.madeToOrder ? (
        <Badge color="dark.6" variant="filled" size="sm">
          {t('madeToOrder.madeToOrder')}
        </Badge>
      ) : (
        product.quantity === 0 && (
          <Badge color="dark.6" variant="filled" size="sm">
            {t('product.soldOut')}
          </Badge>
        )
      )}
    </>
  );
}

/** The maker and the rating under a product's name, on its card and on its row. */
export function ProductByline({ product, locale }: { product: ProductSummary; locale: string }) {
  return (
    <>
      <Text size="sm" c="var(--kramik-muted)" lineClamp={1}>
        {product.company.name}
      </Text>
      <ProductRating rating={product.rating} locale={locale} />
    </>
  );
}

/** A listed product's price, with the earlier one when it is on special offer. */
export function SummaryPrice({ product, locale }: { product: ProductSummary; locale: string }) {
  return (
    <ProductPrice
      price={product.price}
      lastPrice={product.lastPrice ?? null}
      specialOffer={product.specialOffer ?? false}
      regularPrice={product.regularPrice}
      locale={locale}
    />
  );
}

/**
 * What delivery from the maker costs, as a card says it: free (the maker's cheapest carrier is,
 * or this piece alone reaches the free-delivery threshold), free from a threshold, or from the
 * cheapest carrier's price; nothing when the maker has no carrier.
 */
export function deliveryCostText(
  t: (key: string, options?: Record<string, string>) => string,
  product: Pick<ProductSummary, 'deliveryCost' | 'price'>,
  locale: string,
) {
  // Cards remembered before delivery costs were listed ("Recently viewed") have none.
  const cost = product.deliveryCost as ProductSummary['deliveryCost'] | undefined;
  if (!cost) return null;
  const { from, freeFrom } = cost;
  const money = (m: { amount: number; currency: string }) =>
    formatMoney(m.amount, m.currency, locale);
  if (from?.amount === 0 || (freeFrom && product.price.amount >= freeFrom.amount)) {
    return t('product.freeDelivery');
  }
  if (freeFrom) return t('product.freeDeliveryFrom', { amount: money(freeFrom) });
  if (from) return t('product.deliveryFrom', { amount: money(from) });
  return null;
}

/** The delivery cost under a listed product's price (`deliveryCostText`). */
export function DeliveryCost({ product, locale }: { product: ProductSummary; locale: string }) {
  const t = useT();
  const text = deliveryCostText(t, product, locale);
  return text ? <p className={classes.delivery}>{text}</p> : null;
}

/** A product in one of the catalog's lists; `action` (e.g. the compare toggle) sits above its link. */
export interface ListedProductProps {
  product: ProductSummary;
  locale: string;
  action?: ReactNode;
  /** One of the first cards of the page: its photo loads at once (it is the page's largest paint). */
  priority?: boolean;
}

/** How many cards at the top of a list load their photos at once: a phone's first row. */
export const PRIORITY_CARDS = 2;

/**
 * A product in a grid: photo, name, maker, rating and price. The whole card opens the product;
 * `action` (e.g. the compare toggle) sits above that link.
 */
export function ProductCard({ product, locale, action, priority }: ListedProductProps) {
  return (
    // Plain elements and style sheet rules rather than Mantine's Card, Stack and Text: a page holds
    // up to 50 cards, and each component is work for the server's render and the hydration.
    <article className={`${linkCard.card} ${classes.card}`}>
      <div className={classes.media}>
        <ProductImage
          image={cardPicture(product.image)}
          id={product._id}
          name={product.name}
          sizes={CARD_SIZES}
          priority={priority}
        />
        <div className={classes.badges}>
          <ProductBadges product={product} />
        </div>
        <ProductCardExtraSlot productId={product._id} name={product.name} />
      </div>
      <div className={classes.body}>
        <h3 className={classes.name}>
          <Link to={`/products/${product._id}`} className={classes.link}>
            {product.name}
          </Link>
        </h3>
        <ProductByline product={product} locale={locale} />
        <div className={classes.price}>
          <SummaryPrice product={product} locale={locale} />
          <DeliveryCost product={product} locale={locale} />
        </div>
        {action && <div className={classes.action}>{action}</div>}
      </div>
    </article>
  );
}
