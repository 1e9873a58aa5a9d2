import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program';
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

/**
 * Which commands' code the files a run read hold, found by each command's help description
 * (the words its registration passes to commander). Files are named by content hashes, so
 * they are known by what they hold.
 */
let descriptions: Map<string, string>;

async function commandsIn(files: string[]): Promise<string[]> {
  const text = (
    await Promise.all(files.map((file) => readFile(join(DIST_CLI, file), 'utf8')))
  ).join('\n');
  return [...descriptions]
    .filter(([, words]) => text.includes(words))
    .map(([name]) => name)
    .sort();
}

/** The first plain words of a description (quotes and escapes vary in bundled code). */
function plainWords(description: string): string | undefined {
  const words = /^[\w ,:;.()/-]*/.exec(description)?.[0].trim() ?? '';
  return words.length >= 12 ? words : undefined;
}

beforeAll(async () => {
  const program = await buildProgram(['node', 'petrel', '--help']);
  descriptions = new Map();
  for (const command of program.commands) {
    const words = plainWords(command.description());
    if (words) descriptions.set(command.name(), words);
  }
  expect(descriptions.size).toBeGreaterThan(40);
});

/** Code only the write commands' handlers hold (not their commands' definitions). */
const WRITE_HANDLERS = 'Only your own statuses can be edited';

describe('what a command loads', () => {
  it('timeline --json: no command’s definition, no commander, no UI, no lazy piece, no TLS or child processes', async () => {
    const seen = await footprint(['timeline', 'home', '--json']);
    expect(seen.dist).toContain('main.cjs');
    // Parsed by the read commands' own parser (src/cli/fast-read.ts): neither commander nor
    // any command's registration, timeline's included, is read (issue 10: memory).
    expect(await commandsIn(seen.dist)).toEqual([]);
    const code = (
      await Promise.all(seen.dist.map((file) => readFile(join(DIST_CLI, file), 'utf8')))
    ).join('\n');
    expect(code).not.toContain('commander.unknownOption');
    expect(code).toContain('Choose one of --json and --ndjson');
    expect(seen.dist.filter((file) => !/^(main\.cjs|split\/[\w-]+\.cjs)$/.test(file))).toEqual([]);
    expect(seen.required.filter((r) => UI.test(r))).toEqual([]);
    expect(seen.required.filter((r) => r.includes('lazy/'))).toEqual([]);
    // An http:// server needs neither TLS nor zlib (uncompressed answer); commander's
    // child_process is never needed.
    for (const builtin of ['tls', 'https', 'zlib', 'child_process', 'crypto']) {
      expect(seen.builtins).not.toContain(builtin);
    }
    // Node 22+'s module compile cache is for the UI only: a script never sets it up.
    expect(existsSync(join(work, 'cache', 'node-compile-cache'))).toBe(false);
    // A read-only command builds no observable model (src/cli/reader.ts): neither MobX nor
    // the root store is read (issue 10: memory and CPU of the most-run command).
    const text = (
      await Promise.all(seen.dist.map((file) => readFile(join(DIST_CLI, file), 'utf8')))
    ).join('\n');
    expect(text).not.toMatch(/__mobxGlobals/);
    expect(text).not.toMatch(/\bclass RootStore\b|\bRootStore=class\b/);
  });

  it('timeline in human form adds only the human format, not html-to-text, for plain statuses', async () => {
    const json = await footprint(['timeline', 'home', '--json']);
    const seen = await footprint(['timeline', 'home', '--limit', '2']);
    expect(seen.dist).toEqual([...json.dist, 'lazy/format.cjs'].sort());
    expect(seen.required.filter((r) => UI.test(r))).toEqual([]);
  });

  it('--version reads no command’s code', async () => {
    const seen = await footprint(['--version']);
    expect(seen.dist).toContain('main.cjs');
    expect(await commandsIn(seen.dist)).toEqual([]);
    expect(seen.dist.filter((file) => file.startsWith('lazy/'))).toEqual([]);
  });

  it('post loads no UI (its idempotency key comes from the post form, without node:crypto)', async () => {
    const seen = await footprint(['post', 'footprint check', '--json']);
    expect(seen.builtins).not.toContain('crypto');
    expect(seen.required.filter((r) => UI.test(r))).toEqual([]);
    // `upload` is defined beside the media options post and edit share (commands/media.ts).
    expect(await commandsIn(seen.dist)).toEqual(['edit', 'post', 'upload']);
  });

  it('the model and MobX are in one file that every command shares, not copied per command', async () => {
    const files = [
      'main.cjs',
      ...(await readdir(join(DIST_CLI, 'split')))
        .filter((name) => name.endsWith('.cjs'))
        .map((name) => `split/${name}`),
    ];
    const holding = async (pattern: RegExp) => {
      const found: string[] = [];
      for (const file of files) {
        if (pattern.test(await readFile(join(DIST_CLI, file), 'utf8'))) found.push(file);
      }
      return found;
    };
    expect(await holding(/__mobxGlobals/)).toHaveLength(1);
    expect(await holding(/\bclass RootStore\b|\bRootStore=class\b/)).toHaveLength(1);
    expect(await holding(new RegExp(WRITE_HANDLERS))).toHaveLength(1);
  });

  it('help of a write command is complete without its handler', async () => {
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
    const read = seen
      .filter((s) => s.startsWith(`read:${DIST_CLI}`))
      .map((s) => relative(DIST_CLI, s.slice('read:'.length)));
    const text = await Promise.all(read.map((file) => readFile(join(DIST_CLI, file), 'utf8')));
    expect(text.some((code) => code.includes(WRITE_HANDLERS))).toBe(false);
  });

  it('login, which stores the token, reads no lazy piece (no schema validator)', async () => {
    const seen = await footprint(
      ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
      { stdin: 'sandbox\n', configDir: join(work, 'login-footprint') },
    );
    expect(await commandsIn(seen.dist)).toEqual(['login']);
    expect(seen.dist.filter((file) => file.startsWith('lazy/'))).toEqual([]);
  });

  it('the terminal UI starts from its own bundle alone: the model is loaded once', async () => {
    // Without a terminal the UI refuses (exit 2) after the launcher chose its bundle.
    const seen = await footprint(['tui'], { code: 2 });
    expect(seen.dist).toEqual(['ui.cjs']);
    expect(seen.required.filter((r) => /esm\/|import-esm|main\.cjs/.test(r))).toEqual([]);
  });
});
