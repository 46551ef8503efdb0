import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaint } from './src/app/first-paint/first-paint-plugin.ts';

/**
 * The domain's contract modules define zod schemas at top level beside plain constants and
 * helpers the browser needs (DAY_TYPES, isFreeParking, defaults). Building a schema has no side
 * effects, but the bundler cannot know that, so importing one constant used to drag every schema
 * and all of zod (~25 KB gzipped) into the map page. Calls rooted at `z` or at a domain schema
 * (FooSchema.nullable(), FooSchema.extend(...)) are declared pure so unused ones are dropped.
 */
function domainSchemaNames(dir = join(import.meta.dirname, '../../packages/domain/src')): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of source.matchAll(/\bconst (\w+Schema)\s*=/g)) names.add(match[1]!);
  }
  return [...names];
}

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * The installable app (issue 23, docs/decisions/0015). injectManifest: the worker is our own
 * src/service-worker/sw.ts (what is cached and what never is, push, the update flow), the plugin
 * only gives it the list of built files. It registers nothing itself: shared/offline registers the
 * worker after the first paint and offers "Update" when a new version waits, so a page is never
 * reloaded under a driver in the middle of a payment (registerType 'prompt' in spirit).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    // One manifest for every city (the city is chosen inside the app): a neutral name.
    name: 'Городские парковки',
    short_name: 'Парковки',
    description: 'Оплата парковки, карта зон и парковок, абонементы и штрафы',
    lang: 'ru',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // shared/ui/theme.ts: primary.main and background.default
    theme_color: '#1565c0',
    background_color: '#f4f6f9',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The code of every page (not only the map's): what a driver opens offline after the map
    // (the cabinet, the payment form that keeps a payment) must not be a broken chunk. Fonts:
    // woff2 only (every browser we serve); source maps never.
    globPatterns: ['index.html', 'assets/*.{js,css,woff2,png,svg}', '*.{png,svg,ico}'],
    maximumFileSizeToCacheInBytes: 3_000_000,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), firstPaint(), pwa],
  server: {
    port: 5173,
    // In development the API runs apart; the production server serves this build itself.
    proxy: { '/api': apiTarget, '/c/': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The first load is one chunk by design (see codeSplitting below); its gzipped size is what
    // scripts/first-load-size.mjs holds to the budget.
    chunkSizeWarningLimit: 800,
    // <link rel="modulepreload"> is native in every browser we serve (Chrome 66+, Safari 17+,
    // Firefox 115+); older ones just fetch a chunk when it is imported. The polyfill would cost
    // every visitor its bytes on the first load of "/" (docs/decisions/0005).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z', ...domainSchemaNames()] },
      output: {
        codeSplitting: {
          // What "/" loads before anything lazy is one chunk. Left alone, the bundler cuts the
          // modules the first load shares with lazy pages (ButtonBase, Typography, the API
          // client...) into chunks of their own: more requests, and every one of them a hashed
          // name in the preload lists of the entry, which do not compress. Lazy chunks import
          // what they share with the first load from this one; what lazy chunks share among
          // themselves is chunked as usual, so a module used by two lazy pages (shared/) never
          // reaches the first load (docs/decisions/0005).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // a loaded CI machine (see test-setup.ts); a test still fails on its first wrong outcome
    testTimeout: 30_000,
  },
});
