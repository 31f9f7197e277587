import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localeParts } from './locale-parts';
import { precompress } from './precompress';

const apiTarget = process.env.KRAMIK_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
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
    copyPublicDir: !isSsrBuild,
    // A lazy screen's styles are loaded by Vite's preload helper, so they stay in its list; its
    // JavaScript imports are not listed (the screen's own chunk asks for them as it loads). The
    // list of every screen's chunks sat in the first load (3 KB gzip, growing with each screen);
    // after the first visit the service worker holds every chunk. The page's own HTML keeps its
    // full list.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
}));
