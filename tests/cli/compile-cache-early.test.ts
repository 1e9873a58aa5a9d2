import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { inodes } from '../support/compile-cache-files';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';
import { loginWithToken, runNode } from './run-cli';

/**
 * The terminal UI writes its compile cache once its first frame is out, not as it exits
 * (bin/ui-heap.cjs, `saveCacheOnceStarted`): written at the end of a long first session, the
 * cache lacked the start's code (V8 drops the bytecode of functions that ran once) and every
 * later start compiled it again, slower and heavier (bench/README.md).
 */

const COMPILE_CACHE = fileURLToPath(new URL('../../bin/compile-cache.cjs', import.meta.url));
const PROCESS_TIMEOUT = 60_000;

/** Every cache file's inode by its name (a run here has one key directory). */
async function cacheFiles(root: string): Promise<Map<string, number>> {
  return new Map(
    (await inodes(root)).map(([path, ino]) => [path.slice(path.indexOf('/') + 1), ino]),
  );
}

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-cache-early-'));
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true, maxRetries: 5 });
});

describe('runBundle with saveEarly', () => {
  it(
    'writes what has run when asked, and at exit only what was loaded after',
    async () => {
      const bundle = join(work, 'synthetic', 'bundle');
      const cacheDir = join(work, 'synthetic', 'cache');
      await mkdir(join(bundle, 'lazy'), { recursive: true });
      await writeFile(join(bundle, 'lazy', 'early.cjs'), "exports.name = 'early';\n");
      await writeFile(join(bundle, 'lazy', 'late.cjs'), "exports.name = 'late';\n");
      // The bundle saves after its start, reports what the cache holds then, and loads one
      // more piece afterwards.
      await writeFile(
        join(bundle, 'main.cjs'),
        `'use strict';
const fs = require('node:fs');
const early = require('./lazy/early.cjs');
globalThis.__saveCache();
const dir = ${JSON.stringify(join(cacheDir, 'compile-cache'))};
const key = fs.readdirSync(dir)[0];
const files = fs.readdirSync(dir + '/' + key).sort();
const late = require('./lazy/late.cjs');
process.stdout.write(JSON.stringify({ files, inodes: files.map((f) => fs.statSync(dir + '/' + key + '/' + f).ino), names: [early.name, late.name] }));
`,
      );
      const runner = join(work, 'synthetic', 'run.cjs');
      await writeFile(
        runner,
        `require(${JSON.stringify(COMPILE_CACHE)}).runBundle(${JSON.stringify(join(bundle, 'main.cjs'))}, ['go'], process.env, (save) => { globalThis.__saveCache = save; });\n`,
      );
      const result = await runNode([runner], {
        env: { ...process.env, PETREL_CACHE_DIR: cacheDir, PETREL_NO_COMPILE_CACHE: '' },
      });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const seen = JSON.parse(result.stdout) as {
        files: string[];
        inodes: number[];
        names: string[];
      };
      expect(seen.names).toEqual(['early', 'late']);
      expect(seen.files).toEqual(['go.early.cjs.bin', 'go.main.cjs.bin']);
      const after = await cacheFiles(cacheDir);
      // The early files were not written again at exit; the late piece was written then.
      expect(seen.files.map((file) => after.get(file))).toEqual(seen.inodes);
      expect([...after.keys()].sort()).toEqual([
        'go.early.cjs.bin',
        'go.late.cjs.bin',
        'go.main.cjs.bin',
      ]);
    },
    PROCESS_TIMEOUT,
  );
});

describe.skipIf(!hasScript)('the real terminal UI', () => {
  let sandbox: Sandbox;
  let configDir: string;
  const runs: Pty[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    configDir = join(work, 'config');
    await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), configDir);
  });

  afterEach(async () => {
    await Promise.all(runs.splice(0).map((run) => run.stop()));
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  const start = async (cacheDir: string): Promise<Pty> => {
    const tui = new Pty(['tui'], tuiEnv(configDir, cacheDir));
    runs.push(tui);
    await tui.waitFor('@bob');
    return tui;
  };

  it(
    'has written the cache of its start while it still runs, and the next start uses it',
    async () => {
      const cacheDir = join(work, 'ui-cache');
      const first = await start(cacheDir);
      // Written while the UI runs (before, it appeared only once the UI had quit).
      await vi.waitFor(
        async () => expect((await cacheFiles(cacheDir)).has('tui.ui.cjs.bin')).toBe(true),
        {
          timeout: 15_000,
          interval: 50,
        },
      );
      const written = (await cacheFiles(cacheDir)).get('tui.ui.cjs.bin');
      await first.type('q');
      await first.whenExited();
      // Not written again as it quit.
      expect((await cacheFiles(cacheDir)).get('tui.ui.cjs.bin')).toBe(written);

      const second = await start(cacheDir);
      await second.type('q');
      await second.whenExited();
      // V8 accepted it (a refused cache is written again).
      expect((await cacheFiles(cacheDir)).get('tui.ui.cjs.bin')).toBe(written);
    },
    PROCESS_TIMEOUT,
  );
});
