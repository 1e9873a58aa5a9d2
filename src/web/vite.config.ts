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
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: one vendor chunk stays cached. Libraries
        // loaded on demand (DOMPurify: sanitize.ts) stay out of it, or it would pull them in.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(?:dompurify|oauth4webapi|emojibase-data)[\\/])/,
            },
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
