import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { runCli } from './run-cli';

/**
 * What a command loads decides how fast it starts (issue 2: a scripting subcommand must not
 * load Ink, React or the web bundle). A preload records every file the process reads or
 * requires, and the builtins it loads; each command is held to what it needs.
 */

const DIST_CLI = fileURLToPath(new URL('../../dist/cli/', import.meta.url));

const PRELOAD = `'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const seen = new Set();
const read = fs.readFileSync;
fs.readFileSync = function (path, ...rest) {
  if (typeof path === 'string') seen.add('read:' + path);
  return read.call(this, path, ...rest);
};
const load = Module._load;
Module._load = function (request, parent, ...rest) {
  seen.add('require:' + request);
  // Node 22+ loads the bundle with require() (its own compile cache) rather than reading it.
  if (/^[./]/.test(request)) {
    try {
      seen.add('read:' + Module._resolveFilename(request, parent));
    } catch {}
  }
  return load.call(this, request, parent, ...rest);
};
process.on('exit', () => {
  for (const name of process.moduleLoadList) seen.add('builtin:' + name);
  fs.writeFileSync(process.env.FOOTPRINT_OUT, JSON.stringify([...seen]));
});
`;

let sandbox: Sandbox;
let work: string;
let configDir: string;

interface Footprint {
  /** Files of dist/cli/ read, relative to it. */
  dist: string[];
  /** Everything required by name or path. */
  required: string[];
  /** Node's own modules loaded. */
  builtins: string[];
}

async function footprint(
  args: string[],
  options: { stdin?: string; configDir?: string; code?: number } = {},
): Promise<Footprint> {
  const out = join(work, `footprint-${Math.random().toString(36).slice(2)}.json`);
  const result = await runCli(args, {
    configDir: options.configDir ?? configDir,
    stdin: options.stdin,
    env: {
      NODE_OPTIONS: `--require ${join(work, 'preload.cjs')}`,
      FOOTPRINT_OUT: out,
      PETREL_CACHE_DIR: join(work, 'cache'),
    },
  });
  if (options.code === undefined) expect(result.stderr).toBe('');
  expect(result.code).toBe(options.code ?? 0);
  const seen = JSON.parse(await readFile(out, 'utf8')) as string[];
  const of = (prefix: string) =>
    seen.filter((s) => s.startsWith(prefix)).map((s) => s.slice(prefix.length));
  return {
    // build-id keys the Node 20 cache only; Node 22+ never reads it.
    dist: [...new Set(of('read:'))]
      .filter((path) => path.startsWith(DIST_CLI))
      .map((path) => relative(DIST_CLI, path))
      .filter((path) => path !== 'build-id')
      .sort(),
    required: of('require:'),
    builtins: of('builtin:NativeModule '),
  };
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-footprint-'));
  configDir = join(work, 'config');
  await writeFile(join(work, 'preload.cjs'), PRELOAD);
  const login = await runCli(
    ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
    { configDir, stdin: 'sandbox\n', env: { PETREL_CACHE_DIR: join(work, 'cache') } },
  );
  expect(login.code).toBe(0);
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const UI = /ink|react|yoga|mobx-react|esm\/|import-esm/;

describe('what a command loads', () => {
  it('timeline --json: the main bundle only, no UI, no lazy piece, no TLS or child processes', async () => {
    const seen = await footprint(['timeline', 'home', '--json']);
    expect(seen.dist).toEqual(['main.cjs']);
    expect(seen.required.filter((r) => UI.test(r))).toEqual([]);
    expect(seen.required.filter((r) => r.includes('lazy/'))).toEqual([]);
    // An http:// server needs neither TLS nor zlib (uncompressed answer); commander's
    // child_process is never needed.
    for (const builtin of ['tls', 'https', 'zlib', 'child_process', 'crypto']) {
      expect(seen.builtins).not.toContain(builtin);
    }
    // Node 22+'s module compile cache is for the UI only: a script never sets it up.
    expect(existsSync(join(work, 'cache', 'node-compile-cache'))).toBe(false);
  });

  it('timeline in human form adds only the HTML-to-text piece', async () => {
    const seen = await footprint(['timeline', 'home', '--limit', '2']);
    expect(seen.dist).toEqual(['lazy/format.cjs', 'main.cjs']);
    expect(seen.required.filter((r) => UI.test(r))).toEqual([]);
  });

  it('--version reads nothing but the main bundle', async () => {
    const seen = await footprint(['--version']);
    expect(seen.dist).toEqual(['main.cjs']);
  });

  it('post loads no UI (its idempotency key comes from the post form, without node:crypto)', async () => {
    const seen = await footprint(['post', 'footprint check', '--json']);
    expect(seen.builtins).not.toContain('crypto');
    expect(seen.required.filter((r) => UI.test(r))).toEqual([]);
    // The write commands' handlers are a piece of their own, loaded by the command that runs.
    expect(seen.dist).toEqual(['lazy/write.cjs', 'main.cjs']);
  });

  it('the write piece uses the main bundle’s model and MobX rather than copies of them', async () => {
    const piece = await readFile(join(DIST_CLI, 'lazy/write.cjs'), 'utf8');
    const main = await readFile(join(DIST_CLI, 'main.cjs'), 'utf8');
    expect(main).toContain('__mobxGlobals');
    expect(piece).not.toContain('__mobxGlobals');
    expect(piece).not.toMatch(/class RootStore\b/);
  });

  it('help of a write command is complete without its handler (read from the main bundle)', async () => {
    const out = join(work, 'footprint-help.json');
    const result = await runCli(['post', '--help'], {
      configDir,
      env: {
        NODE_OPTIONS: `--require ${join(work, 'preload.cjs')}`,
        FOOTPRINT_OUT: out,
        PETREL_CACHE_DIR: join(work, 'cache'),
      },
    });
    expect(result.code).toBe(0);
    for (const option of ['--poll-expires <duration>', '--media <file>', '--sensitive', '--at']) {
      expect(result.stdout).toContain(option);
    }
    const seen = JSON.parse(await readFile(out, 'utf8')) as string[];
    expect(seen.filter((s) => s.includes('lazy/'))).toEqual([]);
  });

  it('login, which stores the token, reads no piece beyond the main bundle (no schema validator)', async () => {
    const seen = await footprint(
      ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
      { stdin: 'sandbox\n', configDir: join(work, 'login-footprint') },
    );
    expect(seen.dist).toEqual(['main.cjs']);
  });

  it('the terminal UI starts from its own bundle alone: the model is loaded once', async () => {
    // Without a terminal the UI refuses (exit 2) after the launcher chose its bundle.
    const seen = await footprint(['tui'], { code: 2 });
    expect(seen.dist).toEqual(['ui.cjs']);
    expect(seen.required.filter((r) => /esm\/|import-esm|main\.cjs/.test(r))).toEqual([]);
  });
});
