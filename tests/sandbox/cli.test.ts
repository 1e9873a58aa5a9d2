import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

/** Runs runSandboxCommand in a child process, as `petrel sandbox` would. */
describe('runSandboxCommand', () => {
  const dir = mkdtempSync(join(tmpdir(), 'petrel-sandbox-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints one listening line, serves, and exits 0 on SIGTERM', async () => {
    const entry = join(dir, 'entry.ts');
    const cli = new URL('../../src/sandbox/cli.ts', import.meta.url).pathname;
    writeFileSync(
      entry,
      `import { runSandboxCommand } from ${JSON.stringify(cli)};\nawait runSandboxCommand({ port: 0, host: '127.0.0.1' });\n`,
    );
    const out = join(dir, 'entry.mjs');
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: out,
      // ws is bundled; its optional native helpers are loaded in a try/catch.
      external: ['bufferutil', 'utf-8-validate'],
      logLevel: 'silent',
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
    });
    const child = spawn(process.execPath, [out], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    let stdout = '';
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
      });
      child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${stderr}`)));
    });
    expect(line).toMatch(/^Sandbox listening on http:\/\/127\.0\.0\.1:\d+$/);
    const url = line.replace('Sandbox listening on ', '');
    expect((await fetch(`${url}/api/v1/instance`)).status).toBe(200);
    const exit = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
  }, 20_000);
});
