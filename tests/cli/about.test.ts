import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { runCli } from './run-cli';

/**
 * `petrel about` (issue 16, spec part 1 §2 "About"): the instance, its own panel, features
 * and terms of service in the terminal, anonymously with --server; the server's HTML read as
 * plain text (no tags, no script text), or kept as sent with --json.
 */
let sandbox: Sandbox;
let work: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-about-'));
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('petrel about', () => {
  it('prints the instance, its panel, features and terms as plain text', async () => {
    const result = await runCli(['about', '--server', sandbox.url], { configDir: work });
    expect(result.code, result.stderr).toBe(0);
    const out = result.stdout;
    expect(out).toContain('Petrel Sandbox');
    expect(out).toMatch(/Instance panel:\n.*\S/);
    expect(out).toContain('Features:\nShoutbox\nChats');
    expect(out).toMatch(/Text limit = \d+/);
    expect(out).toMatch(/Terms of service:\n.*\S/);
    expect(out).not.toMatch(/<\/?[a-z][^>]*>/i);
  });

  it('--json keeps the documents as the server sent them', async () => {
    const result = await runCli(['about', '--server', sandbox.url, '--json'], { configDir: work });
    expect(result.code, result.stderr).toBe(0);
    const about = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(about.title).toBe('Petrel Sandbox');
    expect(String(about.panel)).toMatch(/<[a-z]/i);
    expect(String(about.terms)).toMatch(/<[a-z]/i);
    expect(about.features).toContain('Shoutbox');
  });

  it('leaves the panel out when the reader hid it (petrel config set hideInstancePanel on)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'petrel-about-hidden-'));
    try {
      const set = await runCli(['config', 'set', 'hideInstancePanel', 'on'], { configDir: dir });
      expect(set.code, set.stderr).toBe(0);
      const result = await runCli(['about', '--server', sandbox.url, '--json'], { configDir: dir });
      expect(result.code, result.stderr).toBe(0);
      const about = JSON.parse(result.stdout) as Record<string, unknown>;
      expect(about.panel).toBeNull();
      expect(String(about.terms)).toMatch(/<[a-z]/i);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('without --server needs a login (exit 3)', async () => {
    const result = await runCli(['about'], { configDir: work });
    expect(result.code).toBe(3);
  });
});
