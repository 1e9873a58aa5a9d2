import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { PETREL } from './run-cli';

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
});
