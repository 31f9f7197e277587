import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { LoginForm } from '../../features/accounts/components/login-form';

export default function AuthPage() {
  const { t } = useTranslation();
  return (
    <Container size={460}>
      <PageHeader title={t('routes.auth.title')} subtitle={t('auth.intro')} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" bg="var(--kramik-surface)">
        <LoginForm />
      </Paper>
    </Container>
  );
}
