#!/usr/bin/env node
// Builds what `bin/petrel` runs (a bundle starts ~5x faster than loose node_modules
// imports), then the web client. In dist/cli/, all CommonJS run by bin/petrel from V8's
// code cache, each file pre-wrapped in CommonJS's function wrapper: main.cjs, the dispatcher,
// and split/*.cjs, each command group's code and the modules groups share (a command reads
// only its own: bin/split-bundle.mjs); ui.cjs, every command with the terminal UI inside
// (for the command lines that open it); lazy/*.cjs, self-contained pieces only some runs
// load; build-id, which keys the code cache. Run by `npm install`'s prepare step and by
// `npm run build`.
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { commonJsOnce } from './commonjs-once.mjs';
import { DECODE_BASE64_SOURCE } from './entities-decode.mjs';
import { loadOnFirstCall } from './load-on-first-call.mjs';
import { buildSplitCli, SPLIT_DIR, WRAPPER_CLOSE, WRAPPER_OPEN } from './split-bundle.mjs';
import { stringWidthFast } from './string-width-fast.mjs';
import { uiCommandsOnly } from './ui-commands-only.mjs';
import { checkWebBudget } from './web-budget.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2]; // 'cli' | 'web' | undefined (both)

/** Options both CLI bundles share. */
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  minifySyntax: true,
  minifyWhitespace: true,
  legalComments: 'none',
  sourcemap: 'linked',
  jsx: 'automatic',
  logLevel: 'warning',
  absWorkingDir: root, // metafile paths relative to the repository
  // MobX's ES module build: imported from our ES modules, its CommonJS build needs an
  // interop wrapper per importing file, each copying MobX's ~100 exports at start-up.
  alias: { mobx: 'mobx/dist/mobx.esm.production.min.js' },
  // Optional native speed-ups of ws and Ink's devtools hook: absent is fine.
  external: ['bufferutil', 'utf-8-validate', 'react-devtools-core'],
  define: { 'process.env.NODE_ENV': '"production"', 'process.env.DEV': 'undefined' },
};

/**
 * What only some commands need, as separate CommonJS files in dist/cli/lazy/: the main
 * bundle stays small (V8 reads and checks less on every start) and each piece is loaded by
 * the command that uses it. None of them shares live state with the main bundle.
 */
const LAZY = {
  format: 'src/cli/format.ts', // human output (statuses in plain HTML need no more)
  html: 'src/shared/text/html-to-plain.ts', // html-to-text and its HTML parser, for other HTML
  socket: 'src/terminal/ports/socket.ts', // ws, for `petrel stream`
  sandbox: 'src/sandbox/cli.ts', // `petrel sandbox` and `petrel demo`
  serve: 'src/cli/web-host/serve.ts', // `petrel web`
  undici: 'undici', // only when HTTP(S)_PROXY is set
  'terminal-image': 'terminal-image', // the UI, when it shows an image (jimp: ~1.5 MB)
  // The terminal UI, should main.cjs ever be asked for it: bin/petrel runs UI command lines
  // from ui.cjs instead, which holds the UI itself (one copy of the model, not two).
  interactive: 'src/cli/interactive.ts',
  // Sign-in's OAuth client and the shoutbox's Phoenix channels, on first use (issue 10).
  oauth: 'oauth4webapi',
  phoenix: 'phoenix',
  mime: 'mime', // file types of `--media`/`upload` files and the compose pane's attach line
  qrcode: 'qrcode-generator', // the security screen's two-factor QR code, when it shows one
  i18n: 'src/shared/i18n/index.ts', // the catalogue's words for an upload failure
  emoji: 'src/core/model/emoji-unicode.ts', // Unicode emoji data (~0.6 MB), on first use
  // Emoji names and keywords in one language each, read only in that language (issue 14).
  ...Object.fromEntries(
    ['ar', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'zh'].map((l) => [
      `emoji-${l}`,
      `src/core/model/emoji-locales/${l}.ts`,
    ]),
  ),
};

