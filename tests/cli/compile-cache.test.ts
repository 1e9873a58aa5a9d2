import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { inodes, keyDirs } from '../support/compile-cache-files';
import { runCli, runNode } from './run-cli';

interface CompileCache {
  cacheRoot(env?: Record<string, string | undefined>, platform?: string, home?: string): string;
  variantOf(argv: string[]): string;
  runBundle(file: string, argv?: string[], env?: Record<string, string | undefined>): void;
}

const COMPILE_CACHE = fileURLToPath(new URL('../../bin/compile-cache.cjs', import.meta.url));
const { cacheRoot, variantOf } = createRequire(import.meta.url)(COMPILE_CACHE) as CompileCache;

// A loaded two-core machine starts Node slowly; nothing here measures time.
const PROCESS_TIMEOUT = 60_000;

describe('variantOf: which cache a command line uses', () => {
  it('is the first command word, skipping options and the value of --config-dir', () => {
    expect(variantOf(['timeline', 'home'])).toBe('timeline');
    expect(variantOf(['--config-dir', 'x', 'post', 'hi'])).toBe('post');
    expect(variantOf(['--verbose', 'timeline', 'home', '--json'])).toBe('timeline');
    expect(variantOf(['--config-dir=x', 'whoami'])).toBe('whoami');
    expect(variantOf(['--config-dir', 'timeline', 'post'])).toBe('post');
    expect(variantOf(['a'.repeat(24)])).toBe('a'.repeat(24));
  });

  it('is "default" when there is no command word', () => {
    expect(variantOf([])).toBe('default');
    expect(variantOf(['--verbose'])).toBe('default');
    expect(variantOf(['--config-dir', 'x'])).toBe('default');
    expect(variantOf(['--help'])).toBe('default');
  });

  it('is "other" for a word that is not a plain lower-case command (it names a file)', () => {
    for (const word of [
      'Bad$word',
      'Timeline',
      '../../etc/passwd',
      'a/b',
      '1up',
      '',
      'a'.repeat(25),
      'timeline.home',
    ]) {
      expect(variantOf([word, 'home'])).toBe('other');
    }
  });
});

describe('cacheRoot: where the caches live', () => {
  const home = join('/', 'home', 'ann');

  it('is PETREL_CACHE_DIR on every platform when set', () => {
    for (const platform of ['linux', 'darwin', 'win32', 'freebsd']) {
      expect(
        cacheRoot(
          { PETREL_CACHE_DIR: '/tmp/pc', XDG_CACHE_HOME: '/x', LOCALAPPDATA: 'C:\\L' },
          platform,
          home,
        ),
      ).toBe('/tmp/pc');
    }
  });

  it('follows XDG_CACHE_HOME on Linux, else ~/.cache', () => {
    expect(cacheRoot({ XDG_CACHE_HOME: '/var/cache/ann' }, 'linux', home)).toBe(
      join('/var/cache/ann', 'petrel'),
    );
    expect(cacheRoot({}, 'linux', home)).toBe(join(home, '.cache', 'petrel'));
    // An empty variable counts as unset (XDG Base Directory rules).
    expect(cacheRoot({ XDG_CACHE_HOME: '', PETREL_CACHE_DIR: '' }, 'linux', home)).toBe(
      join(home, '.cache', 'petrel'),
    );
  });

  it('is ~/Library/Caches/petrel on macOS, whatever XDG_CACHE_HOME says', () => {
    expect(cacheRoot({ XDG_CACHE_HOME: '/x' }, 'darwin', home)).toBe(
      join(home, 'Library', 'Caches', 'petrel'),
    );
  });

  it('is under LOCALAPPDATA on Windows, else the usual AppData\\Local', () => {
    const local = 'C:\\Users\\ann\\AppData\\Local';
    expect(cacheRoot({ LOCALAPPDATA: local }, 'win32', home)).toBe(join(local, 'petrel', 'Cache'));
    expect(cacheRoot({}, 'win32', home)).toBe(join(home, 'AppData', 'Local', 'petrel', 'Cache'));
  });
});

