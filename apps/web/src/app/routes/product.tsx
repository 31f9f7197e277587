import { Badge, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n, useT } from '../../i18n/use-t';
import { Link, useParams } from 'react-router';
import { MAX_LINE_QUANTITY, type ProductDetail } from '@kramik/contract';
import { useCountries } from '../../features/accounts/api/list-countries';
import { authStore, useAuth } from '../../features/accounts/auth-store';
import { useAddToCart } from '../../features/cart/use-add-to-cart';
import { useProduct } from '../../features/catalog/api/get-product';
import { CompareBar } from '../../features/catalog/components/compare-bar';
import { CompareToggle } from '../../features/catalog/components/compare-toggle';
import { ProductBuyBar } from '../../features/catalog/components/product-buy-bar';
import { ProductDelivery } from '../../features/catalog/components/product-delivery';
import { ProductGallery } from '../../features/catalog/components/product-gallery';
import { ProductMaker } from '../../features/catalog/components/product-maker';
import classes from '../../features/catalog/components/product-page.module.css';
import {
  ProductPrice,
  ProductRating,
  availabilityText,
  deliveryTime,
} from '../../features/catalog/components/product-price';
import { ProductPurchase } from '../../features/catalog/components/product-purchase';
import { ProductQr } from '../../features/catalog/components/product-qr';
import { ProductShare } from '../../features/catalog/components/product-share';
import { ProductQuestion } from '../../features/catalog/components/product-question';
import { ProductTexts } from '../../features/catalog/components/product-texts';
import {
  RecentlyViewed,
  RelatedProducts,
} from '../../features/catalog/components/related-products';
import { recentlyViewed } from '../../features/catalog/recently-viewed';
import { FavouriteButton } from '../../features/favourites/components/favourite-button';
import { LeadTimeNote } from '../../features/made-to-order/components/lead-time-note';
import { ReportLink } from '../../features/reports/components/report-link';
import { OpenThreadButton } from '../../features/conversations/components/open-thread-button';
import { ProductReviews } from '../../features/reviews/components/product-reviews';
import { currentLocale } from '../../i18n';
import { ApiRequestError } from '../../lib/api-client';
import { summaryOf, usePageMeta } from '../../lib/page-meta';
import { countryName } from '../../components/country-select';
import { useDeliveryEstimate } from '../../lib/delivery-estimate';
import { useHydrated } from '../../lib/use-hydrated';
import { LoadError } from '../../components/load-error';
import NotFoundPage from './not-found';

/** "Tell me when it is back": only sold-out pages load it. */
const BackInStock = lazy(() => import('../../features/catalog/components/back-in-stock'));

function ProductSkeleton() {
  return (
    <Container size="xl" aria-busy="true">
      <Skeleton height={14} width={220} mb="md" />
      <div className={classes.layout}>
        <Skeleton radius="lg" style={{ aspectRatio: '4 / 3' }} />
        <Stack gap="md">
          <Skeleton height={40} width="80%" />
          <Skeleton height={18} width="40%" />
          <Skeleton height={36} width="30%" mt="md" />
          <Skeleton height={90} />
          <Skeleton height={48} radius="xl" />
          <Skeleton height={160} radius="lg" />
        </Stack>
      </div>
    </Container>
  );
}

function Breadcrumbs({ product }: { product: ProductDetail }) {
  const t = useT();
  return (
    <nav aria-label={t('productPage.breadcrumbs')}>
      <ol className={classes.breadcrumbs}>
        <li>
          <Link to="/catalog">{t('routes.catalog.title')}</Link>
        </li>
        <li>
          <Link to={`/catalog?category=${product.category._id}`}>{product.category.name}</Link>
        </li>
        {product.subcategory && (
          <li>
            <Link
              to={`/catalog?category=${product.category._id}&subcategory=${product.subcategory._id}`}
            >
              {product.subcategory.name}
            </Link>
          </li>
        )}
      </ol>
    </nav>
  );
}