// Pieces whose one export is `default`.
const DEFAULT_ONLY = new Set(['terminal-image', 'mime', 'qrcode']);

/**
 * Dynamic imports of the LAZY modules (but those `inline`) become require()s of pieces:
 * `./lazy/NAME.cjs` from dist/cli/, `./NAME.cjs` from a piece in dist/cli/lazy/ (`from`).
 * With `from` 'split' (the first pass of bin/split-bundle.mjs, ES modules), they stay
 * `import('./lazy/NAME.cjs')`, which the second pass makes require()s.
 */
const lazyPieces = (inline = [], from = 'dist/cli') => ({
  name: 'petrel-lazy-pieces',
  setup(b) {
    const byPath = new Map();
    const dir = from === 'dist/cli' ? './lazy/' : './';
    b.onResolve({ filter: /^\.\/(lazy\/)?[\w-]+\.cjs$/ }, (args) =>
      args.namespace === 'petrel-lazy' ? { path: args.path, external: true } : undefined,
    );
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'petrel-lazy') return undefined;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'petrel-lazy',
      });
      if (found.errors.length > 0 || found.external) return undefined;
      if (byPath.size === 0) {
        for (const [name, where] of Object.entries(LAZY)) {
          byPath.set(join(root, where.startsWith('src/') ? where : `node_modules/${where}`), name);
        }
      }
      const name =
        byPath.get(found.path.replace(/\.tsx?$/, '.ts')) ??
        [...byPath].find(([dir]) => found.path.startsWith(`${dir}/`))?.[1];
      if (!name || inline.includes(name)) return undefined;
      if (from === 'split') return { path: `./lazy/${name}.cjs`, external: true };
      return { path: name, namespace: 'petrel-lazy' };
    });
    // `await import(x)` becomes a require() of the piece, which bin/petrel's loader caches.
    // An ES module importing CommonJS sees `module.exports` as `default` (Node's rule, which
    // esbuild follows), so a piece whose export is `default` hands over that value itself.
    b.onLoad({ filter: /.*/, namespace: 'petrel-lazy' }, (args) => ({
      contents: `module.exports = require('${dir}${args.path}.cjs')${DEFAULT_ONLY.has(args.path) ? '.default' : ''};`,
      loader: 'js',
    }));
  },
});

/**
 * commander requires `node:child_process` at load for one feature Petrel does not use
 * (subcommands as separate executables); loading it costs every command ~1 ms, so its
 * copy gets a stand-in that loads the real module only if that feature ever runs.
 */
const lazyChildProcessForCommander = {
  name: 'petrel-commander-child-process',
  setup(b) {
    b.onResolve({ filter: /^node:child_process$/ }, (args) =>
      args.importer.includes('/node_modules/commander/')
        ? { path: 'child_process', namespace: 'petrel-lazy-builtin' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'petrel-lazy-builtin' }, () => ({
      contents: "module.exports = { get spawn() { return require('node:child_process').spawn; } };",
      loader: 'js',
    }));
  },
};

/**
 * Builtins the terminal UI's bundles import at load but need only later, if ever: each
 * import gets a stand-in that loads the real module on first use, so the UI's first frame
 * does not wait for them and the process does not hold them (~1 MiB of RSS with
 * node:fs/promises, measured with `node -e`). child_process (with dgram, which it loads) for
 * Ink's terminal-size (a fallback that asks `tput`), the external editor and desktop
 * notifications; assert for signal-exit (Ink's), which only checks a callback with it.
 */
