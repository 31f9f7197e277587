import { notifications } from '@mantine/notifications';
import { afterAll, beforeAll } from 'vitest';

/**
 * The web tests' workers keep their modules and their document from one test file to the next
 * (`isolate: false` in vitest.config.ts): what a file left in the page, in storage or in Mantine's
 * notification queue (a module's store: five shown, the rest wait) must not reach the next one.
 * This file runs before each test file: a clean start, and a clean end after the file's own hooks.
 */
function clean() {
  notifications.clean();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
}
beforeAll(clean);
afterAll(clean);
