import { Box, Container, Progress, Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useI18n, useT } from '../../i18n/use-t';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { useAuth } from '../../features/accounts/auth-store';
import { ensurePageStrings } from '../../i18n';
import type { RouteHandle } from '../route-handle';
import { CardHeartProvider } from './card-heart';
import { NotificationsStepAside, RouteFocus } from './focus-management';
import { SandboxRibbon } from './sandbox-ribbon';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { UpdatePrompt } from './update-prompt';

export function MainLayout() {
  const t = useT();
  const navigation = useNavigation();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="kramik-skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <DocumentMeta />
      <ScrollToTop />
      <RouteFocus />
      <NotificationsStepAside />
      <StatusRedirect />
      {navigation.state === 'loading' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 300 }}
          aria-label={t('layout.loading')}
        />
      )}
      <SandboxRibbon />
      <SiteHeader />
      <Box component="main" id="main" style={{ flex: 1 }} py={{ base: 'lg', sm: 'xl' }}>
        <CardHeartProvider>
          <Outlet />
        </CardHeartProvider>
      </Box>
      <SiteFooter />
      <UpdatePrompt />
    </Box>
  );
}

/** Title and meta description from the current route's translation keys, after each navigation. */
function DocumentMeta() {
  const { t, i18n } = useI18n();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.id)
    ?.handle as RouteHandle | undefined;
  const id = handle?.id ?? 'notFound';
  useEffect(() => {
    const title = t(`routes.${id}.title`);
    document.title = id === 'home' ? title : `${title} · Kramik`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    // The descriptions are screens' strings: a screen's own loader has fetched them; the home
    // page and the not-found page fetch them now (the server's page has its own description).
    const key = `routeDescriptions.${id}`;
    let current = true;
    const describe = () => {
      if (current && i18n.exists(key)) meta.content = t(key);
    };
    if (i18n.exists(key)) describe();
    else ensurePageStrings().then(describe, () => undefined);
    return () => {
      current = false;
    };
  }, [id, t, i18n, i18n.language]);
  return null;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** SPEC §4: when the stored session fails its status check, go to /auth. */
function StatusRedirect() {
  const { statusFailed } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (statusFailed && location.pathname !== '/auth') {
      const redirect = encodeURIComponent(location.pathname + location.search);
      void navigate(`/auth?redirect=${redirect}`, { replace: true });
    }
  }, [statusFailed, location.pathname, location.search, navigate]);
  return null;
}

/** Shown while a page's code loads for the first time: never a blank page. */
export function PageSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <Stack gap="md">
        <Skeleton height={36} width="40%" />
        <Skeleton height={16} width="70%" />
        <Skeleton height={220} />
      </Stack>
    </Container>
  );
}
