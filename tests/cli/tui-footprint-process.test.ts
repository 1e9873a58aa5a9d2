import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';
import { loginWithToken } from './run-cli';

/**
 * What the real `petrel tui` loads on its way to the first timeline (issue 10: the terminal
 * UI's start). yoga's loader fetched its WebAssembly from a `data:` URL, which loaded Node's
 * internal undici (the fetch implementation and its own WebAssembly HTTP parser) before the
 * first frame; the bundle decodes it without fetch (bin/build.mjs). `ws` loads when the
 * first stream starts (src/terminal/ports/lazy-socket.ts), and the stream still joins.
 * Node's `performance` (perf_hooks, ~0.75 MiB) is not loaded: React's scheduler read it
 * when it loaded. Nor are TLS, zlib and assert against an http server (bin/build.mjs).
 */

const TEST_TIMEOUT_MS = 60_000;
const PRELOAD = `'use strict';
process.on('exit', () => {
  require('node:fs').writeFileSync(
    process.env.FOOTPRINT_OUT,
    JSON.stringify({ modules: process.moduleLoadList, execArgv: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX ?? null }),
  );
});
`;

let work: string;
let sandbox: Sandbox;
let configDir: string;
const runs: Pty[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-footprint-'));
  sandbox = await startSandbox({ port: 0 });
  configDir = join(work, 'config');
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), configDir);
  await writeFile(join(work, 'preload.cjs'), PRELOAD);
});

afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.stop()));
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true, maxRetries: 5 });
});

describe.skipIf(!hasScript)('what the terminal UI loads to draw its first timeline', () => {
  it(
    "draws alice's home timeline without loading Node's fetch (internal undici)",
    async () => {
      const out = join(work, 'modules.json');
      const tui = new Pty(['tui'], {
        ...tuiEnv(configDir, join(work, 'cache')),
        NODE_OPTIONS: `--require ${join(work, 'preload.cjs')}`,
        FOOTPRINT_OUT: out,
      });
      runs.push(tui);
      // The status bar and a status of the home timeline (a seeded post by bob).
      await tui.waitFor('@alice');
      await tui.waitFor('@bob');
      // The stream still joins: ws loads when the first stream starts (a lazy socket factory).
      await tui.until('the status bar saying live', (screen) => /\slive\s/.test(screen));
      await tui.type('q');
      await vi.waitFor(() => expect(existsSync(out)).toBe(true), { timeout: 15_000, interval: 50 });
      const seen = JSON.parse(await readFile(out, 'utf8')) as {
        modules: string[];
        execArgv: string[];
        arenas: string | null;
      };
      const loaded = seen.modules;
      // Against an http server, the streaming socket loads neither TLS nor zlib (ws gets
      // stand-ins that load them for wss: or a compressed stream), nor the proxy tunnel's
      // assert (only behind a proxy).
      expect(loaded.filter((name) => /^NativeModule (https|tls|zlib|assert)$/.test(name))).toEqual(
        [],
      );
      // Where Node can replace its process (22.15+, 24), the UI runs with two V8 worker
      // threads (bin/ui-threads.cjs); the arena limit it added is gone from what it passes on.
      const canRestart = typeof (process as { execve?: unknown }).execve === 'function';
      expect(seen.execArgv).toEqual(
        canRestart ? ['--v8-pool-size=2', '--no-concurrent-recompilation'] : [],
      );
      expect(seen.arenas).toBeNull();
      // No module of Node's fetch was loaded for it.
      expect(loaded.filter((name) => name.includes('undici'))).toEqual([]);
      // Nor Node's performance API (perf_hooks): the bundle's `performance.now()` is its own
      // (bin/ui-performance.mjs).
      expect(loaded.filter((name) => /perf_hooks|internal\/perf\/performance$/.test(name))).toEqual(
        [],
      );
    },
    TEST_TIMEOUT_MS,
  );
});
