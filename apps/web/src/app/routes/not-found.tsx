import { Button, Group } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { Link } from 'react-router';
import { StatusPage } from '../../components/status-page';

export default function NotFoundPage() {
  const t = useT();
  return (
    <StatusPage code={404} heading={t('notFound.heading')} body={t('notFound.body')}>
      <Group justify="center">
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
        <Button component={Link} to="/catalog" variant="light">
          {t('notFound.catalog')}
        </Button>
      </Group>
    </StatusPage>
  );
}
