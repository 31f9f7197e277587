import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { SkeletonStack } from '../../components/query-state';
import { usePiece } from '../../features/passports/api/get-piece';
import { PassportView } from '../../features/passports/components/passport-view';
import i18n from '../../i18n';
import { ApiRequestError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import NotFoundPage from './not-found';

/**
 * The passport of one sold piece (`/pieces/:code`, issue 24): its number in the edition, the day
 * it was sold, and the passport as it stood then. Public by its code once delivered.
 */
export default function PiecePage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const locale = i18n.language;
  const piece = usePiece(code, locale);
  const data = piece.data;
  usePageMeta(
    data
      ? {
          title: t('passports.pageTitle', { name: data.productName }),
          description: t('passports.pageDescription', {
            name: data.productName,
            maker: data.maker.name,
          }),
          image: data.photos[0]?.url,
          url: data.url,
          locale,
        }
      : null,
  );
  const missing =
    piece.error instanceof ApiRequestError &&
    (piece.error.status === 404 || piece.error.status === 400);
  if (missing) return <NotFoundPage />;
  return (
    <Container size="lg">
      {piece.isPending ? (
        <SkeletonStack heights={[80, 320]} />
      ) : data ? (
        <PassportView
          locale={locale}
          data={{ ...data, piece: { code: data.code, soldAt: data.soldAt } }}
        />
      ) : (
        <LoadError message={t('passports.loadFailed')} onRetry={piece.refetch} />
      )}
    </Container>
  );
}
