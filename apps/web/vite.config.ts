import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localeParts } from './locale-parts';
import { precompress } from './precompress';

const apiTarget = process.env.KRAMIK_API_URL ?? 'http://127.0.0.1:3000';

/** The router's screens (`src/app/routes/*.tsx`), by the names their chunks take. */
const SCREENS = new Set(
  fs
    .readdirSync(path.join(import.meta.dirname, 'src/app/routes'))
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => name.slice(0, -'.tsx'.length)),
);
/** Whether a built chunk (`assets/<name>-<hash>.js`) is one of the router's screens. */
const isScreen = (file: string) => SCREENS.has(/^assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? '');

/**
 * React Router's production build: its package exports point every condition at
 * `dist/development`, which warns on each render (`ENABLE_DEV_WARNINGS`) and whose default error
 * element greets a user with "Hey developer". Both builds, the browser's and the server
 * renderer's, take `dist/production` (docs/decisions.md, "React Router's production build").
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    localeParts(),
    react(),
    VitePWA({
      // The server renderer's build (entry-server.tsx) writes no service worker; its
      // `virtual:pwa-register` answers "nothing to update".
      disable: isSsrBuild === true,
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Kramik — handmade crafts',
        short_name: 'Kramik',
        description: 'Handmade crafts straight from the makers.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f7f2ea',
        theme_color: '#f7f2ea',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/sandbox\//],
        cleanupOutdatedCaches: true,
        // Pieces seen last stay readable offline (docs/decisions.md, issue 22): the public
        // catalog answers (products, their reviews, categories, countries, the site's config) from
        // the network when it answers within 3 s, else from the last answer kept; product photos
        // (a new photo gets a new address) from the cache first. Nothing signed-in is kept.
        runtimeCaching: [
          {
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/api\/(products|categories|countries|config)(\/|\?|$)/.test(
                url.pathname + (url.search ? '?' : ''),
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'kramik-catalog-api',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/media/products/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'kramik-product-photos',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // Last: after the service worker is written (the server renderer's build needs no copies).
    !isSsrBuild && precompress(),
  ],
  // The contract is TypeScript source: the server renderer carries it compiled.
  ssr: { noExternal: ['@kramik/contract'] },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sandbox': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 300,
    // Fonts stay files, however small (the Polish letters' Fraunces is 3 KB): inlined, a face
    // would weigh on every page's blocking style sheet, used or not.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    copyPublicDir: !isSsrBuild,
    // The screens the entry chunk loads lazily (the router's pages) list only their styles, which Vite's preload helper must load; their JavaScript imports follow
    // as each chunk loads. Listing every screen's chunks in the entry cost the first load 3 KB
    // gzip, growing with each screen; after the first visit the service worker holds them all.
    // The header's lazy parts, a page's own (the home page's shelves, the lightbox) and the HTML
    // keep their full lists.
    modulePreload: {
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === 'js' && /^assets\/index-[^/]+\.js$/.test(hostId) && isScreen(file)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
  },
}));
