import { Badge, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { SellerProduct } from '@kramik/contract';
import { ConfirmDelete, usePendingDelete } from '../../../components/confirm-delete';
import { EmptyState } from '../../../components/empty-state';
import forms from '../../../components/forms.module.css';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { LoadMore } from '../../../components/load-more';
import { EditViewDeleteActions } from '../../../components/row-actions';
import { TableOrCards } from '../../../components/table-or-cards';
import { formatMoney } from '../../../lib/format';
import { useDeleteProduct } from '../api/delete-product';
import { useOwnProducts } from '../api/list-own-products';
import { PlusIcon, SearchIcon } from './icons';
import classes from './products.module.css';

/** "Add product": a link while products can be added, else a disabled button. */
export function AddProductButton({ disabled }: { disabled: boolean }) {
  const t = useT();
  const props = { size: 'md', leftSection: <PlusIcon size={18} /> } as const;
  return disabled ? (
    <Button {...props} disabled>
      {t('sellerProducts.add')}
    </Button>
  ) : (
    <Button {...props} component={Link} to="/seller/products/new">
      {t('sellerProducts.add')}
    </Button>
  );
}

function Thumb({ product }: { product: SellerProduct }) {
  const cover = product.images[0];
  return cover ? (
    <img
      className={classes.thumb}
      src={cover.thumb}
      srcSet={cover.srcset}
      sizes="56px"
      alt=""
      loading="lazy"
      width={56}
      height={56}
    />
  ) : (
    <span className={classes.thumbPlaceholder} aria-hidden="true">
      {product.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * "Manage products": the seller's products, 50 a page with "Load more", searchable by name; each
 * with its cover, price, stock and the edit, view and delete actions.
 */
export function SellerProductList({ locale, canAdd }: { locale: string; canAdd: boolean }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = useOwnProducts(q, locale);
  const remove = useDeleteProduct();
  const removing = usePendingDelete<SellerProduct>();
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];

  const price = (p: SellerProduct) => formatMoney(p.priceAmount, p.currency, locale);
  const stock = (p: SellerProduct) =>
    p.madeToOrder ? (
      <Text size="sm" span>
        {t('madeToOrder.madeToOrder')}
      </Text>
    ) : p.quantity > 0 ? (
      <Text size="sm" span>
        {t('sellerProducts.inStock', { quantity: p.quantity })}
      </Text>
    ) : (
      <Badge
        color="gray"
        variant="outline"
        size="md"
        styles={{ label: { color: 'var(--kramik-ink)' } }}
      >
        {t('sellerProducts.unavailable')}
      </Badge>
    );
  const name = (p: SellerProduct) => (
    <Stack gap={4}>
      <Text fw={600} className={classes.name}>
        {p.name}
      </Text>
      <Group gap={6}>
        {p.specialOffer && (
          <Badge color="clay" variant="filled" size="sm">
            {t('sellerProducts.specialOffer')}
          </Badge>
        )}
        {p.hiddenByModeration && (
          <Badge color="red" variant="light" size="sm">
            {t('sellerProducts.hiddenByModeration')}
          </Badge>
        )}
        {(p.favouritesCount ?? 0) > 0 && (
          <Text size="xs" c="var(--kramik-muted)">
            {t('sellerProducts.favouritesCount', { count: p.favouritesCount })}
          </Text>
        )}
        {p.index && (
          <Text size="xs" c="var(--kramik-muted)" className={classes.mono}>
            {p.index}
          </Text>
        )}
      </Group>
    </Stack>
  );
  const actions = (p: SellerProduct) => (
    <EditViewDeleteActions
      itemName={p.name}
      editTo={`/seller/products/${p._id}/edit`}
      viewTo={`/products/${p._id}`}
      onDelete={() => removing.ask(p)}
      labels={{
        edit: t('sellerProducts.edit'),
        view: t('sellerProducts.view'),
        delete: t('sellerProducts.delete'),
      }}
    />
  );

  let content: ReactNode;
  if (query.isPending) {
    content = <ListSkeleton rows={4} height={72} />;
  } else if (query.isError && products.length === 0) {
    content = <LoadError message={t('sellerProducts.loadFailed')} onRetry={query.refetch} />;
  } else if (products.length === 0) {
    content = (
      <EmptyState text={q ? t('sellerProducts.noMatches', { q }) : t('sellerProducts.empty')}>
        {!q && canAdd && <AddProductButton disabled={false} />}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <TableOrCards
          items={products}
          head={
            <>
              <Table.Th w={72}>
                <VisuallyHidden>{t('sellerProducts.photo')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('sellerProducts.product')}</Table.Th>
              <Table.Th ta="right">{t('sellerProducts.price')}</Table.Th>
              <Table.Th>{t('sellerProducts.stock')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('sellerProducts.actions')}</VisuallyHidden>
              </Table.Th>
            </>
          }
          row={(p) => (
            <>
              <Table.Td>
                <Thumb product={p} />
              </Table.Td>
              <Table.Td>{name(p)}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {price(p)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{stock(p)}</Table.Td>
              <Table.Td>{actions(p)}</Table.Td>
            </>
          )}
          card={(p) => (
            <Stack gap="sm">
              <Group gap="md" align="flex-start" wrap="nowrap">
                <Thumb product={p} />
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  {name(p)}
                  <Group gap="sm" justify="space-between">
                    <Text fw={600}>{price(p)}</Text>
                    {stock(p)}
                  </Group>
                </Stack>
              </Group>
              {actions(p)}
            </Stack>
          )}
        />
        <LoadMore query={query} label={t('sellerProducts.loadMore')} />
      </>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-end">
        <TextInput
          type="search"
          label={t('sellerProducts.search')}
          placeholder={t('sellerProducts.searchPlaceholder')}
          leftSection={<SearchIcon size={18} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
          className={forms.readable}
        />
        <AddProductButton disabled={!canAdd} />
      </Group>
      <div aria-busy={query.isFetching && !query.isFetchingNextPage}>{content}</div>
      <ConfirmDelete
        pending={removing}
        mutation={remove}
        title={t('sellerProducts.deleteTitle')}
        confirmLabel={t('sellerProducts.delete')}
        question={(product) => t('sellerProducts.deleteConfirm', { name: product.name })}
        deleted={(product) => t('sellerProducts.deleted', { name: product.name })}
        failed={t('sellerProducts.deleteFailed')}
      />
    </Stack>
  );
}
