import { Badge, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductSummary } from '@kramik/contract';
import classes from './product-card.module.css';
import { ProductImage } from './product-image';
import { ProductPrice, ProductRating } from './product-price';

/** Widths a card takes in the grids of the home, catalog and maker pages. */
const CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw';

/** The badges over a product's photo: special offer, sold out. */
export function ProductBadges({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  return (
    <>
      {product.specialOffer && (
        <Badge color="clay" variant="filled" size="sm">
          {t('product.specialOffer')}
        </Badge>
      )}
      {product.quantity === 0 && (
        <Badge color="dark.6" variant="filled" size="sm">
          {t('product.soldOut')}
        </Badge>
      )}
    </>
  );
}

/**
 * A product in a grid: photo, name, maker, rating and price. The whole card opens the product;
 * `action` (e.g. the compare toggle) sits above that link.
 */
export function ProductCard({
  product,
  locale,
  action,
}: {
  product: ProductSummary;
  locale: string;
  action?: ReactNode;
}) {
  return (
    <Card component="article" className={classes.card} padding={0} radius="lg">
      <div className={classes.media}>
        <ProductImage
          image={product.image}
          id={product._id}
          name={product.name}
          sizes={CARD_SIZES}
        />
        <div className={classes.badges}>
          <ProductBadges product={product} />
        </div>
      </div>
      <Stack gap={4} p={{ base: 'sm', xs: 'md' }} className={classes.body}>
        <Text component="h3" fw={600} lineClamp={2} className={classes.name}>
          <Link to={`/products/${product._id}`} className={classes.link}>
            {product.name}
          </Link>
        </Text>
        <Text size="sm" c="var(--kramik-muted)" lineClamp={1}>
          {product.company.name}
        </Text>
        <ProductRating rating={product.rating} locale={locale} />
        <div className={classes.price}>
          <ProductPrice
            price={product.price}
            lastPrice={product.lastPrice}
            specialOffer={product.specialOffer}
            locale={locale}
          />
        </div>
        {action && <div className={classes.action}>{action}</div>}
      </Stack>
    </Card>
  );
}
