import { defineConfig } from 'vitest/config';
import { localeParts } from './locale-parts';

export default defineConfig({
  plugins: [localeParts()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // jsdom renders of whole screens run beside the server suite on two cores: 5 s is too tight
    // for a loaded machine (a checkout screen test timed out there, never on a quiet one).
    testTimeout: 20_000,
  },
});
