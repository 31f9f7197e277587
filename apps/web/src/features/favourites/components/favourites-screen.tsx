import '@mantine/core/styles/Tabs.css';
import { Alert, Button, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link, useSearchParams } from 'react-router';
import type { CompanySummary, ProductSummary } from '@kramik/contract';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { useCursorPages } from '../../../lib/queries';
import { notifyApiError } from '../../../lib/notify';
import {
  FAVOURITE_LISTS_KEY,
  listFavouriteProducts,
  listFollowedMakers,
  optOutOfDigest,
  previewFavourites,
} from '../api/favourites';
import { browserFavourites } from '../browser-favourites';

const PAGE = 24;

export interface FavouritesScreenProps {
  signedIn: boolean;
  /** A favourite piece's card (the route composes the catalog's card with its marks). */
  renderProduct: (product: ProductSummary) => ReactNode;
  /** A followed maker's card with its "Unfollow". */
  renderMaker: (maker: CompanySummary) => ReactNode;
}

type ListState<T> = {
  items: T[];
  pending: boolean;
  failed: boolean;
  more: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
};

/** The signed-in buyer's lists, from the server, page by page. */
function useAccountLists(enabled: boolean) {
  const products = useCursorPages([...FAVOURITE_LISTS_KEY, 'products', enabled], (cursor) =>
    enabled
      ? listFavouriteProducts(cursor, PAGE)
      : Promise.resolve({ items: [], nextCursor: null }),
  );
  const makers = useCursorPages([...FAVOURITE_LISTS_KEY, 'makers', enabled], (cursor) =>
    enabled ? listFollowedMakers(cursor, PAGE) : Promise.resolve({ items: [], nextCursor: null }),
  );
  return { products: pagesState(products), makers: pagesState(makers) };
}

/** A cursor-paged query as a list's state. */
function pagesState<T>(query: {
  data?: { pages: { items: T[] }[] };
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}): ListState<T> {
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    pending: query.isPending,
    failed: query.isError,
    more: query,
  };
}

/** A visitor's lists: the browser's ids shown as cards, 24 more at a time. */
function useBrowserLists(enabled: boolean) {
  const productIds = browserFavourites.products.use();
  const makerIds = browserFavourites.makers.use();
  const [shown, setShown] = useState({ products: PAGE, makers: PAGE });
  const preview = useQuery({
    queryKey: [...FAVOURITE_LISTS_KEY, 'preview', productIds, makerIds],
    queryFn: () => previewFavourites(productIds, makerIds),
    enabled: enabled && (productIds.length > 0 || makerIds.length > 0),
    placeholderData: (previous) => previous,
  });
  const empty = productIds.length === 0 && makerIds.length === 0;
  const state = <T,>(all: T[], kind: 'products' | 'makers'): ListState<T> => ({
    items: all.slice(0, shown[kind]),
    pending: !empty && preview.isPending,
    failed: preview.isError,
    more: {
      hasNextPage: all.length > shown[kind],
      isFetchingNextPage: false,
      fetchNextPage: async () => setShown((s) => ({ ...s, [kind]: s[kind] + PAGE })),
    },
  });
  // What the visitor removed since the cards were fetched goes at once.
  const products = (preview.data?.products ?? []).filter((p) => productIds.includes(p._id));
  const makers = (preview.data?.makers ?? []).filter((m) => makerIds.includes(m._id));
  return {
    products: state(empty ? [] : products, 'products'),
    makers: state(empty ? [] : makers, 'makers'),
  };
}

function ListPanel<T>({
  list,
  empty,
  render,
  height,
}: {
  list: ListState<T>;
  empty: ReactNode;
  render: (item: T) => ReactNode;
  height: number;
}) {
  const t = useT();
  if (list.pending) return <CardGridSkeleton count={4} height={height} />;
  if (list.failed) return <Text c="var(--kramik-muted)">{t('favouritesPage.loadFailed')}</Text>;
  if (list.items.length === 0) return empty;
  return (
    <Stack gap="xl">
      <CardGrid>{list.items.map(render)}</CardGrid>
      <LoadMore query={list.more} label={t('favouritesPage.loadMore')} />
    </Stack>
  );
}

/** The digest mail's opt-out link lands here: one press turns the digest off, no login. */
function DigestOptOut({ token }: { token: string }) {
  const t = useT();
  const [, setParams] = useSearchParams();
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const optOut = async () => {
    setSending(true);
    try {
      await optOutOfDigest(token);
      setDone(true);
    } catch (error) {
      notifyApiError(error, t('favouritesPage.digestOffFailed'));
    } finally {
      setSending(false);
    }
  };
  if (done) {
    return (
      <Alert color="green" role="status" title={t('favouritesPage.digestOffDone')}>
        <Button variant="subtle" size="compact-sm" onClick={() => setParams({}, { replace: true })}>
          {t('favouritesPage.dismiss')}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert color="clay" title={t('favouritesPage.digestOffTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('favouritesPage.digestOffText')}</Text>
        <Button onClick={() => void optOut()} loading={sending}>
          {t('favouritesPage.digestOffButton')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** `/favourites`: the favourite pieces and the followed makers, in two tabs. */
export function FavouritesScreen({ signedIn, renderProduct, renderMaker }: FavouritesScreenProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'makers' ? 'makers' : 'pieces';
  const account = useAccountLists(signedIn);
  const browser = useBrowserLists(!signedIn);
  const lists = signedIn ? account : browser;
  const digestOff = params.get('digestOff');
  return (
    <Stack gap="lg">
      {digestOff && <DigestOptOut token={digestOff} />}
      {!signedIn && (
        <Text size="sm" c="var(--kramik-muted)">
          {t('favouritesPage.visitorNote')}{' '}
          <Link to="/auth?redirect=%2Ffavourites">{t('favouritesPage.signIn')}</Link>
        </Text>
      )}
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          if (value === 'makers') next.set('tab', 'makers');
          else next.delete('tab');
          setParams(next, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="pieces" mih={44}>
            {t('favouritesPage.pieces')}
          </Tabs.Tab>
          <Tabs.Tab value="makers" mih={44}>
            {t('favouritesPage.makers')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pieces">
          <ListPanel
            list={lists.products}
            height={300}
            render={renderProduct}
            empty={
              <EmptyState onPage text={t('favouritesPage.noPieces')}>
                <Button component={Link} to="/catalog" variant="light">
                  {t('favouritesPage.browse')}
                </Button>
              </EmptyState>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="makers">
          <ListPanel
            list={lists.makers}
            height={260}
            render={renderMaker}
            empty={
              <EmptyState onPage text={t('favouritesPage.noMakers')}>
                <Button component={Link} to="/makers" variant="light">
                  {t('favouritesPage.browseMakers')}
                </Button>
              </EmptyState>
            }
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