const LAZY_UI_BUILTINS = {
  child_process: {
    from: /.*/,
    contents: `module.exports = Object.defineProperties({}, Object.fromEntries(['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork', 'ChildProcess'].map((name) => [name, { enumerable: true, get: () => require('node:child_process')[name] }])));`,
  },
  // ws (the streaming socket) needs TLS only for wss: and zlib only when the server agrees
  // to compress messages; it requires both, and https, when it loads (~1.2 MiB of RSS
  // against an http server, measured with `node -e`).
  ...Object.fromEntries(
    ['https', 'tls', 'zlib'].map((name) => [
      name,
      {
        from: /[\\/]node_modules[\\/]ws[\\/]/,
        contents: `module.exports = new Proxy({}, { get: (_, key) => require('node:${name}')[key] });`,
      },
    ]),
  ),
  assert: {
    from: /[\\/]signal-exit[\\/]/,
    // assert.equal compares with ==; the real module is loaded only to throw its error.
    contents:
      "module.exports = { equal: (actual, expected, message) => { if (actual != expected) require('node:assert').equal(actual, expected, message); } };",
  },
};

const lazyBuiltinsForTheUi = {
  name: 'petrel-ui-lazy-builtins',
  setup(b) {
    b.onResolve({ filter: /^(node:)?(child_process|assert|https|tls|zlib)$/ }, (args) => {
      const name = args.path.replace(/^node:/, '');
      return args.namespace !== 'petrel-ui-lazy-builtin' &&
        LAZY_UI_BUILTINS[name].from.test(args.importer)
        ? { path: name, namespace: 'petrel-ui-lazy-builtin' }
        : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'petrel-ui-lazy-builtin' }, (args) => ({
      contents: LAZY_UI_BUILTINS[args.path].contents,
      loader: 'js',
    }));
  },
};

/**
 * `node:process` is the global `process`; requiring it still loads and compiles a builtin
 * module at start (commander and atomically ask for it), so the bundles get the global. An
 * ES import gets it as an ES module's default: as CommonJS, each importing module held its
 * own copy of process's 84 properties (see commonjs-once.mjs).
 */
const processIsGlobal = {
  name: 'petrel-process-global',
  setup(b) {
    b.onResolve({ filter: /^(node:)?process$/ }, (args) => ({
      path: args.kind === 'import-statement' ? 'process.mjs' : 'process.cjs',
      namespace: 'petrel-process',
    }));
    b.onLoad({ filter: /.*/, namespace: 'petrel-process' }, (args) => ({
      // The names bundled packages import (ink: cwd, is-in-ci: env); another fails the build.
      contents:
        args.path === 'process.mjs'
          ? 'export default process; export const env = process.env; export const cwd = () => process.cwd();'
          : 'module.exports = process;',
      loader: 'js',
    }));
  },
};

/**
 * dom-serializer (html-to-text's) takes three escaping functions from `entities`' index,
 * which also brings that version's HTML decoding table and encoding trie (~80 KB, built
 * into typed arrays and maps when the human output or the UI loads: memory and time for
 * nothing, since htmlparser2 decodes with its own newer copy). Its import gets the module
 * that defines those three functions.
 */
const entitiesEscapeOnly = {
  name: 'petrel-entities-escape-only',
  setup(b) {
    b.onResolve({ filter: /^entities$/ }, async (args) => {
      if (!/[\\/]dom-serializer[\\/]/.test(args.importer)) return undefined;
      const found = await b.resolve('entities/lib/escape.js', {
        kind: args.kind,
        resolveDir: args.resolveDir,
      });
      if (found.errors.length > 0) {
        return { errors: [{ text: "entities' escape.js was not found (bin/build.mjs)" }] };
      }
      return { path: found.path };
    });
  },
};

/**
 * `entities` (htmlparser2's) builds its HTML decoding table with a JavaScript base64 loop
 * that V8 optimises on the spot, which leaves ~4.5 MiB of compiler memory resident in every
 * run that formats HTML: its bundled copy decodes with Buffer instead (bin/entities-decode.mjs).
 * If an update moves or renames the helper, the build says so and keeps the original.
 */
