import { useT } from '../i18n/use-t';
import type { ReactNode } from 'react';
import { RoutePage } from './route-page';
import { SurfaceCard } from './surface-card';

/** The account pages whose form has its own introduction, `<id>.intro`. */
type FormRouteId = 'auth' | 'forgot' | 'register' | 'resetPassword' | 'verify';

/** A page around one account form: the route's title, the form's introduction, the form in a card. */
export function FormPage({
  id,
  size,
  children,
}: {
  id: FormRouteId;
  size: number;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <RoutePage id={id} size={size} subtitle={t(`${id}.intro`)}>
      <SurfaceCard>{children}</SurfaceCard>
    </RoutePage>
  );
}
