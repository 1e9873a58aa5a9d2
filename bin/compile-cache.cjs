'use strict';
/**
 * Runs the CLI's CommonJS bundle with V8's compiled code kept between runs, so that a
 * command does not compile the same ~2 MB of JavaScript again every time it starts.
 *
 * Why by hand: Node 20 has no compile cache at all. Node 22.1+ has one
 * (`module.enableCompileCache()`), but it stores code compiled before the module runs, not
 * the functions a command then compiles lazily: measured on Node 22, `petrel timeline
 * --json` took 55 ms with it and 48 ms with this loader. The maintained library for Node
 * 20 (v8-compile-cache) hooks every require() and hashes each file's text on every start,
 * which costs more than it saves for a few files. Here each file of the bundle a run loads
 * (the dispatcher, its command's chunks, pieces) is one `vm.Script` with `cachedData` saved
 * after the run, and there is a cache per command (a cache written after `petrel post`
 * holds the functions `post` ran, not those `timeline` needs).
 *
 * The cache is only an optimisation: any failure to read or write it is ignored, and V8
 * itself refuses data made by another V8 version or flags (`cachedDataRejected`), but it
 * checks only the source's length, so data for another build of the bundle must never be
 * offered: the directory is keyed by the Node version, the architecture and the build's id
 * (a hash of the bundles written by bin/build.mjs into dist/cli/build-id; without that
 * file, the bundle's size, times and inode).
 */
const fs = require('node:fs');
// The Module class itself: require('node:module') would also load the ES module loader.
const Module = module.constructor;
const path = require('node:path');
const vm = require('node:vm');

/** HOME, which os.homedir() answers first on POSIX; node:os is loaded only without it. */
function homeDir(env, platform) {
  return (platform !== 'win32' && env.HOME) || require('node:os').homedir();
}

/** The user's cache directory for Petrel (`PETREL_CACHE_DIR` overrides). */
function cacheRoot(env = process.env, platform = process.platform, home = homeDir(env, platform)) {
  if (env.PETREL_CACHE_DIR) return env.PETREL_CACHE_DIR;
  if (platform === 'win32') {
    return path.join(env.LOCALAPPDATA || path.join(home, 'AppData', 'Local'), 'petrel', 'Cache');
  }
  if (platform === 'darwin') return path.join(home, 'Library', 'Caches', 'petrel');
  return path.join(env.XDG_CACHE_HOME || path.join(home, '.cache'), 'petrel');
}

/** Which cache a run uses: its command word (`timeline`, `post`, ...), or `default`. */
function variantOf(argv) {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--config-dir' || arg === '--account' || arg === '--lang') i++;
    else if (!arg.startsWith('-')) return /^[a-z][a-z-]{0,23}$/.test(arg) ? arg : 'other';
  }
  return 'default';
}

/** What identifies this build of the bundle. */
function buildId(file) {
  try {
    const id = fs.readFileSync(path.join(path.dirname(file), 'build-id'), 'utf8').trim();
    if (/^[0-9a-f]{16,64}$/.test(id)) return id;
  } catch {
    // No id written: fall back on the file's identity.
  }
  const stat = fs.statSync(file);
  return [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino].map((n) => Math.floor(n)).join('-');
}

/**
 * One directory per build and Node; when one is made, the other builds' directories for the
 * same Node are removed (another Node's cache stays: people switch between versions).
 */
function cacheDirFor(file, root) {
  const prefix = `${process.version}-${process.arch}-`;
  return {
    dir: path.join(root, 'compile-cache', prefix + buildId(file)),
    parent: path.join(root, 'compile-cache'),
    prefix,
  };
}

function readCache(file) {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache({ dir, parent, prefix }, file, data) {
  try {
    if (!fs.existsSync(dir)) {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      for (const old of fs.readdirSync(parent)) {
        if (old.startsWith(prefix) && path.join(parent, old) !== dir) {
          fs.rmSync(path.join(parent, old), { recursive: true, force: true });
        }
      }
    }
    // Written aside and renamed, so a concurrent run never reads half a file.
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, data, { mode: 0o600 });
    fs.renameSync(temp, file);
  } catch {
    // Read-only home, full disk, ...: the next run simply compiles again.
  }
}

/** How bin/build.mjs emits the bundles: already in CommonJS's function wrapper. */
const WRAPPED = '(function (exports, require, module, __filename, __dirname) {\n';