/** The environment of a run: the test's own, minus anything that would change caching. */
function cleanEnv(extra: Record<string, string>): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env, ...extra };
  if (!('PETREL_NO_COMPILE_CACHE' in extra)) delete env.PETREL_NO_COMPILE_CACHE;
  delete env.NODE_COMPILE_CACHE;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  return env;
}

/** The one key directory (fails the test if there is not exactly one). */
async function onlyKeyDir(root: string): Promise<{ path: string; name: string; files: string[] }> {
  const dirs = await keyDirs(root);
  expect([...dirs.keys()]).toHaveLength(1);
  const [name, files] = [...dirs][0]!;
  return { path: join(root, 'compile-cache', name), name, files };
}

const MAIN_V1 = `'use strict';
const path = require('node:path');
const piece = require('./lazy/piece.cjs');
const again = require('./lazy/piece.cjs');
const [word = 'none', code = '0'] = process.argv.slice(2).filter((a) => !a.startsWith('-'));
function busyWork(n) {
  let total = 0;
  for (let i = 0; i < n; i++) total += i % 7;
  return total;
}
process.stdout.write(
  [
    'bundle v1',
    piece.greet(word),
    'same piece: ' + (piece === again),
    'piece loads: ' + piece.loads(),
    'file: ' + path.basename(__filename) + ' in ' + path.basename(__dirname),
    'exports: ' + (module.exports === exports),
    'resolve: ' + typeof require.resolve,
    'sum: ' + busyWork(1000),
  ].join('\\n') + '\\n',
);
process.exitCode = Number(code);
`;

const PIECE = `'use strict';
let loads = (globalThis.__pieceLoads = (globalThis.__pieceLoads || 0) + 1);
exports.greet = (word) => 'hello ' + word + ' from ' + require('node:path').basename(__filename);
exports.loads = () => loads;
`;

function expectedOutput(word: string, version = 'v1'): string {
  return `${[
    `bundle ${version}`,
    `hello ${word} from piece.cjs`,
    'same piece: true',
    'piece loads: 1',
    'file: main.cjs in bundle',
    'exports: true',
    'resolve: function',
    'sum: 2997',
  ].join('\n')}\n`;
}