const entitiesNativeBase64 = {
  name: 'petrel-entities-native-base64',
  setup(b) {
    b.onLoad(
      { filter: /[\\/]entities[\\/]dist[\\/]esm[\\/]internal[\\/]decode-shared\.js$/ },
      async (args) => {
        const code = await readFile(args.path, 'utf8');
        if (!/export function decodeBase64\(/.test(code)) {
          return {
            contents: code,
            warnings: [{ text: "entities' decodeBase64 was not found; left as it is" }],
          };
        }
        return { contents: DECODE_BASE64_SOURCE, loader: 'js' };
      },
    );
  },
};

/**
 * MobX defines 1,000 index accessors on its legacy (non-Proxy) array class when it loads,
 * ~300 KB and ~0.7 ms on every start, for arrays Petrel never makes (MobX uses Proxies
 * here, and the legacy class reserves more accessors itself as its arrays grow). The call
 * is dropped from the bundled copy; if a MobX update changes its shape, the build says so
 * and keeps MobX as it is.
 */
const mobxWithoutArrayReserve = {
  name: 'petrel-mobx-array-reserve',
  setup(b) {
    b.onLoad({ filter: /[\\/]mobx[\\/]dist[\\/]mobx\.esm\.production\.min\.js$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      const reserve = /\}\)\),[A-Za-z_$][\w$]*\(1e3\);/;
      if (!reserve.test(code)) {
        return {
          contents: code,
          warnings: [{ text: "MobX's array reserve call was not found; left as it is" }],
        };
      }
      return { contents: code.replace(reserve, '})),0;') };
    });
  },
};

/**
 * Ink imports `yoga-layout`, whose entry compiles yoga's WebAssembly with a top-level await,
 * which CommonJS cannot hold: Ink's import resolves to src/terminal/app/layout-engine.ts
 * instead, which the UI awaits before it renders.
 */
const yogaLoadedByTheUi = {
  name: 'petrel-yoga-layout-engine',
  setup(b) {
    b.onResolve({ filter: /^yoga-layout$/ }, () => ({
      path: join(root, 'src/terminal/app/layout-engine.ts'),
    }));
  },
};

/**
 * yoga's Emscripten loader takes its WebAssembly from a base64 `data:` URL through the global
 * `fetch`, which on Node loads and sets up Node's internal undici (and compiles undici's own
 * WebAssembly HTTP parser) before the UI's first frame: ~190 ms of the terminal UI's start on
 * a loaded machine, for a URL that is a constant. The bundled copy reads the same bytes from
 * `dist/cli/yoga.wasm`, written here, as the loader's own fallback would without fetch: the
 * base64 text (128 KB) was held twice for the whole session, in the bundle's source, which V8
 * keeps, and as the string itself (issue 10: RSS at the first frame, bench/README.md). If a
 * yoga update changes the loader, the build says so and keeps it as it is (it still works,
 * only slower and heavier).
 */
const YOGA_WASM = 'dist/cli/yoga.wasm';
const yogaWithoutFetch = {
  name: 'petrel-yoga-without-fetch',
  setup(b) {
    // Where the file is from the bundle being built (ui.cjs, or a piece in dist/cli/lazy/).
    const out = b.initialOptions.outdir ?? dirname(b.initialOptions.outfile ?? '');
    const fromBundle = relative(out, join(root, YOGA_WASM)).split(sep).join('/');
    b.onLoad(
      { filter: /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/][^\\/]+\.js$/ },
      async (args) => {
        const code = await readFile(args.path, 'utf8');
        const loader = 'function ya(){return w||"function"!=typeof fetch?';
        const dataUrl = /H="data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)"/.exec(code);
        if (
          !code.includes(loader) ||
          !code.includes('function ua(a){return a.startsWith(') ||
          !dataUrl
        ) {
          return {
            contents: code,
            warnings: [{ text: "yoga's WebAssembly loader was not found; left as it is" }],
          };
        }
        await writeFile(join(root, YOGA_WASM), Buffer.from(dataUrl[1], 'base64'));
        const read = `w=require("node:fs").readFileSync(require("node:path").join(__dirname,${JSON.stringify(fromBundle)}))`;
        const decoded = `function ya(){if(!w&&ua(H))${read};return w||"function"!=typeof fetch?`;
        return {
          contents: code
            .replace(dataUrl[0], 'H="data:application/octet-stream;base64,"')
            .replace(loader, decoded),
          loader: 'js',
        };
      },
    );
  },
};

