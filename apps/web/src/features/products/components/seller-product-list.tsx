import '@mantine/core/styles/Table.css';
import {
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SellerProduct } from '@kramik/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import forms from '../../../components/forms.module.css';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useDeleteProduct } from '../api/delete-product';
import { useOwnProducts } from '../api/list-own-products';
import { PlusIcon, SearchIcon } from './icons';
import classes from './products.module.css';
import { LoadMore } from '../../../components/load-more';

/** "Add product": a link while products can be added, else a disabled button. */
export function AddProductButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = useOwnProducts(q, locale);
  const remove = useDeleteProduct();
  const [removing, setRemoving] = useState<{ product: SellerProduct | null; opened: boolean }>({
    product: null,
    opened: false,
  });
  const closeRemove = () => setRemoving((r) => ({ ...r, opened: false }));
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];

  const price = (p: SellerProduct) => formatMoney(p.priceAmount, p.currency, locale);
  const stock = (p: SellerProduct) =>
    p.quantity > 0 ? (
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
        {p.index && (
          <Text size="xs" c="var(--kramik-muted)" className={classes.mono}>
            {p.index}
          </Text>
        )}
      </Group>
    </Stack>
  );
  const actions = (p: SellerProduct) => (
    <Group gap="xs" wrap="wrap">
      <Button
        component={Link}
        to={`/seller/products/${p._id}/edit`}
        variant="default"
        size="compact-md"
        aria-label={`${t('sellerProducts.edit')}: ${p.name}`}
      >
        {t('sellerProducts.edit')}
      </Button>
      <Button
        component={Link}
        to={`/products/${p._id}`}
        variant="subtle"
        size="compact-md"
        aria-label={`${t('sellerProducts.view')}: ${p.name}`}
      >
        {t('sellerProducts.view')}
      </Button>
      <Button
        variant="subtle"
        size="compact-md"
        className={forms.danger}
        onClick={() => setRemoving({ product: p, opened: true })}
        aria-label={`${t('sellerProducts.delete')}: ${p.name}`}
      >
        {t('sellerProducts.delete')}
      </Button>
    </Group>
  );

  const confirmRemove = () => {
    const product = removing.product;
    if (!product) return;
    remove.mutate(product._id, {
      onSuccess: () => {
        notifySuccess(t('sellerProducts.deleted', { name: product.name }));
        closeRemove();
      },
      onError: (error) => notifyApiError(error, t('sellerProducts.deleteFailed')),
    });
  };

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={72} radius="md" />
        ))}
      </Stack>
    );
  } else if (query.isError && products.length === 0) {
    content = <LoadError message={t('sellerProducts.loadFailed')} onRetry={query.refetch} />;
  } else if (products.length === 0) {
    content = (
      <Paper radius="md" p="lg" className={classes.empty}>
        <Stack gap="sm" align="flex-start">
          <Text c="var(--kramik-muted)">
            {q ? t('sellerProducts.noMatches', { q }) : t('sellerProducts.empty')}
          </Text>
          {!q && canAdd && <AddProductButton disabled={false} />}
        </Stack>
      </Paper>
    );
  } else {
    content = (
      <>
        <Paper
          withBorder
          radius="lg"
          visibleFrom="sm"
          bg="var(--kramik-surface)"
          style={{ overflow: 'hidden' }}
        >
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={72}>
                  <VisuallyHidden>{t('sellerProducts.photo')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('sellerProducts.product')}</Table.Th>
                <Table.Th ta="right">{t('sellerProducts.price')}</Table.Th>
                <Table.Th>{t('sellerProducts.stock')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('sellerProducts.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((p) => (
                <Table.Tr key={p._id}>
                  <Table.Td>
                    <Thumb product={p} />
                  </Table.Td>
                  <Table.Td>{name(p)}</Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {price(p)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{stock(p)}</Table.Td>
                  <Table.Td>{actions(p)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Stack gap="sm" hiddenFrom="sm" component="ul" className={classes.list}>
          {products.map((p) => (
            <Paper
              component="li"
              key={p._id}
              withBorder
              radius="md"
              p="md"
              bg="var(--kramik-surface)"
            >
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
            </Paper>
          ))}
        </Stack>
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
      <ConfirmDialog
        opened={removing.opened}
        title={t('sellerProducts.deleteTitle')}
        confirmLabel={t('sellerProducts.delete')}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={closeRemove}
      >
        <Text>
          {removing.product
            ? t('sellerProducts.deleteConfirm', { name: removing.product.name })
            : null}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
