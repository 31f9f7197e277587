import '@mantine/core/styles/Table.css';
import { Anchor, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { ProductDetail } from '@kramik/contract';
import { formatMoney } from '../../../lib/format';
import { shipBySentence } from '../../../lib/lead-time';
import { compareStore } from '../compare-store';
import classes from './compare-table.module.css';
import { ProductImage } from './product-image';
import { availabilityText, deliveryTime } from './product-price';

/** The chosen products side by side: one column each, one row per fact. */
export function CompareTable({ products, locale }: { products: ProductDetail[]; locale: string }) {
  const t = useT();
  const money = (m: { amount: number; currency: string }) =>
    formatMoney(m.amount, m.currency, locale);
  const rows: { key: string; label: string; cell: (p: ProductDetail) => ReactNode }[] = [
    {
      key: 'price',
      label: t('compare.price'),
      cell: (p) => (
        <Text fw={700} c={p.specialOffer ? 'var(--mantine-color-anchor)' : undefined}>
          {money(p.price)}
        </Text>
      ),
    },
    {
      key: 'lastPrice',
      label: t('compare.lastPrice'),
      cell: (p) => (p.lastPrice ? money(p.lastPrice) : '—'),
    },
    {
      key: 'condition',
      label: t('compare.condition'),
      cell: (p) => t(`product.condition.${p.condition}`),
    },
    {
      key: 'category',
      label: t('compare.category'),
      cell: (p) => (p.subcategory ? `${p.category.name} › ${p.subcategory.name}` : p.category.name),
    },
    {
      key: 'delivery',
      label: t('compare.deliveryDays'),
      // By its day when made to order or delayed, as its page says; else within its days.
      cell: (p) =>
        (p.leadTime && shipBySentence(t, p.leadTime, locale)) ?? deliveryTime(t, p.deliveryDays),
    },
    {
      key: 'availability',
      label: t('compare.availability'),
      cell: (p) => availabilityText(t, p.quantity, p.leadTime?.madeToOrder === true),
    },
    {
      key: 'maker',
      label: t('compare.maker'),
      cell: (p) => (
        <Anchor component={Link} to={`/company/${p.maker._id}`} c="var(--mantine-color-anchor)">
          {p.maker.shortName}
        </Anchor>
      ),
    },
    {
      key: 'composition',
      label: t('compare.composition'),
      cell: (p) => p.composition || '—',
    },
  ];

  return (
    <div className={classes.scroll} tabIndex={0} role="region" aria-label={t('compare.tableLabel')}>
      <Table
        className={classes.table}
        style={{ '--compare-columns': products.length }}
        verticalSpacing="sm"
        horizontalSpacing="sm"
      >
        <VisuallyHidden component="caption">{t('compare.tableLabel')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Td className={classes.corner} />
            {products.map((p) => (
              <Table.Th key={p._id} scope="col" className={classes.product}>
                <Link to={`/products/${p._id}`} className={classes.productLink}>
                  <span className={classes.image}>
                    <ProductImage
                      image={p.images[0] ?? null}
                      id={p._id}
                      name={p.name}
                      sizes="240px"
                    />
                  </span>
                  <span className={classes.name}>{p.name}</span>
                </Link>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  mt={6}
                  onClick={() => compareStore.remove(p._id)}
                  aria-label={t('compare.removeLabel', { name: p.name })}
                >
                  {t('compare.remove')}
                </Button>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" className={classes.rowHead}>
                {row.label}
              </Table.Th>
              {products.map((p) => (
                <Table.Td key={p._id}>{row.cell(p)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
