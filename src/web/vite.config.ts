/**
 * Vite config of the web client (run by bin/build.mjs: `node bin/build.mjs web`).
 * The bundle goes to <repo>/dist/web, served by `petrel web` (src/cli/web-host/serve.ts).
 * For `npx vite -c src/web/vite.config.ts`, API calls are proxied to PETREL_API_SERVER
 * (default http://127.0.0.1:4000, e.g. a `petrel sandbox --port 4000`).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/web', import.meta.url));
const apiServer = process.env.PETREL_API_SERVER ?? 'http://127.0.0.1:4000';

const proxied = ['/api', '/oauth', '/nodeinfo', '/.well-known', '/media', '/emoji', '/proxy'];

export default defineConfig({
  root: webRoot,
  base: '/',
  publicDir: 'public',
  plugins: [react()],
  resolve: {
    // The shipped page runs on preact/compat, the React API in ~10 KiB gzip instead of
    // react-dom's ~67: with it the initial JS fits the budget of bench/web-budget.mjs (react-dom
    // alone was 45 % of it). Source and unit tests keep React's API and types; the e2e
    // suite runs this build. Exact matches only, so `react-dom/server` etc. stay unresolved.
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // react-router reads React's `useOptimistic` by name and falls back when it is absent,
      // as it is in preact/compat: that one warning is expected, every other one is shown.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.id?.includes('/react-router/')) {
          return;
        }
        warn(warning);
      },
      output: {
        // Libraries change less often than the app: one vendor chunk stays cached. Libraries
        // loaded on demand (DOMPurify: sanitize.ts) stay out of it, or it would pull them in.
        codeSplitting: {
          groups: [{ name: 'vendor', test: /node_modules[\\/](?!dompurify[\\/])/ }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      proxied.map((prefix) => [
        prefix,
        { target: apiServer, changeOrigin: true, ws: prefix === '/api' },
      ]),
    ),
  },
});
