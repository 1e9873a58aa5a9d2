/**
 * The servers Petrel starts, as a user starts them: `petrel web` refuses a network address
 * unless told so explicitly, and `petrel sandbox` opens its test hooks only to the process
 * that gave it a secret.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, PETREL, runCli } from './run-cli';

let configDir: string;

beforeAll(async () => {
  configDir = await mkdtemp(join(tmpdir(), 'petrel-cli-loopback-'));
});

afterAll(async () => {
  await rm(configDir, { recursive: true, force: true });
});

describe('petrel web --host', () => {
  it('refuses a non-loopback host with a clear error and exit 2, binding nothing', async () => {
    const server = `http://127.0.0.1:${await closedPort()}`;
    for (const host of ['0.0.0.0', '::', '192.0.2.7']) {
      const result = await runCli(['web', '--host', host, '--port', '0', '--server', server], {
        configDir,
      });
      expect(result.code, host).toBe(2);
      expect(result.stderr).toContain(`--host ${host} is not a loopback address`);
      expect(result.stderr).toContain('--allow-remote');
      expect(result.stdout).not.toContain('Petrel web client on');
    }
  });

  it('documents --allow-remote in its help', async () => {
    const result = await runCli(['web', '--help'], { configDir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--allow-remote');
  });
});

/** Starts `petrel sandbox --port 0` and resolves with its URL once it says it listens. */
function startSandboxProcess(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcessWithoutNullStreams }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PETREL, 'sandbox', '--port', '0'], {
      env: { ...process.env, PETREL_CONFIG_DIR: configDir, ...env },
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (data: string) => {
      out += data;
      const match = out.match(/listening on (http:\/\/\S+)/);
      if (match?.[1]) resolve({ url: match[1], child });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`petrel sandbox exited (${code}): ${out}`)));
  });
}

async function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('petrel sandbox test hooks', () => {
  it('are closed without PETREL_SANDBOX_HOOK_SECRET and open with it', async () => {
    const closed = await startSandboxProcess({ PETREL_SANDBOX_HOOK_SECRET: '' });
    try {
      const res = await fetch(`${closed.url}/__sandbox/tokens/alice`, {
        headers: { 'x-petrel-sandbox-secret': '' },
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await stop(closed.child);
    }
    const secret = 'a-secret-only-this-test-knows-0123456789';
    const open = await startSandboxProcess({ PETREL_SANDBOX_HOOK_SECRET: secret });
    try {
      const res = await fetch(`${open.url}/__sandbox/tokens/alice`, {
        headers: { 'x-petrel-sandbox-secret': secret },
      });
      expect(res.status).toBe(200);
    } finally {
      await stop(open.child);
    }
  });
});
