import { useParams } from 'react-router';
import { usePiece } from '../../features/passports/api/get-piece';
import { PassportPage } from '../../features/passports/components/passport-page';
import i18n from '../../i18n';
import NotFoundPage from './not-found';

/**
 * The passport of one sold piece (`/pieces/:code`, issue 24): its number in the edition, the day
 * it was sold, and the passport as it stood then. Public by its code once delivered.
 */
export default function PiecePage() {
  const { code = '' } = useParams();
  const locale = i18n.language;
  return (
    <PassportPage
      query={usePiece(code, locale)}
      locale={locale}
      url={(data) => data.url}
      view={(data) => ({ ...data, piece: { code: data.code, soldAt: data.soldAt } })}
      notFound={<NotFoundPage />}
    />
  );
}
