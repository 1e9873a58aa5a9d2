import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { get, type IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PETREL } from './run-cli';

/** One request on its own connection: the snac flavour answers one request per connection. */
function freshGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (d: string) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

describe('petrel sandbox', () => {
  it('prints exactly one "listening" line, serves, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [PETREL, 'sandbox', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        stdout += chunk;
        if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
      });
      child.on('exit', () => reject(new Error(`exited early: ${stdout}`)));
    });
    const match = /^Sandbox listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
    expect(match).not.toBeNull();
    const instance = await fetch(`${match![1]}/api/v1/instance`);
    expect(instance.status).toBe(200);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a non-loopback host', async () => {
    const child = spawn(process.execPath, [PETREL, 'sandbox', '--host', '0.0.0.0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/loopback/i);
  });

  it('--flavour and --quirk make it behave like another server', async () => {
    const child = spawn(
      process.execPath,
      [PETREL, 'sandbox', '--port', '0', '--flavour', 'snac', '--quirk', 'no-markers'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    child.stdout.setEncoding('utf8');
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        stdout += chunk;
        if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
      });
      child.on('exit', () => reject(new Error(`exited early: ${stdout}`)));
    });
    const url = line.replace('Sandbox listening on ', '');
    try {
      const instance = JSON.parse((await freshGet(`${url}/api/v1/instance`)).body) as {
        version: string;
        urls: { streaming_api: string };
      };
      expect(instance.version).toMatch(/really snac/);
      expect(instance.urls.streaming_api).toMatch(/^wss:\/\//);
      expect((await freshGet(`${url}/api/v1/timelines/public`)).headers.link).toBeUndefined();
      const markers = await freshGet(`${url}/api/v1/markers`, {
        authorization: 'Bearer sandbox-token-alice',
      });
      expect(markers.status).toBe(404);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  it('an unknown flavour or quirk is a usage error that lists the known ones', async () => {
    for (const args of [
      ['--quirk', 'no-such-thing'],
      ['--flavour', 'misskey'],
    ]) {
      const child = spawn(process.execPath, [PETREL, 'sandbox', '--port', '0', ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        stderr += d;
      });
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toMatch(/Unknown (quirk|flavour)/);
      expect(stderr).toMatch(args[0] === '--quirk' ? /no-link-header/ : /gotosocial/);
    }
  });
});
