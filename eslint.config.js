import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read the environment only in apps/server/src/config/env.ts.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      // A copy of the shared catalog generator, kept byte for byte.
      'bench/gen-catalog.mjs',
      'apps/web/dev-dist/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'packages/contract/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and hooks are async by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-restricted-syntax': ['error', PROCESS_ENV],
    },
  },
  {
    // The order has one owner: only modules/orders writes orders, order items and order events
    // (order-lifecycle.ts); others call it inside their own transaction.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/orders/**', 'apps/server/src/db/demo/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        PROCESS_ENV,
        {
          selector:
            'CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name=/^(orders|orderItems|orderEvents)$/]',
          message:
            'Orders, order items and order events are written only by modules/orders (order-lifecycle.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/config/env.ts', '**/vite.config.ts', 'e2e/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests read injected answers (`response.json()` is untyped) and the test database settings.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'e2e/**'],
    rules: {
      'no-restricted-syntax': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  // Web features never import each other; app/routes composes them (STYLE.md).
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${'\\.\\./'.repeat(depth)}[^.]`,
              message: 'A feature must not import another feature; compose them in app/routes.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
