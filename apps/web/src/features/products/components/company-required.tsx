import { useT } from '../../../i18n/use-t';
import { CompanyDataFirst } from '../../../components/company-data-first';

/** A seller without company data cannot list products yet: the way to /company-data. */
export function CompanyRequired() {
  const t = useT();
  return (
    <CompanyDataFirst
      title={t('sellerProducts.companyFirstTitle')}
      text={t('sellerProducts.companyFirst')}
      action={t('sellerProducts.enterCompanyData')}
    />
  );
}