function Facts({ product, locale }: { product: ProductDetail; locale: string }) {
  const t = useT();
  // A made-to-order piece is not limited by stock; its date comes from its lead time (issue 24).
  const madeToOrder = product.leadTime?.madeToOrder === true;
  const available = product.quantity > 0 || madeToOrder;
  const estimate = useDeliveryEstimate(locale)?.any(
    product.deliveryDays,
    product.delivery.carriers.map((c) => c.carrier),
  );
  return (
    <dl className={classes.facts}>
      <dt>{t('productPage.availability')}</dt>
      <dd>
        <span className={classes.stock} data-empty={available ? undefined : true}>
          {availabilityText(t, product.quantity, madeToOrder)}
        </span>
      </dd>
      <dt>{t('productPage.condition')}</dt>
      <dd>{t(`product.condition.${product.condition}`)}</dd>
      {!madeToOrder && (
        <>
          <dt>{t('productPage.dispatch')}</dt>
          <dd>{deliveryTime(t, product.deliveryDays)}</dd>
        </>
      )}
      {available && estimate && !madeToOrder && !product.leadTime?.away && (
        <>
          <dt>{t('productPage.estimate')}</dt>
          <dd>{estimate}</dd>
        </>
      )}
      {product.ean && (
        <>
          <dt>{t('productPage.ean')}</dt>
          <dd>{product.ean}</dd>
        </>
      )}
    </dl>
  );
}

/** A titled section beside the product's texts. */
function SidePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper radius="lg" p="lg" className={classes.panel} component="section" aria-labelledby={id}>
      <Title order={2} fz={{ base: 20, sm: 22 }} mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const isSignedIn = () => authStore.get().user !== null;

