import { Container } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { LoadError } from '../../../components/load-error';
import { SkeletonStack } from '../../../components/query-state';
import { ApiRequestError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { PassportView, type PassportViewData } from './passport-view';

/** What the page's head says of a passport: the product, its maker, its first photo. */
interface PassportSummary {
  productName: string;
  maker: { name: string };
  photos: { url: string }[];
}

/**
 * A passport's page, a product's (`/products/:id/passport`) or a sold piece's (`/pieces/:code`):
 * its head, a skeleton while it loads, the not-found page for an unknown one, the passport.
 */
export function PassportPage<T extends PassportSummary>({
  query,
  locale,
  url,
  view,
  notFound,
}: {
  query: UseQueryResult<T>;
  locale: string;
  /** The page's canonical address. */
  url: (data: T) => string;
  /** What the passport shows of the answer. */
  view: (data: T) => PassportViewData;
  notFound: ReactNode;
}) {
  const t = useT();
  const data = query.data;
  usePageMeta(
    data
      ? {
          title: t('passports.pageTitle', { name: data.productName }),
          description: t('passports.pageDescription', {
            name: data.productName,
            maker: data.maker.name,
          }),
          image: data.photos[0]?.url,
          url: url(data),
          locale,
        }
      : null,
  );
  const missing =
    query.error instanceof ApiRequestError &&
    (query.error.status === 404 || query.error.status === 400);
  if (missing) return notFound;
  return (
    <Container size="lg">
      {query.isPending ? (
        <SkeletonStack heights={[80, 320]} />
      ) : data ? (
        <PassportView locale={locale} data={view(data)} />
      ) : (
        <LoadError message={t('passports.loadFailed')} onRetry={query.refetch} />
      )}
    </Container>
  );
}
