// The scripting CLI as pieces (dist/cli/main.cjs and dist/cli/split/*.cjs), so that a command
// reads and evaluates only the dispatcher and its own command's code (issue 8: `--version`
// and `timeline --json` evaluated the whole ~690 KB bundle). Used by bin/build.mjs.
//
// esbuild splits code only for ES modules, but bin/petrel needs CommonJS to hand V8 a code
// cache on Node 20 (bin/compile-cache.cjs). So the build runs twice: first the CLI as ES
// module chunks (every dynamic import a split point; the modules two commands share in
// shared chunks, evaluated once), written to a scratch directory; then each chunk alone,
// its imports left external, converted to CommonJS (import() becoming require(), which the
// loader serves from its cache), with the source maps of the first pass carried through.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { build } from 'esbuild';

/**
 * The text CommonJS wraps around a module (Node's Module.wrap), on a line of its own: every
 * CLI bundle is emitted in it, so bin/compile-cache.cjs compiles the file's text as it is
 * (wrapping it there made V8 hold a second copy of each source: ~0.69 MB of main.cjs, 2.1 MB
 * of ui.cjs). bin/compile-cache.cjs knows the same text.
 */
export const WRAPPER_OPEN = '(function (exports, require, module, __filename, __dirname) {';
export const WRAPPER_CLOSE = '});';

/** Where the chunks go, under dist/cli. */
export const SPLIT_DIR = 'split';

async function jsFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await jsFiles(path)));
    else if (entry.name.endsWith('.js')) found.push(path);
  }
  return found;
}

/**
 * Second pass: the chunks' imports of each other stay imports (of the `.cjs` file), and a
 * piece of dist/cli/lazy/ is reached from where the importing file will be.
 */
const chunkImportsExternal = (scratch) => ({
  name: 'petrel-chunk-imports',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const from = relative(scratch, args.resolveDir).split(sep).join('/');
      if (/^\.\/lazy\/[\w-]+\.cjs$/.test(args.path)) {
        return { path: from === '' ? args.path : `../${args.path.slice(2)}`, external: true };
      }
      if (args.path.endsWith('.js')) {
        return { path: `${args.path.slice(0, -3)}.cjs`, external: true };
      }
      return { errors: [{ text: `unexpected import ${args.path} in ${args.importer}` }] };
    });
  },
});

/**
 * Builds `entry` (the CLI's main module) into `outdir` as `main.cjs` plus chunks in
 * `outdir/split/`. `options` are the CommonJS build's (format, define, and the banner and
 * footer of WRAPPER, which only the second pass adds);
 * `plugins` those of the first pass, which must leave every dynamic import of a piece in
 * dist/cli/lazy/ as an external `./lazy/NAME.cjs`.
 */
export async function buildSplitCli({ entry, outdir, options, plugins }) {
  const scratch = await mkdtemp(join(tmpdir(), 'petrel-split-'));
  try {
    const { banner, footer, format: _cjs, ...rest } = options;
    await build({
      ...rest,
      format: 'esm',
      splitting: true,
      entryPoints: { main: entry },
      outdir: scratch,
      entryNames: '[name]',
      chunkNames: `${SPLIT_DIR}/[name]-[hash]`,
      outExtension: {},
      plugins,
    });
    const chunks = await jsFiles(scratch);
    await build({
      ...rest,
      define: {},
      alias: {},
      format: 'cjs',
      // import() of a chunk or a piece becomes a require() (code run from V8's code cache
      // on Node 20 cannot import()); bin/petrel's loader serves it from its cache.
      supported: { 'dynamic-import': false },
      entryPoints: chunks,
      outbase: scratch,
      outdir,
      outExtension: { '.js': '.cjs' },
      banner,
      footer,
      plugins: [chunkImportsExternal(scratch)],
    });
    return chunks.map((file) =>
      relative(scratch, file).split(sep).join('/').replace(/\.js$/, '.cjs'),
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