describe('runBundle with a small synthetic bundle', () => {
  let dir: string;
  let cacheDir: string;
  let runner: string;
  let mainFile: string;

  const run = (args: string[], extra: Record<string, string> = {}) =>
    runNode([runner, ...args], { env: cleanEnv({ PETREL_CACHE_DIR: cacheDir, ...extra }) });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'petrel-compile-cache-'));
    cacheDir = join(dir, 'cache');
    mainFile = join(dir, 'bundle', 'main.cjs');
    await mkdir(join(dir, 'bundle', 'lazy'), { recursive: true });
    await writeFile(mainFile, MAIN_V1);
    await writeFile(join(dir, 'bundle', 'lazy', 'piece.cjs'), PIECE);
    runner = join(dir, 'run.cjs');
    await writeFile(
      runner,
      `require(${JSON.stringify(COMPILE_CACHE)}).runBundle(${JSON.stringify(mainFile)}, process.argv.slice(2));\n`,
    );
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('runs pre-wrapped files as they are, with chunks in split/ reaching pieces in lazy/', async () => {
    // bin/build.mjs emits every bundle inside CommonJS's wrapper (bin/split-bundle.mjs).
    const wrap = (body: string) =>
      `(function (exports, require, module, __filename, __dirname) {\n${body}\n});\n`;
    await mkdir(join(dir, 'bundle', 'split'), { recursive: true });
    await writeFile(
      mainFile,
      wrap(`'use strict';
const chunk = require('./split/chunk-AB12.cjs');
const piece = require('./lazy/piece.cjs');
process.stdout.write([
  chunk.hello(),
  'same piece: ' + (chunk.piece === piece),
  'this: ' + (this === module.exports),
  'dir: ' + require('node:path').basename(__dirname),
].join('\\n') + '\\n');`),
    );
    await writeFile(
      join(dir, 'bundle', 'split', 'chunk-AB12.cjs'),
      wrap(`exports.piece = require('../lazy/piece.cjs');
exports.hello = () => 'chunk in ' + require('node:path').basename(__dirname);`),
    );
    const expected = 'chunk in split\nsame piece: true\nthis: true\ndir: bundle\n';
    const first = await run(['greet']);
    expect(first.stderr).toBe('');
    expect(first.stdout).toBe(expected);
    expect((await onlyKeyDir(cacheDir)).files).toEqual([
      'greet.chunk-AB12.cjs.bin',
      'greet.main.cjs.bin',
      'greet.piece.cjs.bin',
    ]);
    const before = await inodes(cacheDir);
    expect((await run(['greet'])).stdout).toBe(expected);
    expect(await inodes(cacheDir)).toEqual(before);
    const uncached = await run(['greet'], { PETREL_NO_COMPILE_CACHE: '1' });
    expect(uncached.stderr).toBe('');
    expect(uncached.stdout).toBe(expected);
  });

  it('a piece that requires another piece gets the one the bundle loaded, cached like it', async () => {
    // dist/cli/lazy/write.cjs requires its neighbours (./mime.cjs, ./i18n.cjs) this way.
    await writeFile(
      mainFile,
      `'use strict';
const sibling = require('./lazy/sibling.cjs');
const piece = require('./lazy/piece2.cjs');
process.stdout.write('same sibling: ' + (piece.sibling === sibling) + '\\n');
`,
    );
    await writeFile(
      join(dir, 'bundle', 'lazy', 'piece2.cjs'),
      `'use strict';\nexports.sibling = require('./sibling.cjs');\n`,
    );
    await writeFile(join(dir, 'bundle', 'lazy', 'sibling.cjs'), `'use strict';\nexports.n = 1;\n`);
    const first = await run(['greet']);
    expect(first.stderr).toBe('');
    expect(first.stdout).toBe('same sibling: true\n');
    const key = await onlyKeyDir(cacheDir);
    expect(key.files).toEqual([
      'greet.main.cjs.bin',
      'greet.piece2.cjs.bin',
      'greet.sibling.cjs.bin',
    ]);
  });

  it(
    'writes a cache after a successful run, and the next run prints the same from it',
    async () => {
      const first = await run(['greet', '0']);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toBe(expectedOutput('greet'));

      {
        const key = await onlyKeyDir(cacheDir);
        expect(key.name).toMatch(
          // Without a build-id file: the bundle's size, mtime, ctime and inode.
          new RegExp(
            `^${process.version.replaceAll('.', '\\.')}-${process.arch}-\\d+-\\d+-\\d+-\\d+$`,
          ),
        );
        expect(key.files).toEqual(['greet.main.cjs.bin', 'greet.piece.cjs.bin']);
        for (const file of key.files) {
          const info = await stat(join(key.path, file));
          expect(info.size).toBeGreaterThan(0);
          if (process.platform !== 'win32') expect(info.mode & 0o777).toBe(0o600);
        }
        if (process.platform !== 'win32') {
          expect((await stat(key.path)).mode & 0o777).toBe(0o700);
        }
      }

      const before = await inodes(cacheDir);
      const second = await run(['greet', '0']);
      expect(second.stderr).toBe('');
      expect(second.code).toBe(0);
      expect(second.stdout).toBe(first.stdout);
      // V8 accepted the data: nothing was compiled afresh, so nothing was written again.
      expect(await inodes(cacheDir)).toEqual(before);
    },
    PROCESS_TIMEOUT,
  );

  it(
    `keeps one cache per command word`,
    async () => {
      expect((await run(['greet', '0'])).code).toBe(0);
      expect((await run(['--verbose', 'wave', '0'])).stdout).toBe(expectedOutput('wave'));
      expect((await run(['Odd$Word', '0'])).code).toBe(0);
      expect((await onlyKeyDir(cacheDir)).files).toEqual([
        'greet.main.cjs.bin',
        'greet.piece.cjs.bin',
        'other.main.cjs.bin',
        'other.piece.cjs.bin',
        'wave.main.cjs.bin',
        'wave.piece.cjs.bin',
      ]);
    },
    PROCESS_TIMEOUT,
  );

  it(
    `writes no cache for a run that exits with an error`,
    async () => {
      const failed = await run(['broken', '3']);
      expect(failed.code).toBe(3);
      expect(failed.stdout).toBe(expectedOutput('broken'));
      expect(existsSync(join(cacheDir, 'compile-cache'))).toBe(false);

      expect((await run(['greet', '0'])).code).toBe(0);
      expect((await run(['broken', '3'])).code).toBe(3);
      expect((await onlyKeyDir(cacheDir)).files).toEqual([
        'greet.main.cjs.bin',
        'greet.piece.cjs.bin',
      ]);
    },
    PROCESS_TIMEOUT,
  );

  it(
    `ignores a damaged cache file, runs correctly and writes a good one`,
    async () => {
      expect((await run(['greet', '0'])).code).toBe(0);
      const key = await onlyKeyDir(cacheDir);
      const mainBin = join(key.path, 'greet.main.cjs.bin');
      const pieceBin = join(key.path, 'greet.piece.cjs.bin');
      const garbage = Buffer.alloc(4096, 'not V8 code cache data ');
      await writeFile(mainBin, garbage);
      const good = await readFile(pieceBin);
      const truncated = good.subarray(0, Math.floor(good.length / 2));
      await writeFile(pieceBin, truncated);

      const damaged = await run(['greet', '0']);
      expect(damaged.stderr).toBe('');
      expect(damaged.code).toBe(0);
      expect(damaged.stdout).toBe(expectedOutput('greet'));
      expect((await readFile(mainBin)).equals(garbage)).toBe(false);
      expect((await readFile(pieceBin)).equals(truncated)).toBe(false);
      expect((await onlyKeyDir(cacheDir)).files).toEqual([
        'greet.main.cjs.bin',
        'greet.piece.cjs.bin',
      ]);

      // The rewritten files are accepted: the run after does not replace them again.
      const before = await inodes(cacheDir);
      expect((await run(['greet', '0'])).stdout).toBe(expectedOutput('greet'));
      expect(await inodes(cacheDir)).toEqual(before);
    },
    PROCESS_TIMEOUT,
  );

  it(
    `runs a rebuilt bundle's new code and replaces the old build's cache`,
    async () => {
      expect((await run(['greet', '0'])).code).toBe(0);
      const old = await onlyKeyDir(cacheDir);

      await writeFile(mainFile, `${MAIN_V1.replace("'bundle v1'", "'bundle v2'")}// rebuilt\n`);
      const later = new Date(Date.now() + 60_000);
      await utimes(mainFile, later, later);

      const rebuilt = await run(['greet', '0']);
      expect(rebuilt.code).toBe(0);
      expect(rebuilt.stdout).toBe(expectedOutput('greet', 'v2'));
      const current = await onlyKeyDir(cacheDir);
      expect(current.name).not.toBe(old.name);
      expect(existsSync(old.path)).toBe(false);
      expect(current.files).toEqual(['greet.main.cjs.bin', 'greet.piece.cjs.bin']);
    },
    PROCESS_TIMEOUT,
  );

  it(
    `never runs stale cached code for a same-length change with the same file times`,
    async () => {
      const buildId = join(dir, 'bundle', 'build-id');
      await writeFile(buildId, `${'a'.repeat(32)}\n`);
      expect((await run(['greet', '0'])).stdout).toBe(expectedOutput('greet'));
      const old = await onlyKeyDir(cacheDir);
      expect(old.name.endsWith('a'.repeat(32))).toBe(true);
      // Another Node's cache is someone else's: it must survive this build's change.
      const otherNode = join(cacheDir, 'compile-cache', `v0.0.0-${process.arch}-${'c'.repeat(32)}`);
      await mkdir(otherNode);

      // Same length, same modification time: only the build id tells the builds apart
      // (V8 checks nothing but the length, and copies of a package may keep file times).
      const { mtime, atime } = await stat(mainFile);
      await writeFile(mainFile, MAIN_V1.replace("'bundle v1'", "'bundle v3'"));
      await utimes(mainFile, atime, mtime);
      await writeFile(buildId, `${'b'.repeat(32)}\n`);

      const rebuilt = await run(['greet', '0']);
      expect(rebuilt.code).toBe(0);
      expect(rebuilt.stdout).toBe(expectedOutput('greet', 'v3'));
      expect(existsSync(old.path)).toBe(false);
      expect(existsSync(otherNode)).toBe(true);
      expect(
        [...(await keyDirs(cacheDir)).keys()].filter((name) => name.startsWith(process.version)),
      ).toEqual([`${process.version}-${process.arch}-${'b'.repeat(32)}`]);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'writes nothing with PETREL_NO_COMPILE_CACHE=1',
    async () => {
      const result = await run(['greet', '0'], { PETREL_NO_COMPILE_CACHE: '1' });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(expectedOutput('greet'));
      expect(existsSync(cacheDir)).toBe(false);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'still runs when the cache directory cannot be created',
    async () => {
      // A regular file where the cache directory should be: every mkdir under it fails.
      await writeFile(cacheDir, 'in the way');
      const result = await run(['greet', '0']);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(expectedOutput('greet'));
      expect(await readFile(cacheDir, 'utf8')).toBe('in the way');
    },
    PROCESS_TIMEOUT,
  );
});

