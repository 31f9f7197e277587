import { Button, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_COMMISSION_PERCENT, DEFAULT_CURRENCY } from '@kramik/contract';
import { useT } from '../../i18n/use-t';
import { Link } from 'react-router';
import { useAuth } from '../../features/accounts/auth-store';
import { RegisterForm } from '../../features/accounts/components/register-form';
import { SellerPitch } from '../../features/sellers/components/seller-pitch';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';
import { SurfaceCard } from '../../components/surface-card';

/** The seller presentation and the company account's registration (SPEC /registercompany). */
export default function RegisterCompanyPage() {
  const t = useT();
  const config = useSiteConfig();
  const { user } = useAuth();
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
            {user?.permissions === 'user' ? (
              // A signed-in buyer keeps their account: the company data makes it a maker's.
              <Stack gap="md" align="flex-start">
                <Text>{t('sellers.openWithAccount', { name: user.firstName })}</Text>
                <Button component={Link} to="/company-data">
                  {t('sellers.openShopSubmit')}
                </Button>
              </Stack>
            ) : (
              <RegisterForm accountType="seller" />
            )}
          </SurfaceCard>
        </Stack>
      </Stack>
    </RoutePage>
  );
}
