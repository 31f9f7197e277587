import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductSummary } from '@kramik/contract';
import { formatMoney } from '../../../lib/format';
import classes from './product-card.module.css';

const SWATCHES = ['#e9d8c4', '#d9e2d3', '#e6d3d0', '#d6dde6', '#eadfc8', '#dcd2e2'];

function swatchOf(id: string) {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return SWATCHES[Math.abs(hash) % SWATCHES.length];
}

export function ProductCard({ product, locale }: { product: ProductSummary; locale: string }) {
  const { t } = useTranslation();
  const soldOut = product.quantity === 0;
  return (
    <Card
      component={Link}
      to={`/products/${product._id}`}
      className={classes.card}
      padding={0}
      radius="lg"
    >
      <div
        className={classes.media}
        style={{ background: swatchOf(product._id) }}
        aria-hidden="true"
      >
        <span className={classes.initial}>{product.name.slice(0, 1)}</span>
      </div>
      <Stack gap={4} p="md">
        <Group gap={6} mih={22}>
          {product.specialOffer && (
            <Badge color="clay" variant="filled" size="sm">
              {t('product.specialOffer')}
            </Badge>
          )}
          {soldOut && (
            <Badge color="gray" variant="light" size="sm">
              {t('product.soldOut')}
            </Badge>
          )}
        </Group>
        <Text fw={600} lineClamp={2} className={classes.name}>
          {product.name}
        </Text>
        <Text size="sm" c="var(--kramik-muted)" lineClamp={1}>
          {product.company.name}
        </Text>
        <Text fw={700} size="lg" mt={4}>
          {formatMoney(product.price.amount, product.price.currency, locale)}
        </Text>
      </Stack>
    </Card>
  );
}
