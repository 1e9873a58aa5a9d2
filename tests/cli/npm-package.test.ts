/**
 * Issue 16, "An npm package": the packed tarball installed into an empty folder gives a
 * working `petrel` (the bundle and the web build, nothing of the tests or sources), with a
 * `--help` that says how to start. The build bundles every dependency, so the package has
 * none and installs offline.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** No npm on this machine (a bare Node install): nothing to pack or install with. */
const NO_NPM = spawnSync(NPM, ['--version'], { stdio: 'ignore' }).status !== 0;

let work = '';
let petrel = '';
let packed: string[] = [];

beforeAll(async () => {
  if (NO_NPM) return;
  work = await mkdtemp(join(tmpdir(), 'petrel-pack-'));
  // The suite runs after `npm install`, whose build made dist/: pack that, without rebuilding.
  const { stdout } = await run(
    NPM,
    ['pack', '--ignore-scripts', '--json', '--pack-destination', work],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  const [info] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  if (!info) throw new Error('npm pack gave no tarball');
  packed = info.files.map((file) => file.path);
  const prefix = join(work, 'global');
  await run(
    NPM,
    [
      'install',
      '--global',
      '--prefix',
      prefix,
      '--offline',
      '--no-audit',
      '--no-fund',
      join(work, info.filename),
    ],
    // An empty folder, away from this checkout: nothing of node_modules can leak in.
    { cwd: work, env: { ...process.env, npm_config_cache: join(work, 'cache') } },
  );
  petrel = join(prefix, 'bin', 'petrel');
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe.skipIf(NO_NPM)(
  'the npm package (skipped: no npm on PATH to pack and install with)',
  () => {
    it('holds the launcher, the bundles and the web build, and none of the tests or sources', () => {
      expect(packed).toContain('bin/petrel');
      expect(packed).toContain('dist/cli/main.cjs');
      // The terminal UI's layout engine reads its WebAssembly from beside its bundle.
      expect(packed).toContain('dist/cli/ui.cjs');
      expect(packed).toContain('dist/cli/yoga.wasm');
      expect(packed).toContain('dist/web/index.html');
      expect(packed.filter((path) => /^(src|tests|e2e|bench)\//.test(path))).toEqual([]);
      expect(packed.filter((path) => path.endsWith('.map'))).toEqual([]);
    });

    it('installed globally into an empty folder, prints its version and how to start', async () => {
      const version = await run(petrel, ['--version']);
      expect(version.stdout.trim()).toBe('0.1.0');
      const help = await run(petrel, ['--help']);
      expect(help.stdout).toContain('Getting started:');
      expect(help.stdout).toContain('petrel demo');
      // Nothing beside the install: the package brought no node_modules of its own.
      expect(await readdir(join(work, 'global', 'lib', 'node_modules', 'petrel'))).not.toContain(
        'node_modules',
      );
    });

    it('runs `petrel sandbox` from the install', async () => {
      const child = spawn(petrel, ['sandbox', '--port', '0'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      child.stdout.setEncoding('utf8');
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: string) => {
          stdout += chunk;
          if (stdout.includes('\n')) resolve(stdout.split('\n')[0] ?? '');
        });
        child.on('exit', () => reject(new Error(`exited early: ${stdout}`)));
      });
      const match = /^Sandbox listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
      expect(match).not.toBeNull();
      const instance = await fetch(`${match?.[1]}/api/v1/instance`);
      expect(instance.status).toBe(200);
      child.kill('SIGTERM');
      await once(child, 'exit');
    });
  },
);
