import { Container, Group, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import type { SiteRouteId } from '@kramik/contract';
import { PageHeader } from './page-header';

interface RouteHeaderProps {
  id: SiteRouteId;
  /** Under the title: the route's `routeDescriptions.<id>` unless given; `null` for none. */
  subtitle?: ReactNode;
}

/** A route's heading: the title `routes.<id>.title` and a subtitle. */
export function RouteHeader({ id, subtitle }: RouteHeaderProps) {
  const t = useT();
  return (
    <PageHeader
      title={t(`routes.${id}.title`)}
      subtitle={subtitle === undefined ? t(`routeDescriptions.${id}`) : subtitle}
    />
  );
}

/**
 * A route's page: its width, its heading and the content below. An `action` (even `null` for
 * now) puts the heading in a row with it.
 */
export function RoutePage({
  id,
  size,
  subtitle,
  action,
  children,
}: RouteHeaderProps & {
  size: ContainerProps['size'];
  action?: ReactNode;
  children?: ReactNode;
}) {
  const header = <RouteHeader id={id} subtitle={subtitle} />;
  return (
    <Container size={size}>
      {action === undefined ? (
        header
      ) : (
        <Group justify="space-between" align="flex-start" gap="md">
          {header}
          {action}
        </Group>
      )}
      {children}
    </Container>
  );
}