describe('the real CLI with its compile cache', () => {
  let sandbox: Sandbox;
  let dir: string;
  let configDir: string;
  let cacheDir: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dir = await mkdtemp(join(tmpdir(), 'petrel-compile-cache-cli-'));
    configDir = join(dir, 'config');
    cacheDir = join(dir, 'cache');
    const login = await runCli(
      ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
      { configDir, stdin: 'sandbox\n', env: { PETREL_CACHE_DIR: cacheDir } },
    );
    expect(login.stderr).toBe('');
    expect(login.code).toBe(0);
  });

  afterAll(async () => {
    await sandbox?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(
    'prints the same home timeline from a fresh cache, a warm cache and no cache',
    async () => {
      const args = ['timeline', 'home', '--json'];
      const cached = { PETREL_CACHE_DIR: cacheDir };

      const first = await runCli(args, { configDir, env: cached });
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      const statuses = JSON.parse(first.stdout) as Array<{ id: string; content: string }>;
      expect(statuses.length).toBeGreaterThan(0);
      for (const status of statuses) expect(status.content).toEqual(expect.any(String));

      const files = (await onlyKeyDir(cacheDir)).files;
      expect(files).toContain('timeline.main.cjs.bin');
      expect(files).toContain('login.main.cjs.bin');
      const before = await inodes(cacheDir);

      const second = await runCli(args, { configDir, env: cached });
      expect(second.stderr).toBe('');
      expect(second.code).toBe(0);
      expect(second.stdout).toBe(first.stdout);
      // The bundle's cache was accepted by V8 (else it would have been written again).
      expect(await inodes(cacheDir)).toEqual(before);

      const unusedDir = join(dir, 'unused-cache');
      const uncached = await runCli(args, {
        configDir,
        env: { PETREL_CACHE_DIR: unusedDir, PETREL_NO_COMPILE_CACHE: '1' },
      });
      expect(uncached.stderr).toBe('');
      expect(uncached.code).toBe(0);
      expect(uncached.stdout).toBe(first.stdout);
      expect(existsSync(unusedDir)).toBe(false);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'leaves no cache behind for a mistyped command',
    async () => {
      const freshCache = join(dir, 'mistyped-cache');
      const result = await runCli(['timeline', 'bogus'], {
        configDir,
        env: { PETREL_CACHE_DIR: freshCache },
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/Unknown timeline "bogus"/);
      expect(existsSync(join(freshCache, 'compile-cache'))).toBe(false);
    },
    PROCESS_TIMEOUT,
  );
});
