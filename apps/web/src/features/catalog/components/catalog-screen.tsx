import {
  Badge,
  Button,
  Center,
  Drawer,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { useSearchParams } from 'react-router';
import { PRODUCT_SORTS, type Category, type ProductSort } from '@kramik/contract';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../lib/format';
import { useCategories } from '../api/list-categories';
import { useCatalogProducts } from '../api/search-products';
import {
  activeFilterCount,
  catalogSearchParams,
  changeCatalogState,
  clearFilters,
  parseCatalogState,
  type CatalogState,
  type CatalogView,
} from '../catalog-params';
import { CatalogFilters } from './catalog-filters';
import classes from './catalog.module.css';
import { CompareToggle } from './compare-toggle';
import { CloseIcon, FilterIcon, GridIcon, ListIcon } from './icons';
import { PRIORITY_CARDS, ProductCard } from './product-card';
import { ProductRow } from './product-row';

const SORT_KEYS: Record<ProductSort, string> = {
  relevance: 'catalog.sort.relevance',
  price_asc: 'catalog.sort.priceAsc',
  price_desc: 'catalog.sort.priceDesc',
  newest: 'catalog.sort.newest',
  rating: 'catalog.sort.rating',
};

interface Chip {
  key: string;
  label: string;
  patch: Partial<CatalogState>;
}

/** The filters in force, each with the change that removes it. */
function useFilterChips(
  state: CatalogState,
  categories: Category[] | undefined,
  sellerName: string | undefined,
  locale: string,
  currency: string,
): Chip[] {
  const t = useT();
  const category = categories?.find((c) => c._id === state.category);
  const subcategory = category?.subcategories.find((s) => s._id === state.subcategory);
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const chips: Chip[] = [];
  if (state.seller) {
    chips.push({
      key: 'seller',
      label: sellerName ?? t('catalog.oneMaker'),
      patch: { seller: undefined },
    });
  }
  if (state.category) {
    chips.push({
      key: 'category',
      label: category?.name ?? t('catalog.category'),
      patch: { category: undefined },
    });
  }
  if (state.subcategory) {
    chips.push({
      key: 'subcategory',
      label: subcategory?.name ?? t('catalog.subcategory'),
      patch: { subcategory: undefined },
    });
  }
  if (state.minPrice !== undefined) {
    chips.push({
      key: 'minPrice',
      label: t('catalog.chipFrom', { price: money(state.minPrice) }),
      patch: { minPrice: undefined },
    });
  }
  if (state.maxPrice !== undefined) {
    chips.push({
      key: 'maxPrice',
      label: t('catalog.chipTo', { price: money(state.maxPrice) }),
      patch: { maxPrice: undefined },
    });
  }
  if (state.condition) {
    chips.push({
      key: 'condition',
      label: t(`product.condition.${state.condition}`),
      patch: { condition: undefined },
    });
  }
  if (state.specialOffer) {
    chips.push({
      key: 'specialOffer',
      label: t('catalog.specialOffersOnly'),
      patch: { specialOffer: false },
    });
  }
  if (state.inStock) {
    chips.push({ key: 'inStock', label: t('catalog.inStockOnly'), patch: { inStock: false } });
  }
  if (state.topRated) {
    chips.push({ key: 'topRated', label: t('catalog.topRatedOnly'), patch: { topRated: false } });
  }
  return chips;
}

function ViewToggle({
  view,
  onChange,
}: {
  view: CatalogView;
  onChange: (view: CatalogView) => void;
}) {
  const t = useT();
  const option = (value: CatalogView, label: string, icon: ReactNode) => (
    <Button
      variant={view === value ? 'filled' : 'default'}
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      leftSection={icon}
      px="sm"
      classNames={{ section: classes.viewIcon }}
    >
      <span className={classes.viewLabel}>{label}</span>
    </Button>
  );
  return (
    <Button.Group aria-label={t('catalog.view')}>
      {option('cards', t('catalog.cardView'), <GridIcon size={18} />)}
      {option('list', t('catalog.listView'), <ListIcon size={18} />)}
    </Button.Group>
  );
}

function ResultsSkeleton({ view }: { view: CatalogView }) {
  if (view === 'list') {
    return (
      <Stack gap="sm" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={150} radius="lg" />
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, xl: 4 }}
      spacing={{ base: 'sm', sm: 'lg' }}
      aria-hidden="true"
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={320} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/**
 * The catalog: search results with filters, sorts, card and list views and "load more". The whole
 * state lives in the URL query, so a search can be shared, survives a reload and the back button
 * steps through it.
 */
export function CatalogScreen({
  title,
  locale,
  currency,
  sellerName,
}: {
  title: string;
  locale: string;
  currency: string;
  /** The maker of the `seller` filter, when the caller knows it. */
  sellerName?: string;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCatalogState(params), [params]);
  const products = useCatalogProducts(state, locale);
  const categories = useCategories(locale);
  const [drawerOpened, drawer] = useDisclosure(false);

  const items = useMemo(
    () => products.data?.pages.flatMap((page) => page.items) ?? [],
    [products.data],
  );
  // A misspelt search matched corrected words: say which (the first page decides for all).
  const corrected = products.data?.pages[0]?.correctedQuery ?? null;
  const makerName =
    (state.seller && items.find((p) => p.company._id === state.seller)?.company.name) || sellerName;
  const chips = useFilterChips(state, categories.data?.items, makerName, locale, currency);
  const filterCount = activeFilterCount(state);

  // Built from the address as it is now, not as it was last rendered (a navigation may still be
  // rendering): two quick changes both count.
  const update = (next: (current: CatalogState) => CatalogState) =>
    setParams(
      catalogSearchParams(next(parseCatalogState(new URLSearchParams(window.location.search)))),
    );
  const change = (patch: Partial<CatalogState>) =>
    update((current) => changeCatalogState(current, patch));
  const clear = () => update(clearFilters);

  const filters = (
    <CatalogFilters
      state={state}
      categories={categories.data?.items}
      currency={currency}
      locale={locale}
      sellerName={makerName}
      onChange={change}
      onClear={clear}
    />
  );

  let results: ReactNode;
  if (products.isPending) {
    results = <ResultsSkeleton view={state.view} />;
  } else if (products.isError && items.length === 0) {
    results = <LoadError message={t('catalog.loadError')} onRetry={products.refetch} />;
  } else if (items.length === 0) {
    results = (
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.empty}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {t('catalog.emptyTitle')}
          </Title>
          <Text c="var(--kramik-muted)">
            {filterCount > 0 ? t('catalog.emptyWithFilters') : t('catalog.emptyHint')}
          </Text>
          <Group gap="sm">
            {filterCount > 0 && <Button onClick={clear}>{t('catalog.clearFilters')}</Button>}
            {state.q && (
              <Button variant="default" onClick={() => change({ q: '' })}>
                {t('catalog.clearSearch')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    );
  } else {
    const action = (product: { _id: string; name: string }) => (
      <CompareToggle productId={product._id} productName={product.name} />
    );
    results = (
      <Stack gap="xl">
        {state.view === 'list' ? (
          <Stack gap="sm" component="ul" className={classes.plainList}>
            {items.map((product, index) => (
              <li key={product._id}>
                <ProductRow
                  product={product}
                  locale={locale}
                  action={action(product)}
                  priority={index < PRIORITY_CARDS}
                />
              </li>
            ))}
          </Stack>
        ) : (
          <SimpleGrid
            cols={{ base: 2, sm: 3, xl: 4 }}
            spacing={{ base: 'sm', sm: 'lg' }}
            component="ul"
            className={classes.plainList}
          >
            {items.map((product, index) => (
              <li key={product._id} className={classes.gridItem}>
                <ProductCard
                  product={product}
                  locale={locale}
                  action={action(product)}
                  priority={index < PRIORITY_CARDS}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
        {products.isError && (
          <LoadError message={t('catalog.loadError')} onRetry={products.fetchNextPage} />
        )}
        {products.hasNextPage && !products.isError && (
          <Center>
            <Button
              variant="default"
              size="md"
              radius="xl"
              onClick={() => void products.fetchNextPage()}
              loading={products.isFetchingNextPage}
            >
              {t('catalog.loadMore')}
            </Button>
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {title}
        </Title>
        {state.q && (
          <Text c="var(--kramik-muted)" data-testid="catalog-results-for">
            {corrected
              ? t('catalog.correctedResultsFor', { q: corrected, typed: state.q })
              : t('catalog.resultsFor', { q: state.q })}
          </Text>
        )}
        {/* How many pieces match, without counting the catalog: the pages loaded so far, and
            "+" while the cursor says there are more. Also the live region that announces a new
            search's result. */}
        <Text c="var(--kramik-muted)" aria-live="polite" data-testid="catalog-count" fw={600}>
          {products.isSuccess && !products.isPlaceholderData
            ? products.hasNextPage
              ? t('catalog.countMore', { count: items.length })
              : t('catalog.count', { count: items.length })
            : ''}
        </Text>
      </Stack>
      <div className={classes.layout}>
        {/* The sidebar on a wide screen, the button and its drawer on a narrow one: chosen by the
            style sheet, so that the server's page is laid out for the screen it lands on. */}
        <aside className={classes.sidebar} aria-labelledby="catalog-filters-title">
          <Title order={2} fz="lg" mb="md" id="catalog-filters-title">
            {t('catalog.filters')}
          </Title>
          {filters}
        </aside>
        <section aria-labelledby="catalog-results-title" className={classes.results}>
          <VisuallyHidden>
            <h2 id="catalog-results-title">{t('catalog.results')}</h2>
          </VisuallyHidden>
          <div className={classes.toolbar}>
            <Button
              variant="default"
              leftSection={<FilterIcon size={18} />}
              onClick={drawer.open}
              aria-expanded={drawerOpened}
              className={classes.filtersButton}
              rightSection={
                filterCount > 0 ? (
                  <Badge size="sm" circle color="clay">
                    {filterCount}
                  </Badge>
                ) : undefined
              }
            >
              {t('catalog.filters')}
            </Button>
            <NativeSelect
              label={t('catalog.sortLabel')}
              value={state.sort}
              onChange={(event) => change({ sort: event.currentTarget.value as ProductSort })}
              data={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
              classNames={{ root: classes.sort, label: classes.inlineLabel }}
            />
            <div className={classes.view}>
              <ViewToggle view={state.view} onChange={(view) => change({ view })} />
            </div>
          </div>

          {chips.length > 0 && (
            <Group
              gap="xs"
              mb="md"
              component="ul"
              className={classes.plainList}
              aria-label={t('catalog.activeFilters')}
            >
              {chips.map((chip) => (
                <li key={chip.key}>
                  <UnstyledButton
                    className={classes.chip}
                    onClick={() => change(chip.patch)}
                    aria-label={t('catalog.removeFilter', { filter: chip.label })}
                  >
                    <span>{chip.label}</span>
                    <CloseIcon size={14} />
                  </UnstyledButton>
                </li>
              ))}
            </Group>
          )}

          <div
            aria-busy={products.isFetching && !products.isFetchingNextPage}
            className={products.isPlaceholderData ? classes.stale : undefined}
          >
            {results}
          </div>
        </section>
      </div>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={t('catalog.filters')}
        position="right"
        size="min(100%, 360px)"
        padding="md"
        closeButtonProps={{ 'aria-label': t('catalog.closeFilters') }}
      >
        <Stack gap="lg">
          {filters}
          <Button onClick={drawer.close} size="md">
            {t('catalog.showResults')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
