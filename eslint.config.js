import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read the environment only in apps/server/src/config/env.ts.',
};

/** Each server module's tables (db/schema/<module>.ts): only that module writes them. */
export const TABLES = {
  audit: ['auditLog'],
  accounts: [
    'users',
    'sessions',
    'oneTimeCodes',
    'loginFailures',
    'knownAddresses',
    'addresses',
    'invoiceData',
  ],
  catalog: [
    'categories',
    'products',
    'productSearch',
    'searchWords',
    'searchLexemes',
    'productImages',
    'priceHistory',
    'unlistedMakers',
    'stockAlerts',
  ],
  companies: ['companies', 'sellerSettings', 'courierPricing'],
  contact: ['contactMessages'],
  conversations: ['conversationThreads', 'conversationMessages'],
  dashboard: [],
  geo: [],
  logistics: [
    'shipments',
    'shipmentEvents',
    'logisticsSettings',
    'sandboxShipments',
    'sandboxShipxWebhooks',
  ],
  mail: ['mailOutbox'],
  'made-to-order': ['orderProgressPosts'],
  orders: ['cartItems', 'orders', 'orderItems', 'orderEvents', 'checkoutRequests'],
  payments: [
    'paymentOperatorSettings',
    'payments',
    'paymentOrders',
    'paymentNotifications',
    'ledgerEntries',
    'payouts',
    'refunds',
    'sandboxPayments',
    'sandboxDeliveries',
  ],
  passports: ['productPassports', 'makingOfImages', 'pieces'],
  promotions: ['sales', 'saleProducts', 'coupons', 'couponUses', 'cartCoupons'],
  reports: ['reports'],
  reviews: ['reviews', 'reviewInvitations'],
  shops: ['shops', 'shopImages'],
  site: ['siteSettings', 'commissionOverrides', 'platformCarriers'],
};

/** An insert, update or delete of one of the named tables. */
const writeOf = (tables, message) => ({
  selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name=/^(${tables.join('|')})$/]`,
  message,
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
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
    // (order-lifecycle.ts); others call it inside their own transaction. This holds outside the
    // modules too (demo data, command-line tools).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        PROCESS_ENV,
        writeOf(
          ['orders', 'orderItems', 'orderEvents'],
          'Orders, order items and order events are written only by modules/orders (order-lifecycle.ts).',
        ),
      ],
    },
  },
  // Inside the modules, each writes only its own tables (db/schema/<module>.ts); another module's
  // are changed through that module's public files.
  ...Object.keys(TABLES).map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        PROCESS_ENV,
        ...Object.entries(TABLES)
          .filter(([owner, tables]) => owner !== module && tables.length > 0)
          .map(([owner, tables]) =>
            writeOf(
              tables,
              owner === 'orders'
                ? 'Orders, order items and order events are written only by modules/orders (order-lifecycle.ts).'
                : `The ${owner} tables are written only by modules/${owner}; call its public files.`,
            ),
          ),
      ],
    },
  })),
  {
    // Server fences: a module reaches another only through its public files (its service, and the
    // few named here); its repo, routes and helpers stay its own. app.ts and server.ts compose.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/app.ts',
      'apps/server/src/server.ts',
      '**/*.test.ts',
      '**/*.fixtures.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: Object.entries({
            accounts: [],
            audit: [],
            catalog: ['stock', 'sale-prices'],
            companies: [],
            contact: [],
            conversations: [],
            dashboard: [],
            geo: [],
            // The carriers' emulators sit beside the payment operators' under /sandbox.
            logistics: ['sandbox/[\\w.-]+'],
            mail: [],
            'made-to-order': [],
            orders: ['order-lifecycle'],
            payments: [],
            // Checkout records the pieces sold (issue 24).
            passports: ['pieces'],
            promotions: [],
            reports: [],
            reviews: [],
            shops: [],
            site: ['countries', 'maker-approval', 'platform-carriers'],
          }).map(([module, extra]) => ({
            regex: `^(\\.\\./)+(modules/)?${module}/(?!(${[`${module}.service`, ...extra].join('|')})\\.js$)`,
            message: `Another module is reached only through its public files: modules/${module}/${module}.service.ts${extra.map((file) => `, ${file}.ts`).join('')}.`,
          })),
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
  // The web app has one-way zones (STYLE.md): app -> features -> shared components and lib.
  // Features never import each other nor app/; app/routes composes them. Components and lib
  // import neither app/ nor features/.
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
            {
              regex: '^(\\.\\./)+app(/|$)',
              message:
                'A feature must not import from app/; move what it needs to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(app|features)(/|$)',
              message:
                'Shared components and lib import neither app/ nor features/; pass what they need in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
