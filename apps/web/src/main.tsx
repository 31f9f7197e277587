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
import './app/styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initAuth, authStore } from './features/accounts/auth-store';
import { initI18n } from './i18n';
import { setUnauthorizedHandler } from './lib/api-client';

async function start() {
  await initI18n();
  // The auth state is known before the first navigation renders (SPEC §2).
  await initAuth();
  // A stored session the server refused goes to /auth before the first page even loads (SPEC §4);
  // later refusals are handled by the layout.
  const { pathname, search } = window.location;
  if (authStore.get().statusFailed && pathname !== '/auth') {
    const redirect = encodeURIComponent(pathname + search);
    window.history.replaceState(null, '', `/auth?redirect=${redirect}`);
  }
  setUnauthorizedHandler(() => authStore.expire());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
