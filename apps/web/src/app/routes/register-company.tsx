import { Container, Paper, Stack, Title } from '@mantine/core';
import { DEFAULT_COMMISSION_PERCENT, DEFAULT_CURRENCY } from '@kramik/contract';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../features/accounts/components/register-form';
import { SellerPitch } from '../../features/sellers/components/seller-pitch';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { PageHeader } from '../../components/page-header';

/** The seller presentation and the company account's registration (SPEC /registercompany). */
export default function RegisterCompanyPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  return (
    <Container size="md">
      <PageHeader
        title={t('routes.registerCompany.title')}
        subtitle={t('routes.registerCompany.description')}
      />
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
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" bg="var(--kramik-surface)">
            <RegisterForm accountType="seller" />
          </Paper>
        </Stack>
      </Stack>
    </Container>
  );
}
