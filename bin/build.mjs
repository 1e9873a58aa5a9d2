#!/usr/bin/env node
// Builds what `bin/petrel` runs: one bundled ES module for the CLI, with the terminal UI,
// sandbox and web server split into chunks loaded only by the commands that need them
// (a bundle starts ~5x faster than loose node_modules imports), then the web client.
// Run by `npm install`'s prepare step and by `npm run build`.
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2]; // 'cli' | 'web' | undefined (both)

async function buildCli() {
  await rm(join(root, 'dist/cli'), { recursive: true, force: true });
  await build({
    entryPoints: { main: join(root, 'src/terminal/cli/main.ts') },
    outdir: join(root, 'dist/cli'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: 'none',
    sourcemap: 'linked',
    jsx: 'automatic',
    logLevel: 'warning',
    // Optional native speed-ups of ws and Ink's devtools hook: absent is fine.
    external: ['bufferutil', 'utf-8-validate', 'react-devtools-core'],
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.DEV': 'undefined' },
    // CommonJS dependencies inside an ES module bundle still call require().
    banner: {
      js: "import { createRequire as __petrelCreateRequire } from 'node:module'; const require = __petrelCreateRequire(import.meta.url);",
    },
  });
}

async function buildWeb() {
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: join(root, 'src/web/vite.config.ts'),
    logLevel: 'warn',
  });
}

const started = Date.now();
if (!only || only === 'cli') await buildCli();
if (!only || only === 'web') await buildWeb();
process.stdout.write(`petrel: built ${only ?? 'cli + web'} in ${Date.now() - started} ms\n`);
