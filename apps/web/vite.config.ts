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
  },
}));
