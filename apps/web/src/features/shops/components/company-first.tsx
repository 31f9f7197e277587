import { useT } from '../../../i18n/use-t';
import { CompanyDataFirst } from '../../../components/company-data-first';

/** A seller without company data cannot add shops yet: the way to /company-data. */
export function CompanyFirst() {
  const t = useT();
  return (
    <CompanyDataFirst
      title={t('shops.companyFirstTitle')}
      text={t('shops.companyFirst')}
      action={t('shops.enterCompanyData')}
    />
  );
}
