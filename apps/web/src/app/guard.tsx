import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { AccessLevel } from '@kramik/contract';
import { useAuth } from '../features/accounts/auth-store';
import { NoAccessPage } from './routes/no-access';

/**
 * The front end's copy of the access rules (PRODUCT.md "Route guards"); the server enforces the
 * same on every call. Visitors go to /auth and come back; the wrong role sees a 403 page; someone
 * who has just logged out (or deleted the account) on a guarded page goes home.
 */
export function Guard({ access, children }: { access: AccessLevel; children: ReactNode }) {
  const { user, signedOut } = useAuth();
  const location = useLocation();
  if (access === 'public') return children;
  if (!user && signedOut) return <Navigate to="/" replace />;
  if (!user) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth?redirect=${redirect}`} replace />;
  }
  if (!canAccess(user.permissions, access)) return <NoAccessPage />;
  return children;
}

export function canAccess(permissions: string, access: AccessLevel) {
  if (access === 'public' || access === 'user') return true;
  if (permissions === 'admin') return true;
  return permissions === access;
}
