import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { type StoppablePort, startStoppablePort } from '../support/stoppable-port';
import { loginWithToken, runCli } from './run-cli';

/**
 * Issue 13, "a message typed while the server is down is kept (on disk in the terminal and
 * CLI)", with the server really gone: alice's CLI talks to the sandbox through a port that
 * is stopped (connections refused), not through an imitated status. A message to a chat the
 * CLI has met before is queued on disk (exit 4) and sent once, in order, when the server is
 * back. Spec part 1 §4 retries "a failed fetch"; a CLI command tries once and leaves the
 * rest to the next command.
 */

let sandbox: Sandbox;
let server: StoppablePort;
let work: string;
const dirs: Record<string, string> = {};
const as = (user: string, args: string[]) => runCli(args, { configDir: dirs[user]! });

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  server = await startStoppablePort(sandbox.url);
  work = await mkdtemp(join(tmpdir(), 'petrel-chat-refused-'));
  for (const user of ['alice', 'carol']) {
    dirs[user] = join(work, user);
    // Carol reads straight from the sandbox; alice goes through the stoppable port.
    await loginWithToken(
      user === 'alice' ? server.url : sandbox.url,
      sandbox.state.tokenFor(user),
      dirs[user],
    );
  }
});

afterAll(async () => {
  await server?.close();
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('petrel chat while the server refuses connections', () => {
  it('queues messages to a known chat on disk and sends each once when the server is back', async () => {
    const before = await as('alice', ['chat', 'carol', 'Before the outage']);
    expect(before.stderr).toBe('');
    expect(before.code).toBe(0);

    await server.stop();
    const first = await as('alice', ['chat', 'carol', 'First during the outage']);
    expect(first.code).toBe(4);
    expect(first.stderr).toContain('Connection refused');
    expect(first.stderr).toContain('1 chat message(s) queued');
    const second = await as('alice', ['chat', '@Carol', 'Second during the outage']);
    expect(second.code).toBe(4);
    expect(second.stderr).toContain('2 chat message(s) queued');
    // Nobody ever met: nothing to queue it for, said plainly.
    const stranger = await as('alice', ['chat', 'dave', 'Hello stranger']);
    expect(stranger.code).toBe(4);
    expect(stranger.stderr).toContain('Connection refused');
    expect(stranger.stderr).not.toContain('queued');
    // Still down: flush keeps them.
    const early = await as('alice', ['chat', 'flush']);
    expect(early.code).toBe(4);

    await server.start();
    const flushed = await as('alice', ['chat', 'flush']);
    expect(flushed.stderr).toBe('');
    expect(flushed.stdout).toBe('Sent 2 queued chat message(s)\n');
    expect((await as('alice', ['chat', 'flush'])).stdout).toBe('No queued chat messages\n');

    const seen = (await as('carol', ['chat', 'alice', '--limit', '40'])).stdout;
    const outage = seen.split('\n').filter((l) => l.includes('during the outage'));
    expect(outage).toHaveLength(2);
    expect(outage[0]).toContain('First during the outage');
    expect(outage[1]).toContain('Second during the outage');
    expect(seen).not.toContain('Hello stranger');
  });
});
