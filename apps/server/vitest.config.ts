import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // Each worker keeps its modules from one test file to the next: importing the app's graph
    // again for every file (~2 s) was half of the API phases' time. A file still gets its own
    // database and apps (test/helpers.ts); module state is set when an app is built
    // (docs/decisions.md, "Test files share their worker's modules").
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
