import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A seller without company data cannot list products yet: the way to /company-data. */
export function CompanyRequired() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--kramik-surface)">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('sellerProducts.companyFirstTitle')}</Text>
        <Text c="var(--kramik-muted)">{t('sellerProducts.companyFirst')}</Text>
        <Button component={Link} to="/company-data" size="md">
          {t('sellerProducts.enterCompanyData')}
        </Button>
      </Stack>
    </Paper>
  );
}
