// First: the schemas of every module imported below are made without zod's `eval` probe.
import './lib/zod-jitless';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// Component styles in Mantine's documented order: later ones build on the earlier ones.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/notifications/styles.css';
import '@fontsource-variable/inter/index.css';
import '@fontsource/fraunces/600.css';
import './app/fonts/polish.css';
import './app/styles.css';

import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { matchLocale } from '@kramik/contract';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createRouter, loadRoutesOf } from './app/router';
import { initAuth, authStore } from './features/accounts/auth-store';
import { setRenderTime } from './features/shops/use-now';
import i18n, { initI18n, settleLocale } from './i18n';
import { setUnauthorizedHandler } from './lib/api-client';
import { HydrationProvider, useHydrated } from './lib/use-hydrated';
import { preloadParts } from './lib/lazy-part';
import { SERVER_DATA_ID } from './server-data';

/** What the server rendered the page with (entry-server.tsx), when it did. */
function serverData(): DehydratedState | undefined {
  const script = document.getElementById(SERVER_DATA_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

/**
 * Marks the document once the app has rendered or hydrated (`<html data-app-ready>`): until then a
 * server-rendered page shows its content but its buttons do nothing yet. The browser journeys wait
 * for it after each page load.
 */
function MarkReady({ then }: { then?: () => void }) {
  // Not at the hydration's own commit, which still shows the visitor the server rendered for: at
  // the render that follows it, with this browser's session, stored lists and clock.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.dataset.appReady = 'true';
    then?.();
  }, [hydrated, then]);
  return null;
}

async function start() {
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const rendered = serverData();
  // A server-rendered page hydrates in the language it was rendered in, then follows this
  // browser's choice if that differs.
  const renderedLocale = rendered ? matchLocale(document.documentElement.lang) : undefined;
  await initI18n(renderedLocale);
  // The site's texts come in the interface's language (`useSiteConfig`): a new language asks again.
  i18n.on(
    'languageChanged',
    () => void queryClient.invalidateQueries({ queryKey: ['site-config'] }),
  );
  // The auth state is known before the first navigation renders (SPEC §2).
  await initAuth();
  // A stored session the server refused goes to /auth before the first page even loads (SPEC §4);
  // later refusals are handled by the layout.
  const { pathname, search } = window.location;
  const redirected = authStore.get().statusFailed && pathname !== '/auth';
  if (redirected) {
    const redirect = encodeURIComponent(pathname + search);
    window.history.replaceState(null, '', `/auth?redirect=${redirect}`);
  }
  setUnauthorizedHandler(() => authStore.expire());
  const hydrating = rendered !== undefined && !redirected;
  if (hydrating) {
    hydrate(queryClient, rendered);
    setRenderTime(Number(document.getElementById(SERVER_DATA_ID)?.dataset.renderedAt) || undefined);
    // The lazy parts the server rendered (the header's search, the home page's shelves) hydrate
    // with the page: a part still loading would be replaced by its fallback at the first update.
    const parts = document.getElementById(SERVER_DATA_ID)?.dataset.parts?.split(' ') ?? [];
    await Promise.all([loadRoutesOf(pathname), preloadParts(parts)]);
    // Parts defined by the page's own module, which has run now.
    await preloadParts(parts);
  }
  const app = (
    <StrictMode>
      <HydrationProvider hydrating={hydrating}>
        <App queryClient={queryClient}>
          <RouterProvider router={createRouter()} />
          {/* entry-server.tsx keeps this place (useId's ids depend on the tree's shape). */}
          <MarkReady
            // Hydrated in the server's language: now follow this browser's choice if it differs.
            then={hydrating && renderedLocale ? () => void settleLocale(renderedLocale) : undefined}
          />
        </App>
      </HydrationProvider>
    </StrictMode>
  );
  if (hydrating) {
    // The server's page is already there: let the browser paint it before hydrating, and hydrate
    // as a transition, in slices that leave the main thread free for the visitor's input.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
