import { Stack, Title } from '@mantine/core';
import { DEFAULT_COMMISSION_PERCENT, DEFAULT_CURRENCY } from '@kramik/contract';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../features/accounts/components/register-form';
import { SellerPitch } from '../../features/sellers/components/seller-pitch';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';
import { SurfaceCard } from '../../components/surface-card';

/** The seller presentation and the company account's registration (SPEC /registercompany). */
export default function RegisterCompanyPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  return (
    <RoutePage id="registerCompany" size="md">
      <Stack gap={48}>
        <SellerPitch
          commissionPercent={config.data?.commissionPercent ?? DEFAULT_COMMISSION_PERCENT}
          currency={config.data?.currency ?? DEFAULT_CURRENCY}
          locale={currentLocale()}
        />
        <Stack gap="md" maw={560} w="100%" mx="auto">
          <Title order={2} fz={{ base: 24, sm: 28 }}>
            {t('sellers.pitch.formTitle')}
          </Title>
          <SurfaceCard>
            <RegisterForm accountType="seller" />
          </SurfaceCard>
        </Stack>
      </Stack>
    </RoutePage>
  );
}
