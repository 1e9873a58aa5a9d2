/**
 * Vite config of the web client (run by bin/build.mjs: `node bin/build.mjs web`).
 * The bundle goes to <repo>/dist/web, served by `petrel web` (src/cli/web-host/serve.ts).
 * For `npx vite -c src/web/vite.config.ts`, API calls are proxied to PETREL_API_SERVER
 * (default http://127.0.0.1:4000, e.g. a `petrel sandbox --port 4000`).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/** Public files the shell worker keeps besides the build's scripts and styles. */
const SHELL_PUBLIC_FILES = ['logo.svg', 'manifest.webmanifest'];

/**
 * A variable of a default theme in theme.css: pleroma-dark's first `:root` block, or
 * pleroma-light's under `prefers-color-scheme: light`.
 */
function themeVariable(name: string, scheme: 'dark' | 'light' = 'dark'): string {
  const css = readFileSync(new URL('./styles/theme.css', import.meta.url), 'utf8');
  const from = scheme === 'light' ? css.indexOf('(prefers-color-scheme: light)') : 0;
  const root = /:root\s*\{([^}]*)\}/.exec(css.slice(Math.max(from, 0)))?.[1] ?? '';
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(root)?.[1]?.trim();
  if (from < 0 || !value) throw new Error(`theme.css has no ${name} for ${scheme}`);
  return value;
}

/**
 * Issue 16, the progressive web app. The manifest (`manifest.webmanifest`: name, icon,
 * start URL and scope relative to itself, so any base path works; the dark theme's colours:
 * the top bar's `--fg`, the page's `--bg`) and its link, and `theme-color` in index.html for
 * each default theme (a chosen theme's replaces them: index.html, theme-cache.ts); and
 * `sw.js` beside index.html: src/web/pwa/shell-sw.js after the list of files it keeps (every
 * built script and stylesheet, relative to the worker) and a version naming them (a new
 * build, a new worker and cache).
 */
function progressiveWebApp(base: string): Plugin {
  const themeColor = themeVariable('--fg');
  return {
    name: 'petrel-progressive-web-app',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: `${base}manifest.webmanifest` } },
      ...(['dark', 'light'] as const).map((scheme) => ({
        tag: 'meta',
        // Before index.html's theme script, which gives them a chosen theme's colour.
        injectTo: 'head-prepend' as const,
        attrs: {
          name: 'theme-color',
          media: `(prefers-color-scheme: ${scheme})`,
          content: themeVariable('--fg', scheme),
        },
      })),
    ],
    generateBundle() {
      const manifest = {
        id: './',
        name: 'Petrel',
        short_name: 'Petrel',
        description: 'A client for Pleroma-style fediverse servers',
        start_url: './',
        scope: './',
        display: 'standalone',
        theme_color: themeColor,
        background_color: themeVariable('--bg'),
        icons: [{ src: 'logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      };
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
    // After the bundle is final (Vite drops the chunks that only held CSS late, in its own
    // generateBundle): the worker lists what was written.
    writeBundle(options, bundle) {
      const built = Object.keys(bundle).filter((name) => /\.(?:m?js|css)$/.test(name));
      const shell = [...built.filter((name) => name !== 'sw.js').sort(), ...SHELL_PUBLIC_FILES];
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 16);
      const source = readFileSync(new URL('./pwa/shell-sw.js', import.meta.url), 'utf8');
      writeFileSync(
        join(options.dir ?? outDir, 'sw.js'),
        `const SHELL = ${JSON.stringify(shell)};\nconst VERSION = '${version}';\n${source}`,
      );
    },
  };
}

/** The package's version, shown on the about page (spec part 2 §2 "version display"). */
const version = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const proxied = ['/api', '/oauth', '/nodeinfo', '/.well-known', '/media', '/emoji', '/proxy'];

export default defineConfig({
  root: webRoot,
  base,
  publicDir: 'public',
  plugins: [react(), progressiveWebApp(base)],
  resolve: {
    alias: {
      'use-sync-external-store/shim': fileURLToPath(
        new URL('./vendor-shims/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  // Read only by lazy screens (the about page): nothing of it in the first load.
  define: { 'import.meta.env.PETREL_VERSION': JSON.stringify(version) },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // No modulepreload polyfill (~0.3 KiB gzip of the first load): every browser the target
    // (es2022) runs in but Safari < 17 and Firefox < 115 preloads natively, and those only
    // fetch the chunks one import later without it. Paid the instance panel setting's bytes.
    modulePreload: { polyfill: false },
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
              test: /node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|mobx|mobx-react-lite)[\\/]/,
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
