// Out-of-process helpers: the sandbox as `petrel sandbox` in a child, a logged-in config dir,
// and timed runs of a command.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './bundle.mjs';

/** What is measured: bin/petrel, or another checkout's launcher (PETREL_BENCH_CLI) for an A/B. */
export const PETREL = process.env.PETREL_BENCH_CLI ?? join(repoRoot, 'bin/petrel');

/** Starts `node bin/petrel sandbox --port 0` and waits for its address line. */
export function startSandboxChild() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PETREL, 'sandbox', '--port', '0'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const fail = (why) => reject(new Error(`sandbox did not start: ${why}\n${err}`));
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      fail('no address within 20 s');
    }, 20_000);
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('exit', (code) => fail(`exited with ${code}`));
    child.stdout.on('data', (d) => {
      out += d;
      const match = /Sandbox listening on (http:\/\/\S+)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const stop = () =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      resolve({ url: match[1], child, stop });
    });
  });
}

/** Runs a command to completion; resolves with its wall time (ms), exit code and output. */
export function run(command, args, { env, input, cwd = repoRoot } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({
        ms: performance.now() - started,
        code,
        stdout: Buffer.concat(out).toString(),
        stderr: Buffer.concat(err).toString(),
      });
    });
    if (input !== undefined) child.stdin.end(input);
  });
}

/**
 * Logs alice in (`petrel login --password-stdin`) into a fresh config dir. Returns the dir,
 * alice's access token (read back from the stored credentials) and a cleanup function.
 */
export async function loginAlice(serverUrl) {
  const configDir = mkdtempSync(join(tmpdir(), 'petrel-bench-config-'));
  const env = { ...process.env, PETREL_CONFIG_DIR: configDir };
  const login = await run(
    process.execPath,
    [PETREL, 'login', '--server', serverUrl, '--username', 'alice', '--password-stdin'],
    { env, input: 'sandbox\n' },
  );
  if (login.code !== 0) throw new Error(`login failed (${login.code}): ${login.stderr}`);
  const credentials = JSON.parse(readFileSync(join(configDir, 'credentials.json'), 'utf8'));
  const token = Object.values(credentials.tokens ?? {})[0];
  if (typeof token !== 'string') throw new Error('no token stored after login');
  return {
    configDir,
    env,
    token,
    cleanup: () => rmSync(configDir, { recursive: true, force: true }),
  };
}
