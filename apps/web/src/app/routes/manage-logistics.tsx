import { Container } from '@mantine/core';
import { DEFAULT_CURRENCY } from '@kramik/contract';
import { useTranslation } from 'react-i18next';
import { CourierPricingCard } from '../../features/sellers/components/courier-pricing-card';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { PageHeader } from '../../components/page-header';

/** Courier pricing management (SPEC §2: delivery costs by carrier, with external system ID). */
export default function ManageLogisticsPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  return (
    <Container size="lg">
      <PageHeader
        title={t('routes.manageLogistics.title')}
        subtitle={t('routes.manageLogistics.description')}
      />
      <CourierPricingCard
        currency={config.data?.currency ?? DEFAULT_CURRENCY}
        locale={currentLocale()}
      />
    </Container>
  );
}
