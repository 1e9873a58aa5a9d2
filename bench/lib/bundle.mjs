#!/usr/bin/env node
// Runs a TypeScript benchmark: bundles the entry with esbuild (platform node, ESM, automatic
// JSX, NODE_ENV=production so React, MobX and Ink take their production paths) into a
// fresh directory under os.tmpdir(), then imports it.
//
//   node bench/lib/bundle.mjs bench/normalize.ts
//
// As a module: `await importBundled('bench/normalize.ts')`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { stringWidthFast } from '../../bin/string-width-fast.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Bundles `entry` (a path relative to the repository or absolute) and returns the file. */
export async function bundle(entry) {
  const source = resolve(repoRoot, entry);
  const outDir = mkdtempSync(join(tmpdir(), 'petrel-bench-'));
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  const name = basename(source).replace(/\.[cm]?[jt]sx?$/, '');
  await build({
    entryPoints: { [name]: source },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // As in the CLI build: lazily imported modules (Ink's devtools hook, which needs the
    // absent react-devtools-core) stay in chunks that load only when imported.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'warning',
    // Optional native add-ons of ws and Ink's devtools hook: absent is fine (as in the CLI).
    external: ['bufferutil', 'utf-8-validate', 'react-devtools-core'],
    define: { 'process.env.NODE_ENV': '"production"' },
    // As in the terminal UI's bundles: Ink's text measuring and line cutting
    // (bin/string-width-fast.mjs), so the terminal benchmarks run what users run;
    // BENCH_PLAIN_INK_TEXT=1 bundles those packages as they are, for a before/after.
    plugins: process.env.BENCH_PLAIN_INK_TEXT ? [] : [stringWidthFast],
    // CommonJS dependencies inside an ES module bundle still call require().
    banner: {
      js: "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);",
    },
  });
  return join(outDir, `${name}.mjs`);
}

/** Bundles `entry` and imports it (its top level runs the benchmark). */
export async function importBundled(entry) {
  const file = await bundle(entry);
  // The bundle runs from a temp dir: tell it where the repository is.
  process.env.PETREL_BENCH_ROOT = repoRoot;
  return import(pathToFileURL(file).href);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const entry = process.argv[2];
  if (!entry) {
    process.stderr.write('usage: node bench/lib/bundle.mjs bench/NAME.ts\n');
    process.exit(2);
  }
  process.env.NODE_ENV = 'production';
  await importBundled(entry);
}
