import { Group, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import linkCard from '../../../components/link-card.module.css';
import { ProductCardExtraSlot } from '../../../components/product-card-extra';
import cardClasses from './product-card.module.css';
import {
  ProductBadges,
  DeliveryCost,
  ProductByline,
  SummaryPrice,
  type ListedProductProps,
} from './product-card';
import { cardPicture, ProductImage } from './product-image';
import { deliveryTime } from './product-price';
import classes from './product-row.module.css';

/** A product on one line of the catalog's list view: more facts, a smaller photo. */
export function ProductRow({ product, locale, action, priority }: ListedProductProps) {
  const t = useT();
  return (
    <Paper
      component="article"
      radius="lg"
      className={`${linkCard.card} ${cardClasses.card} ${classes.row}`}
    >
      <div className={classes.media}>
        <ProductImage
          image={cardPicture(product.image)}
          id={product._id}
          name={product.name}
          sizes="(min-width: 576px) 200px, 112px"
          priority={priority}
        />
        <ProductCardExtraSlot productId={product._id} name={product.name} />
      </div>
      <Stack gap={4} className={classes.main}>
        <Group gap={6}>
          <ProductBadges product={product} />
        </Group>
        <Text component="h3" fw={600} lineClamp={2} className={classes.name}>
          <Link to={`/products/${product._id}`} className={cardClasses.link}>
            {product.name}
          </Link>
        </Text>
        <ProductByline product={product} locale={locale} />
        <Text size="sm" c="var(--kramik-muted)" visibleFrom="xs">
          {t(`product.condition.${product.condition}`)} · {deliveryTime(t, product.deliveryDays)}
        </Text>
      </Stack>
      <Stack gap="xs" className={classes.side}>
        <SummaryPrice product={product} locale={locale} />
        <DeliveryCost product={product} locale={locale} />
        {action && <div className={cardClasses.action}>{action}</div>}
      </Stack>
    </Paper>
  );
}
