import { Button, Group, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { ProductDetail, ProductSummary } from '@kramik/contract';
import { useRelatedProducts } from '../api/list-products';
import { recentlyViewed } from '../recently-viewed';
import { ProductCard } from './product-card';
import classes from './product-page.module.css';

const SHELF_SIZE = 4;

/**
 * True once the element comes within a screen of the view: what lies below the fold is fetched
 * only when the buyer scrolls towards it (never on the server).
 */
export function useNearView() {
  const ref = useRef<HTMLDivElement>(null);
  // A browser without the observer (and jsdom) shows them at once.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry!.isIntersecting) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** A titled row of product cards; nothing at all when there is nothing to show. */
export function ProductShelf({
  title,
  products,
  pending,
  more,
  extra,
  locale,
  testId,
}: {
  title: string;
  products: ProductSummary[] | undefined;
  pending: boolean;
  /** Where the whole list is (a catalog search), with its link text. */
  more?: { to: string; label: string };
  /** A control beside the title instead of the link (e.g. forgetting the list). */
  extra?: ReactNode;
  locale: string;
  testId?: string;
}) {
  const headingId = useId();
  if (!pending && (!products || products.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className={classes.shelf} data-testid={testId}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz={{ base: 20, sm: 24 }} id={headingId}>
          {title}
        </Title>
        {extra}
        {more && (
          <Button component={Link} to={more.to} variant="subtle" style={{ flexShrink: 0 }}>
            {more.label}
          </Button>
        )}
      </Group>
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        spacing={{ base: 'sm', sm: 'lg' }}
        component="ul"
        className={classes.plainList}
      >
        {pending || !products
          ? Array.from({ length: SHELF_SIZE }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton height={280} radius="lg" />
              </li>
            ))
          : products.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} locale={locale} />
              </li>
            ))}
      </SimpleGrid>
    </section>
  );
}

/**
 * Below the product's reviews: more from its maker, and similar pieces (the same subcategory, else
 * the same category). Their places are held by skeletons from the first render, so that the page
 * below (the footer) does not jump when they arrive; the products are fetched when the buyer
 * scrolls near them. A failed or empty shelf is left out.
 */
export function RelatedProducts({ product, locale }: { product: ProductDetail; locale: string }) {
  const t = useT();
  const { ref, near } = useNearView();
  const maker = useRelatedProducts(
    product._id,
    { seller: product.maker._id },
    locale,
    SHELF_SIZE,
    near,
  );
  const place: { category: string; subcategory?: string } = { category: product.category._id };
  if (product.subcategory) place.subcategory = product.subcategory._id;
  const similar = useRelatedProducts(product._id, place, locale, SHELF_SIZE, near);
  const placeQuery = new URLSearchParams(Object.entries(place)).toString();
  return (
    <div ref={ref} className={classes.related}>
      <>
        <ProductShelf
          title={t('productPage.moreFromMaker', { maker: product.maker.shortName })}
          products={maker.data}
          pending={maker.isPending}
          more={{ to: `/catalog?seller=${product.maker._id}`, label: t('productPage.seeAll') }}
          locale={locale}
          testId="more-from-maker"
        />
        <ProductShelf
          title={t('productPage.similar')}
          products={similar.data}
          pending={similar.isPending}
          more={{ to: `/catalog?${placeQuery}`, label: t('productPage.seeAll') }}
          locale={locale}
          testId="similar-pieces"
        />
      </>
    </div>
  );
}

/** How many of the pieces seen last the product page shows (two rows of four). */
const RECENT_SHOWN = 8;

/**
 * The pieces this browser viewed last (localStorage, at most 12, newest first), without the one on
 * screen; the page records each product it shows. Nothing when there are none; "Forget" clears.
 */
export function RecentlyViewed({ productId, locale }: { productId: string; locale: string }) {
  const t = useT();
  const items = recentlyViewed.use().filter((item) => item._id !== productId);
  if (items.length === 0) return null;
  return (
    <div className={classes.related}>
      <ProductShelf
        title={t('productPage.recentlyViewed')}
        products={items.slice(0, RECENT_SHOWN)}
        pending={false}
        extra={
          <Button variant="subtle" onClick={recentlyViewed.clear} style={{ flexShrink: 0 }}>
            {t('productPage.forgetViewed')}
          </Button>
        }
        locale={locale}
        testId="recently-viewed"
      />
    </div>
  );
}
