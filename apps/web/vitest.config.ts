import { defineConfig } from 'vitest/config';
import { localeParts } from './locale-parts';

export default defineConfig({
  plugins: [localeParts()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A worker keeps its modules and its document from one file to the next: setting up jsdom
    // and importing Mantine and React again for each file was most of this project's time
    // (98 -> 17 s). Each file leaves a clean page, storage and notification queue
    // (src/testing/between-files.ts).
    isolate: false,
    setupFiles: ['src/testing/between-files.ts'],
    // jsdom renders of whole screens run beside the server suite on two cores: 5 s is too tight
    // for a loaded machine (a checkout screen test timed out there, never on a quiet one).
    testTimeout: 20_000,
  },
});
