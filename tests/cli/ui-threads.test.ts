import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode } from './run-cli';

/**
 * The terminal UI's threads (issue 10: RSS ≤ 60 MiB after scrolling): on a Node with
 * `process.execve`, bin/petrel starts a UI run again in the same process with two V8 worker
 * threads and two malloc arenas; on Node 20 it runs as before.
 */

type Execve = (file: string, args: string[], env: Record<string, string | undefined>) => void;
interface UiThreads {
  POOL_FLAG: string;
  COMPILER_FLAG: string;
  ARENAS: string;
  ADDED_KEY: string;
  restartWithFewerThreads(
    script: string,
    argv: string[],
    host?: {
      execve: Execve | undefined;
      platform: string;
      execPath: string;
      execArgv: string[];
      env: Record<string, string | undefined>;
    },
  ): string;
  forgetAddedEnvironment(env?: Record<string, string | undefined>): string[];
}

const UI_THREADS = fileURLToPath(new URL('../../bin/ui-threads.cjs', import.meta.url));
const {
  POOL_FLAG,
  COMPILER_FLAG,
  ARENAS,
  ADDED_KEY,
  restartWithFewerThreads,
  forgetAddedEnvironment,
} = createRequire(import.meta.url)(UI_THREADS) as UiThreads;

const PROCESS_TIMEOUT = 60_000;

function recorder(): { execve: Execve; calls: Parameters<Execve>[] } {
  const calls: Parameters<Execve>[] = [];
  return { calls, execve: (...args) => void calls.push(args) };
}

describe('restartWithFewerThreads', () => {
  it("starts Node again with the user's own arguments, two worker threads, two malloc arenas and TurboFan on the main thread", () => {
    const { execve, calls } = recorder();
    const result = restartWithFewerThreads('/opt/petrel/bin/petrel', ['tui', '--account', 'bob'], {
      execve,
      platform: 'linux',
      execPath: '/usr/bin/node',
      execArgv: ['--enable-source-maps'],
      env: { HOME: '/home/alice', TERM: 'xterm' },
    });
    expect(result).toBe('restarted');
    expect(calls).toEqual([
      [
        '/usr/bin/node',
        [
          '/usr/bin/node',
          '--enable-source-maps',
          POOL_FLAG,
          COMPILER_FLAG,
          '/opt/petrel/bin/petrel',
          'tui',
          '--account',
          'bob',
        ],
        {
          HOME: '/home/alice',
          TERM: 'xterm',
          MALLOC_ARENA_MAX: ARENAS,
          [ADDED_KEY]: 'MALLOC_ARENA_MAX',
        },
      ],
    ]);
    expect(POOL_FLAG).toBe('--v8-pool-size=2');
    expect(COMPILER_FLAG).toBe('--no-concurrent-recompilation');
  });

  it("keeps the user's own choice of concurrent recompilation", () => {
    const choices: Array<{ execArgv: string[]; env: Record<string, string> }> = [
      { execArgv: ['--concurrent-recompilation'], env: {} },
      { execArgv: ['--no_concurrent_recompilation'], env: {} },
      { execArgv: [], env: { NODE_OPTIONS: '--concurrent-recompilation' } },
    ];
    for (const { execArgv, env } of choices) {
      const { execve, calls } = recorder();
      restartWithFewerThreads('petrel', [], {
        execve,
        platform: 'linux',
        execPath: 'node',
        execArgv,
        env,
      });
      expect(calls[0]?.[1]).toEqual(['node', ...execArgv, POOL_FLAG, 'petrel']);
    }
  });

  it("keeps the user's own arena limit and adds nothing to take out again", () => {
    const { execve, calls } = recorder();
    restartWithFewerThreads('petrel', [], {
      execve,
      platform: 'darwin',
      execPath: 'node',
      execArgv: [],
      env: { MALLOC_ARENA_MAX: '8' },
    });
    expect(calls[0]?.[2]).toEqual({ MALLOC_ARENA_MAX: '8' });
  });

  it('does not restart where it cannot (Node 20, Windows) or when the user chose a pool size or said no', () => {
    const { execve, calls } = recorder();
    const host = { execve, platform: 'linux', execPath: 'node', execArgv: [] as string[], env: {} };
    expect(restartWithFewerThreads('p', [], { ...host, execve: undefined })).toBe('unsupported');
    expect(restartWithFewerThreads('p', [], { ...host, platform: 'win32' })).toBe('unsupported');
    expect(restartWithFewerThreads('p', [], { ...host, execArgv: ['--v8-pool-size=8'] })).toBe(
      'already set',
    );
    expect(
      restartWithFewerThreads('p', [], { ...host, env: { NODE_OPTIONS: '--v8_pool_size=0' } }),
    ).toBe('already set');
    expect(
      restartWithFewerThreads('p', [], { ...host, env: { PETREL_UI_THREADS: 'default' } }),
    ).toBe('turned off');
    expect(calls).toEqual([]);
  });

  it('runs on as it is when the system refuses to replace the process', () => {
    const result = restartWithFewerThreads('p', [], {
      execve: () => {
        throw new Error('EACCES');
      },
      platform: 'linux',
      execPath: 'node',
      execArgv: [],
      env: {},
    });
    expect(result).toBe('failed');
  });
});

