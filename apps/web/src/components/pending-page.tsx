import { Container } from '@mantine/core';
import { useT } from '../i18n/use-t';
import type { SiteRouteId } from '@kramik/contract';
import { PageHeader } from './page-header';

/**
 * A screen whose content a later issue builds: the layout and its heading, nothing that pretends
 * to work (the README's status table lists these).
 */
export function PendingPage({ id }: { id: SiteRouteId }) {
  const t = useT();
  return (
    <Container size="lg">
      <PageHeader title={t(`routes.${id}.title`)} />
    </Container>
  );
}