/**
 * Ink's reconciler has two top-level awaits, both only when DEV=true (React devtools and
 * Ink's package.json for them), which Petrel never sets (`process.env.DEV` is undefined
 * in its bundles). They are cut from the bundled copy; if an Ink update changes them, the
 * build stops and says so rather than ship a UI that cannot load.
 */
const inkWithoutDevtools = {
  name: 'petrel-ink-devtools',
  setup(b) {
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]reconciler\.js$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      const devtools = "await import('./devtools.js');";
      const packageJson = 'await loadPackageJson()';
      if (!code.includes(devtools) || !code.includes(packageJson)) {
        return { errors: [{ text: "Ink's devtools awaits were not found (bin/build.mjs)" }] };
      }
      return {
        contents: code.replace(devtools, 'void 0;').replace(packageJson, '{}'),
        loader: 'js',
      };
    });
  },
};

const MAIN = 'src/cli/main.ts';

const cjsDefine = { ...common.define, 'import.meta.url': '__petrelModule.url' };
// import.meta.url in CommonJS, worked out only where it is used. Sources resolve files
// beside the bundle (`../web/`, `../locales/` from dist/cli/): a chunk in dist/cli/split/ or
// dist/cli/lazy/ answers as if it were in dist/cli/ (`petrel web` found no client otherwise).
const cjsBanner = {
  js: "var __petrelModule = { get url() { var p = require('node:path'), d = __dirname; if (/[\\\\/](split|lazy)$/.test(d)) d = p.dirname(d); return require('node:url').pathToFileURL(p.join(d, p.basename(__filename))).href; } };",
};

/**
 * Checks the CommonJS outputs and writes their build id, reading each once.
 *
 * Code run from V8's code cache on Node 20 fails at any import() ("A dynamic import callback
 * was not specified"), so the bundles must hold none: builtins are reached with
 * process.getBuiltinModule() and bundled modules with require().
 *
 * The compile cache is keyed by the id: V8 would run stale cached code for a changed file of
 * the same length, and file times do not survive every way of copying a package.
 */
async function checkAndIdentifyCommonJs() {
  const files = ['dist/cli/main.cjs', 'dist/cli/ui.cjs'];
  for (const dir of ['lazy', SPLIT_DIR]) {
    for (const name of await readdir(join(root, 'dist/cli', dir))) {
      if (name.endsWith('.cjs')) files.push(`dist/cli/${dir}/${name}`);
    }
  }
  const hash = createHash('sha256');
  for (const file of files) {
    const code = await readFile(join(root, file), 'utf8');
    hash.update(code);
    const found = /[^\w$.]import\(\s*[^)\s]/.exec(code);
    if (found) {
      throw new Error(`${file} calls import() (${code.slice(found.index, found.index + 60)})`);
    }
  }
  await writeFile(join(root, 'dist/cli/build-id'), `${hash.digest('hex').slice(0, 32)}\n`);
}

