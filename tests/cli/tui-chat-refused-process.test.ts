import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { configText as readConfigText } from '../support/config-text';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';
import { type StoppablePort, startStoppablePort } from '../support/stoppable-port';
import { loginWithToken } from './run-cli';

/**
 * Issue 13, "nothing typed ever lost", with the server really gone: the bundled `petrel tui`
 * in a pty talks to the sandbox through a port that is stopped (connections refused by the
 * operating system, not an imitated status) while a chat message is written. Spec part 1
 * §4: "Send failures with status 500-599 or a failed fetch are retried with exponential
 * delay starting at 1 s doubling, up to 10 tries". So the message stays queued (on disk)
 * and goes out by itself once the port listens again; and one written while the server is
 * gone and the terminal is then killed goes out from the next run. Each arrives once.
 */

const TEST_TIMEOUT_MS = 150_000;

let work: string;
let sandbox: Sandbox;
let server: StoppablePort;
let configDir: string;
let token: string;
const runs: Pty[] = [];

/** Straight to the sandbox (not through the stoppable port). */
async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${sandbox.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every file under the config dir, read as text (the account's storage is among them). */
const configText = () => readConfigText(configDir);

async function openDavesChat(pty: Pty): Promise<void> {
  await pty.waitFor('? help');
  await pty.type('g');
  await pty.type('C');
  await pty.waitFor('@dave@remote.example (Dave on Remote)');
  await pty.type('\r');
  await pty.waitFor('Can you bring the blue blanket on Saturday?');
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-chat-refused-'));
  sandbox = await startSandbox({ port: 0 });
  server = await startStoppablePort(sandbox.url);
  configDir = join(work, 'config');
  token = sandbox.state.tokenFor('alice');
  await loginWithToken(server.url, token, configDir);
});

afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.stop()));
  await server.start().catch(() => undefined);
});

afterAll(async () => {
  await server?.close();
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.skipIf(!hasScript)('a chat message while the server refuses connections', () => {
  it(
    'is queued on disk and sent once when the server is back, live and after a killed terminal',
    async () => {
      const chats =
        await api<Array<{ id: string; account: { username: string } }>>('/api/v1/pleroma/chats');
      const chat = chats.find((c) => c.account.username === 'dave');
      const path = `/api/v1/pleroma/chats/${chat?.id}/messages?limit=40`;
      const copies = async (text: string) =>
        (await api<Array<{ content: string }>>(path)).filter((m) => m.content.includes(text))
          .length;

      // Live: the terminal keeps retrying and sends it once the port listens again.
      const live = `Kites while down ${Date.now()}`;
      const first = new Pty(['tui'], tuiEnv(configDir, join(work, 'cache')));
      runs.push(first);
      await openDavesChat(first);
      await server.stop();
      await expect(fetch(`${server.url}/api/v1/instance`)).rejects.toThrow();
      await first.type('i');
      await first.waitFor(': stop writing');
      await first.type(live);
      await first.waitFor(live);
      await first.type('\r');
      await first.waitFor('queued, retrying');
      await expect.poll(configText, { timeout: 10_000 }).toContain(live);
      expect(await copies(live)).toBe(0);
      await server.start();
      // The next retry (1 s, 2 s, 4 s … after the failures) finds the server back.
      await expect.poll(() => copies(live), { timeout: 40_000 }).toBe(1);
      await expect.poll(configText, { timeout: 10_000 }).not.toContain(live);

      // Written while the server is gone, then the terminal is killed: the next run sends it.
      const killed = `Blanket while down ${Date.now()}`;
      await server.stop();
      await first.type(killed);
      await first.waitFor(killed);
      await first.type('\r');
      await expect.poll(configText, { timeout: 10_000 }).toContain(killed);
      await first.stop();
      expect(await copies(killed)).toBe(0);
      await server.start();
      const second = new Pty(['tui'], tuiEnv(configDir, join(work, 'cache')));
      runs.push(second);
      await second.waitFor('? help');
      await expect.poll(() => copies(killed), { timeout: 20_000 }).toBe(1);
      await expect.poll(configText, { timeout: 10_000 }).not.toContain(killed);
      await openDavesChat(second);
      await second.waitFor(killed);
      // Each exactly once, in the order written.
      expect(await copies(live)).toBe(1);
      expect(await copies(killed)).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );
});
