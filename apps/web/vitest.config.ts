import { defineConfig } from 'vitest/config';
import { localeParts } from './locale-parts';

export default defineConfig({
  plugins: [localeParts()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
