import { Container, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResetAccess } from '../../features/accounts/components/reset-access';
import { PageHeader } from '../../components/page-header';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <Container size={640}>
      <PageHeader title={t('routes.resetPassword.title')} subtitle={t('resetPassword.intro')} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" bg="var(--kramik-surface)">
        <ResetAccess />
      </Paper>
    </Container>
  );
}
