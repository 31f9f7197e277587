import { useParams } from 'react-router';
import { useProductPassport } from '../../features/passports/api/get-product-passport';
import { PassportPage } from '../../features/passports/components/passport-page';
import i18n from '../../i18n';
import NotFoundPage from './not-found';

/**
 * A product's passport (issue 24), what its QR code opens: maker, materials, technique, hours,
 * edition, making-of photos and care, and the way to the product. Rendered in the browser.
 */
export default function ProductPassportPage() {
  const { id = '' } = useParams();
  const locale = i18n.language;
  return (
    <PassportPage
      query={useProductPassport(id, locale)}
      locale={locale}
      url={(data) => `${data.productUrl}/passport`}
      view={(data) => ({ ...data, editionNumber: null, productId: data.productId })}
      notFound={<NotFoundPage />}
    />
  );
}