/** The product page (SPEC /products/{id}). */
export default function ProductPage() {
  const { t, i18n } = useI18n();
  const { id = '' } = useParams();
  const locale = currentLocale();
  const product = useProduct(id, locale);
  const { user } = useAuth();
  const addToCart = useAddToCart(isSignedIn);
  const countries = useCountries(locale);
  const purchase = useRef<HTMLDivElement>(null);
  const [quantity, setQuantity] = useState<number | null>(1);
  const hydrated = useHydrated();
  const data = product.data;
  const missing =
    product.error instanceof ApiRequestError &&
    (product.error.status === 404 || product.error.status === 400);

  // Remembered in this browser for "Recently viewed" (never sent anywhere).
  useEffect(() => {
    if (data) recentlyViewed.record(data);
  }, [data]);

  // A missing product keeps the route's own title and description (the not-found view shows).
  usePageMeta(
    data
      ? {
          title: data.name,
          description: summaryOf(data.description || data.action || data.name),
          image: data.images[0]?.url,
          url: data.url,
          locale: i18n.language,
        }
      : null,
  );

  if (product.isPending) return <ProductSkeleton />;
  if (missing) return <NotFoundPage />;
  if (!data) {
    return (
      <Container size="sm" py="xl">
        <LoadError message={t('productPage.loadError')} onRetry={product.refetch} />
      </Container>
    );
  }

  const loginHref = `/auth?redirect=${encodeURIComponent(`/products/${data._id}`)}`;
  // Made to order: as many as a line holds; a maker away with orders paused takes none.
  const madeToOrder = data.leadTime?.madeToOrder === true;
  const paused = data.leadTime?.away?.mode === 'pause';
  const stock = madeToOrder ? MAX_LINE_QUANTITY : data.quantity;
  const add = (count: number) =>
    addToCart.mutate({
      productId: data._id,
      name: data.name,
      quantity: count,
      available: stock,
    });
  return (
    <Container size="xl">
      <Breadcrumbs product={data} />
      <div className={classes.layout}>
        <ProductGallery images={data.images} productId={data._id} name={data.name} />
        <div className={classes.buy}>
          <Stack gap={6}>
            {(data.specialOffer || stock === 0) && (
              <Group gap={6}>
                {data.specialOffer && (
                  <Badge color="clay" variant="filled">
                    {t('product.specialOffer')}
                  </Badge>
                )}
                {stock === 0 && (
                  <Badge color="dark.6" variant="filled">
                    {t('productPage.unavailable')}
                  </Badge>
                )}
              </Group>
            )}
            <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.15}>
              {data.name}
            </Title>
            <Text c="var(--kramik-muted)">
              {t('productPage.byMaker')}{' '}
              <Text
                component={Link}
                to={`/company/${data.maker._id}`}
                inherit
                c="var(--mantine-color-anchor)"
                fw={600}
              >
                {data.maker.shortName}
              </Text>
            </Text>
            <ProductRating rating={data.rating} locale={locale} />
          </Stack>
          <ProductPrice
            price={data.price}
            lastPrice={data.lastPrice}
            specialOffer={data.specialOffer}
            regularPrice={data.regularPrice}
            saleEndsAt={data.saleEndsAt}
            locale={locale}
            size="xl"
            withLowest
          />
          <Facts product={data} locale={locale} />
          {data.leadTime && (
            <LeadTimeNote
              leadTime={data.leadTime}
              carriers={data.delivery.carriers.map((c) => c.carrier)}
              locale={locale}
            />
          )}
          <div ref={purchase}>
            {!paused && (
              <ProductPurchase
                key={data._id}
                stock={stock}
                adding={addToCart.isPending}
                onAdd={add}
                onQuantityChange={setQuantity}
              />
            )}
          </div>
          {stock === 0 && hydrated && (
            <Suspense fallback={null}>
              <BackInStock productId={data._id} email={user?.email ?? null} />
            </Suspense>
          )}
          <Group gap="sm">
            <FavouriteButton productId={data._id} name={data.name} signedIn={user !== null} />
            <CompareToggle productId={data._id} productName={data.name} size="sm" />
            <ProductShare url={data.url} title={data.name} />
            <OpenThreadButton
              companyId={data.maker._id}
              productId={data._id}
              label="askMaker"
              size="sm"
              signedIn={user !== null}
              ownCompany={user !== null && user.companyId === data.maker._id}
              returnTo={`/products/${data._id}`}
            />
          </Group>
          <Paper
            radius="lg"
            p="md"
            className={classes.panel}
            component="section"
            aria-labelledby="delivery-title"
          >
            <Title order={2} fz="lg" mb="xs" id="delivery-title">
              {t('productPage.delivery')}
            </Title>
            <ProductDelivery
              delivery={data.delivery}
              dispatchDays={
                data.quantity > 0 && !madeToOrder && !data.leadTime?.away ? data.deliveryDays : null
              }
              locale={locale}
            />
          </Paper>
          <ProductMaker
            maker={data.maker}
            country={countryName(countries.data, data.maker.country)}
          />
          <Group gap="lg">
            <Text
              component={Link}
              to={`/contact?product=${data._id}`}
              size="sm"
              c="var(--mantine-color-anchor)"
            >
              {t('contact.aboutProduct')}
            </Text>
            <ReportLink targetType="product" targetId={data._id} />
          </Group>
        </div>
      </div>

      <div className={classes.layout} style={{ marginTop: 56 }}>
        <ProductTexts product={data} locale={locale} />
        <Stack gap="xl">
          <SidePanel id="question-title" title={t('productPage.questionTitle')}>
            <ProductQuestion productId={data._id} loggedIn={user !== null} loginHref={loginHref} />
          </SidePanel>
          <SidePanel id="qr-title" title={t('productPage.qrTitle')}>
            <ProductQr productId={data._id} url={data.url} />
          </SidePanel>
        </Stack>
      </div>
      <div style={{ marginTop: 56 }}>
        <ProductReviews
          productId={data._id}
          locale={locale}
          isMaker={user !== null && user.companyId === data.maker._id}
          reviewExtra={(review) => <ReportLink targetType="review" targetId={review._id} />}
        />
      </div>
      <RelatedProducts key={`related-${data._id}`} product={data} locale={locale} />
      <RecentlyViewed productId={data._id} locale={locale} />
      <CompareBar />
      <ProductBuyBar
        key={`buy-bar-${data._id}`}
        purchase={purchase}
        price={data.price}
        stock={paused ? 0 : stock}
        madeToOrder={madeToOrder}
        quantity={quantity}
        locale={locale}
        adding={addToCart.isPending}
        onAdd={add}
      />
    </Container>
  );
}
