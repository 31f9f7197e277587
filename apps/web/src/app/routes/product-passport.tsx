import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { SkeletonStack } from '../../components/query-state';
import { useProductPassport } from '../../features/passports/api/get-product-passport';
import { PassportView } from '../../features/passports/components/passport-view';
import i18n from '../../i18n';
import { ApiRequestError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import NotFoundPage from './not-found';

/**
 * A product's passport (issue 24), what its QR code opens: maker, materials, technique, hours,
 * edition, making-of photos and care, and the way to the product. Rendered in the browser.
 */
export default function ProductPassportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = i18n.language;
  const passport = useProductPassport(id, locale);
  const data = passport.data;
  usePageMeta(
    data
      ? {
          title: t('passports.pageTitle', { name: data.productName }),
          description: t('passports.pageDescription', {
            name: data.productName,
            maker: data.maker.name,
          }),
          image: data.photos[0]?.url,
          url: `${data.productUrl}/passport`,
          locale,
        }
      : null,
  );
  const missing =
    passport.error instanceof ApiRequestError &&
    (passport.error.status === 404 || passport.error.status === 400);
  if (missing) return <NotFoundPage />;
  return (
    <Container size="lg">
      {passport.isPending ? (
        <SkeletonStack heights={[80, 320]} />
      ) : data ? (
        <PassportView
          locale={locale}
          data={{ ...data, editionNumber: null, productId: data.productId }}
        />
      ) : (
        <LoadError message={t('passports.loadFailed')} onRetry={passport.refetch} />
      )}
    </Container>
  );
}
