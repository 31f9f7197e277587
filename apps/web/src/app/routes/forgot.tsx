import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ForgotForm } from '../../features/accounts/components/forgot-form';
import { PageHeader } from '../../components/page-header';

export default function ForgotPage() {
  const { t } = useTranslation();
  return (
    <Container size={480}>
      <PageHeader title={t('routes.forgot.title')} subtitle={t('forgot.intro')} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" bg="var(--kramik-surface)">
        <ForgotForm />
      </Paper>
    </Container>
  );
}