/**
 * A file's code as a function of CommonJS's arguments, compiled from V8's cache when one is
 * given. A pre-wrapped file is compiled as it is: wrapping it here (Module.wrap) would make
 * V8 hold a second copy of its text.
 */
function compile(file, cachedData) {
  const source = fs.readFileSync(file, 'utf8');
  return new vm.Script(source.startsWith(WRAPPED) ? source : Module.wrap(source), {
    filename: file,
    cachedData,
  });
}

/** A piece a bundle or piece requires: `./lazy/NAME.cjs`, `./split/NAME.cjs`, `../lazy/NAME.cjs`, `./NAME.cjs`. */
const PIECE = /^\.\.?\/((lazy|split)\/)?[\w-]+\.cjs$/;

/**
 * What the files of one directory share: the require() of anything else (builtins, node
 * modules) and its module paths. Made once per directory, not per piece: a command loads
 * ~20 pieces, and working out paths for each made V8 optimise Node's path normalisation
 * on the spot (its optimising compiler then stays resident: ~3.5 MiB of a run's peak).
 */
function directoryOf(dir, run) {
  let known = run.dirs.get(dir);
  if (!known) {
    const plain = Module.createRequire(dir + path.sep);
    known = { plain, paths: Module._nodeModulePaths(dir) };
    run.dirs.set(dir, known);
  }
  return known;
}

/** `id` (a PIECE) from `dir`, without path.join: the pattern admits no other shape. */
function pieceFile(dir, id) {
  return id.startsWith('../')
    ? path.dirname(dir) + path.sep + id.slice(3)
    : dir + path.sep + id.slice(2);
}

/**
 * Evaluate one CommonJS file through `vm.Script` (with its cached code when `run.dir` is
 * set), as require() would (same wrapper and arguments); its own require()s of pieces come
 * back here.
 */
function evaluate(file, run) {
  const known = run.loaded.get(file);
  if (known) return known.exports;
  let script;
  if (run.dir === undefined) {
    script = compile(file, undefined);
  } else {
    const cacheFile = `${run.dir}${path.sep}${run.variant}.${path.basename(file)}.bin`;
    const cachedData = readCache(cacheFile);
    script = compile(file, cachedData);
    // After the run, the cache also holds every function the command compiled lazily.
    if (!cachedData || script.cachedDataRejected) run.unsaved.push({ script, cacheFile });
  }
  const dir = path.dirname(file);
  const { plain, paths } = directoryOf(dir, run);
  const module = new Module(file, run.parent);
  module.filename = file;
  module.paths = paths;
  run.loaded.set(file, module);
  const require = Object.assign(
    (id) => (PIECE.test(id) ? evaluate(pieceFile(dir, id), run) : plain(id)),
    { resolve: plain.resolve, cache: plain.cache },
  );
  script.runInThisContext().call(module.exports, module.exports, require, module, file, dir);
  module.loaded = true;
  return module.exports;
}

/**
 * Load `file` (a CommonJS bundle) as the main program, with a code cache where it helps.
 * `argv` picks the cache; `env.PETREL_NO_COMPILE_CACHE` turns caching off. A missing or
 * refused cache is written as the program exits; `saveEarly`, when given, is handed a
 * function that writes it at once (what is still unsaved then), for a program that runs long.
 */
function runBundle(file, argv = process.argv.slice(2), env = process.env, saveEarly = undefined) {
  let root;
  try {
    if (!env.PETREL_NO_COMPILE_CACHE) root = cacheRoot(env);
  } catch {
    // No home directory: run without a cache.
  }
  const run = {
    variant: variantOf(argv),
    parent: module,
    loaded: new Map(),
    dirs: new Map(),
    unsaved: [],
  };
  if (root === undefined) {
    evaluate(file, run);
    return;
  }
  const where = cacheDirFor(file, root);
  run.dir = where.dir;
  const save = () => {
    for (const { script, cacheFile } of run.unsaved.splice(0)) {
      writeCache(where, cacheFile, script.createCachedData());
    }
  };
  // Only successful runs write (a mistyped command should not leave a file behind).
  process.once('exit', (code) => {
    if (code === 0) save();
  });
  saveEarly?.(save);
  evaluate(file, run);
}

module.exports = { cacheRoot, runBundle, variantOf };
