import { defineConfig } from 'vitest/config';

/** Unit and API tests of every workspace; the browser journeys run separately (npm run test:e2e). */
export default defineConfig({
  test: {
    // PGlite is CPU-bound WASM: two files at a time suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'packages/contract/vitest.config.ts',
    ],
  },
});