async function buildCli() {
  await rm(join(root, 'dist/cli'), { recursive: true, force: true });
  // CommonJS throughout, so that bin/petrel can hand V8 a code cache on Node 20 (ES modules
  // have no such hook there): bin/compile-cache.cjs.
  const cli = {
    ...common,
    format: 'cjs',
    define: cjsDefine,
    // Pre-wrapped: see WRAPPER_OPEN in bin/split-bundle.mjs.
    banner: { js: `${WRAPPER_OPEN}\n${cjsBanner.js}` },
    footer: { js: WRAPPER_CLOSE },
  };
  const ui = [
    commonJsOnce(['react', 'react/jsx-runtime', 'mobx-react-lite']),
    loadOnFirstCall('html-to-text', ['compile']),
    // The streaming socket's proxy tunnel (with `debug` and `assert`), only behind a proxy.
    loadOnFirstCall('https-proxy-agent', ['HttpsProxyAgent']),
    yogaLoadedByTheUi,
    yogaWithoutFetch,
    inkWithoutDevtools,
    stringWidthFast,
    lazyBuiltinsForTheUi,
    uiCommandsOnly,
  ];
  const whole = [
    lazyChildProcessForCommander,
    processIsGlobal,
    entitiesEscapeOnly,
    entitiesNativeBase64,
    mobxWithoutArrayReserve,
  ];
  // Every command; the terminal UI only as a lazy piece (bin/petrel sends UI runs to ui.cjs).
  // The dispatcher in main.cjs, each command group's code and the model they share in
  // dist/cli/split/ (bin/split-bundle.mjs).
  await buildSplitCli({
    entry: join(root, MAIN),
    outdir: join(root, 'dist/cli'),
    options: cli,
    plugins: [lazyPieces([], 'split'), ...whole],
  });
  // The same program with the terminal UI (Ink, React) inside: `petrel`, `petrel tui` and
  // `petrel demo` evaluate one copy of the model, not the CLI's and then the UI's.
  await build({
    ...cli,
    entryPoints: { ui: join(root, 'src/cli/main.ts') },
    outfile: join(root, 'dist/cli/ui.cjs'),
    // Short local names: V8 holds the bundle's whole text while the UI runs (for lazy
    // compilation), and every scope's names besides. 2.25 → 1.54 MB of source; RSS at the
    // first timeline frame −4.6 MiB in the pty (bench/README.md). Stack traces name
    // minified functions; ui.cjs.map maps them back (`node --enable-source-maps`).
    minifyIdentifiers: true,
    // `performance.now()` without Node's perf_hooks (bin/ui-performance.mjs).
    inject: [join(root, 'bin/ui-performance.mjs')],
    plugins: [lazyPieces(['interactive']), ...whole, ...ui],
  });
  await build({
    ...cli,
    entryPoints: Object.fromEntries(
      Object.entries(LAZY).map(([name, where]) => [
        name,
        where.startsWith('src/') ? join(root, where) : where,
      ]),
    ),
    outdir: join(root, 'dist/cli/lazy'),
    outExtension: { '.js': '.cjs' },
    plugins: [
      // The emoji piece requires one language's names only when asked (`./emoji-de.cjs`),
      // the human format html-to-text only for HTML its lite converter declines
      // (`./html.cjs`); every other dynamic import inside a piece stays in it.
      lazyPieces(
        Object.keys(LAZY).filter((name) => !name.startsWith('emoji-') && name !== 'html'),
        'dist/cli/lazy',
      ),
      processIsGlobal,
      entitiesEscapeOnly,
      entitiesNativeBase64,
      mobxWithoutArrayReserve,
      ...ui,
    ],
  });
  await checkAndIdentifyCommonJs();
  // The terminal's locales, read with fs on demand (src/terminal/i18n/locale-files.ts).
  await rm(join(root, 'dist/locales'), { recursive: true, force: true });
  await cp(join(root, 'src/shared/i18n/locales'), join(root, 'dist/locales'), {
    recursive: true,
    filter: (source) => !source.includes('.') || source.endsWith('.json'),
  });
}

async function buildWeb() {
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: join(root, 'src/web/vite.config.ts'),
    logLevel: 'warn',
  });
  // A build over the initial-load budget fails (and so does CI): bin/web-budget.mjs.
  const kib = checkWebBudget(join(root, 'dist/web'));
  process.stdout.write(`petrel: web initial JS + CSS ${kib.toFixed(1)} KiB gzip (budget ok)\n`);
}

const started = Date.now();
if (!only || only === 'cli') await buildCli();
if (!only || only === 'web') await buildWeb();
process.stdout.write(`petrel: built ${only ?? 'cli + web'} in ${Date.now() - started} ms\n`);