describe('forgetAddedEnvironment', () => {
  it('takes out what the restart added, so the programs the UI starts get the user’s environment', () => {
    const env: Record<string, string | undefined> = {
      MALLOC_ARENA_MAX: ARENAS,
      [ADDED_KEY]: 'MALLOC_ARENA_MAX',
      EDITOR: 'vi',
    };
    expect(forgetAddedEnvironment(env)).toEqual(['MALLOC_ARENA_MAX']);
    expect(env).toEqual({ EDITOR: 'vi' });
  });

  it('removes nothing else, even when the marker names it', () => {
    const env: Record<string, string | undefined> = { PATH: '/bin', [ADDED_KEY]: 'PATH' };
    expect(forgetAddedEnvironment(env)).toEqual([]);
    expect(env).toEqual({ PATH: '/bin' });
    const plain: Record<string, string | undefined> = { MALLOC_ARENA_MAX: '4' };
    expect(forgetAddedEnvironment(plain)).toEqual([]);
    expect(plain).toEqual({ MALLOC_ARENA_MAX: '4' });
  });
});

describe('the restart in a real Node process', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'petrel-ui-threads-'));
  });
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it(
    'replaces the process (same pid) with the pool flag and the arena limit on a Node that can, and runs on otherwise',
    async () => {
      const script = join(work, 'launcher.cjs');
      // What bin/petrel does for a UI run, with the state written synchronously: output
      // buffered before execve would be lost with the old process image.
      await writeFile(
        script,
        `'use strict';
const fs = require('node:fs');
const threads = require(${JSON.stringify(UI_THREADS)});
const arenaAtStart = process.env.MALLOC_ARENA_MAX ?? null;
const result = threads.restartWithFewerThreads(__filename, process.argv.slice(2));
const forgot = threads.forgetAddedEnvironment();
fs.writeSync(1, JSON.stringify({ pid: process.pid, argv: process.argv.slice(2), execArgv: process.execArgv, result, arenaAtStart, forgot, arenaNow: process.env.MALLOC_ARENA_MAX ?? null, marker: process.env.${ADDED_KEY} ?? null }) + '\\n');
`,
      );
      const env = { ...process.env, MALLOC_ARENA_MAX: undefined, NODE_OPTIONS: undefined };
      const run = await runNode([script, 'tui'], { env });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const lines = run.stdout.trim().split('\n');
      expect(lines).toHaveLength(1);
      const seen = JSON.parse(lines[0] ?? '{}');
      expect(seen.argv).toEqual(['tui']);
      if (typeof (process as { execve?: unknown }).execve === 'function') {
        // The second start: it found its own flag and did not restart again.
        expect(seen.execArgv).toEqual([POOL_FLAG, COMPILER_FLAG]);
        expect(seen.result).toBe('already set');
        expect(seen.arenaAtStart).toBe(ARENAS);
        expect(seen.forgot).toEqual(['MALLOC_ARENA_MAX']);
        expect(seen.arenaNow).toBeNull();
        expect(seen.marker).toBeNull();
      } else {
        expect(seen).toMatchObject({ execArgv: [], result: 'unsupported', arenaAtStart: null });
      }
    },
    PROCESS_TIMEOUT,
  );
});
