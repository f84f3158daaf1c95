import { endpoints } from '@agrim/contracts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { keptApiRead, newestKeptAnswer } from './scripts/apiReadCache';
import { compileHints } from './scripts/compileHints';
import { firstStyles } from './scripts/firstStyles';
import { offlineHome } from './scripts/offlineHome';
import { routePreloads } from './scripts/routePreloads';
import { schemaFreeApp } from './scripts/schemaFreeApp';

const api = process.env.AGRIM_API ?? 'http://127.0.0.1:8080';
// /home's parts drawn when scrolled near, precached by the worker so an offline home is whole (issue 39).
const home = offlineHome();

/** The first segment of every catalogue path, as a proxy prefix (`^/get/` and the like). */
function apiPrefixes(): string[] {
  const paths = Object.values(endpoints).flatMap((group) => Object.values(group).map((e: { path: string }) => e.path));
  return [...new Set(paths.map((p) => `^/${p.split('/')[1]}(/|$)`))];
}

export default defineConfig({
  plugins: [
    react(),
    ...schemaFreeApp(),
    routePreloads(),
    firstStyles(),
    compileHints(),
    home.plugin,
    // Installable and usable offline (issue 24); see docs/decisions.md "Fast on a phone, offline".
    VitePWA({
      // A new version waits until the reader accepts 'a new version is ready' (lib/pwa/useAppUpdate.ts).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['logo.svg', 'zod-jitless.js', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Agrim: soil health and crop advice',
        short_name: 'Agrim',
        description: 'Soil monitoring and agronomy advice for Indian farms',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#2e7d32',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell only: index.html and icons (styles are in the code). Each screen's code is kept once it has been
        // opened (the CacheFirst rule below), so installing costs a phone no download of screens it never uses.
        // And the Intl warm-up worker (src/lib/intlWarmup.ts), which every page starts: half a kilobyte.
        globPatterns: ['index.html', 'logo.svg', 'zod-jitless.js', 'icons/*.png', 'assets/intlWarmup.worker-*.js'],
        // And /home's deferred parts (the fertigation card, the charts and their chart library): every account
        // opens /home, and offline its lower half must not be 'could not be loaded' for a farmer who never
        // scrolled there (issue 39). Fetched by the worker as it installs, not by the page.
        manifestTransforms: [home.manifestTransform],
        navigateFallback: '/index.html',
        // Server pages that are not the app: the API browser.
        navigateFallbackDenylist: [/^\/docs/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Hashed files never change: the first copy is kept (a year, 400 files at most).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'agrim-assets', expiration: { maxEntries: 400, maxAgeSeconds: 365 * 24 * 3600 } },
          },
          {
            // The last answer of each API read, for when the network drops (NetworkFirst: fresh when online).
            // Only the JSON client's reads, less the staff lists and audit log (scripts/apiReadCache.ts).
            urlPattern: keptApiRead,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'agrim-api',
              networkTimeoutSeconds: 10,
              expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
              // Offline, a read whose address names today or the screen's width finds the newest kept answer of the
              // same path and records (issue 39: an offline /home's charts the next day).
              plugins: [{ handlerDidError: newestKeptAnswer }],
            },
          },
        ],
      },
    }),
  ],
  server: {
    // `npm run dev` here talks to a server started with `npm run dev -w @agrim/server`.
    // Every API path family of the endpoint catalogue, and the API browser. The page paths share no
    // prefix with them except /agri, whose pages (/agri/soil/...) the server also answers with the app.
    proxy: Object.fromEntries([...apiPrefixes(), '/docs'].map((prefix) => [prefix, api])),
  },
  build: {
    chunkSizeWarningLimit: 900,
    // Read by scripts/budget.ts to weigh each screen's first load (issue 24).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Few files on the first load: over HTTP/1.1 on a phone each is a round trip (issue 24). Left alone,
          // the modules shared with other screens came out as dozens of 1-2 KB files.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 4 },
            // What the entry imports is always loaded: one file, whichever screens share it.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // The signed-in frame and what it imports, loaded on every signed-in screen.
            { name: 'frame', test: /src[\\/]app[\\/](layout[\\/]AppLayout|QueryProvider)\.tsx$/, priority: 2 },
            // /home, the screen most accounts open first, and what it imports that the frame does not: other
            // screens sharing a part of it load this file too, likely already kept from their first /home.
            { name: 'home', test: /src[\\/]features[\\/]monitoring[\\/]HomePage\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
