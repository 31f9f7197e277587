import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SiteRouteId } from '@kramik/contract';
import { PageHeader } from './page-header';

/**
 * A screen whose content a later issue builds: the layout and its heading, nothing that pretends
 * to work (the README's status table lists these).
 */
export function PendingPage({ id }: { id: SiteRouteId }) {
  const { t } = useTranslation();
  return (
    <Container size="lg">
      <PageHeader title={t(`routes.${id}.title`)} />
    </Container>
  );
}
