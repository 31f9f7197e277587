import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VerifyForm } from '../../features/accounts/components/verify-form';
import { PageHeader } from '../../components/page-header';

export default function VerifyPage() {
  const { t } = useTranslation();
  return (
    <Container size={480}>
      <PageHeader title={t('routes.verify.title')} subtitle={t('verify.intro')} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" bg="var(--kramik-surface)">
        <VerifyForm />
      </Paper>
    </Container>
  );
}
