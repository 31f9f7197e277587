import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../features/accounts/components/register-form';
import { PageHeader } from '../../components/page-header';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <Container size={560}>
      <PageHeader title={t('routes.register.title')} subtitle={t('register.intro')} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" bg="var(--kramik-surface)">
        <RegisterForm />
      </Paper>
    </Container>
  );
}
