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
// The front-end zip (bin/frontend-zip.mjs) builds for the path it will be served under,
// into a folder of its own; `petrel web` serves dist/web at the root.
const outDir =
  process.env.PETREL_WEB_OUT ?? fileURLToPath(new URL('../../dist/web', import.meta.url));
const base = process.env.PETREL_WEB_BASE ?? '/';
if (!/^\/(?:[A-Za-z0-9._~-]+\/)*$/.test(base)) {
  throw new Error(`PETREL_WEB_BASE must be a path that starts and ends with "/", not ${base}`);
}
const apiServer = process.env.PETREL_API_SERVER ?? 'http://127.0.0.1:4000';

const proxied = ['/api', '/oauth', '/nodeinfo', '/.well-known', '/media', '/emoji', '/proxy'];

export default defineConfig({
  root: webRoot,
  base,
  publicDir: 'public',
  plugins: [react()],
  resolve: {
    // React Router 7's package exports name only its development build (remix-run/react-router
    // issues 12532, 14753: "intended to be temporary"); its production build is the same API
    // without the dev warnings, ~0.5 KiB gzip less on the first load.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: the ones the first timeline frame needs
        // share one vendor chunk that stays cached. Named, not "all of node_modules": a library
        // that only a lazy feature uses (DOMPurify, OAuth, the post form's) matched there would
        // be pulled into the initial load and count against the budget (bin/web-budget.mjs).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|mobx|mobx-react-lite|react-router|@tanstack[\\/](?:react-virtual|virtual-core))[\\/]/,
            },
            // The rest of the first load (the app's own modules) as one chunk: without it,
            // Rolldown splits every module that a lazy chunk shares with the first load into
            // a small chunk of its own (~20 of them, each with its import/export glue and its
            // own gzip stream): 177.7 -> 169.7 KiB. `$initial` follows static imports before
            // tree-shaking, so the first load must not import a barrel (`src/core/index.ts`)
            // whose re-exports reach lazy-only modules: they would land in this chunk
            // (tests/web/web-budget.test.ts lists the lazy ones that must stay out).
            { name: 'app', tags: ['$initial'] },
          ],
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
