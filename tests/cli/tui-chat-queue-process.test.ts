import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { configText as readConfigText } from '../support/config-text';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';
import { loginWithToken } from './run-cli';

/**
 * Issue 13, "nothing typed ever lost": the bundled `petrel tui` in a pty writes a chat
 * message while the sandbox refuses it (503, then the connection dropped), is killed with the
 * message still queued, and a new run with the server back sends it: the server has it
 * exactly once.
 */

const TEST_TIMEOUT_MS = 120_000;

let work: string;
let sandbox: Sandbox;
let configDir: string;
let token: string;
const runs: Pty[] = [];

async function api<T>(method: string, path: string): Promise<T> {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function fault(spec: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { ...sandbox.hookHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  if (!res.ok) throw new Error(`fault: ${res.status}`);
}

async function clearFaults(): Promise<void> {
  await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'DELETE',
    headers: sandbox.hookHeaders,
  });
}

/** Every file under the config dir, read as text (the account's storage is among them). */
const configText = () => readConfigText(configDir);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-chat-queue-'));
  sandbox = await startSandbox({ port: 0 });
  configDir = join(work, 'config');
  token = sandbox.state.tokenFor('alice');
  await loginWithToken(sandbox.url, token, configDir);
});

afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.stop()));
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.skipIf(!hasScript)('a queued chat message across a killed terminal', () => {
  it(
    'is kept on disk while the server refuses it and sent exactly once by the next run',
    async () => {
      const chats = await api<Array<{ id: string; account: { username: string } }>>(
        'GET',
        '/api/v1/pleroma/chats',
      );
      // The newest chat (first in the list): dave's.
      const chat = chats[0];
      expect(chat?.account.username).toBe('dave');
      const chatId = chat?.id ?? '';
      const path = `/api/v1/pleroma/chats/${chatId}/messages`;
      const text = `Kites packed ${Date.now()}`;
      const copies = async () =>
        (await api<Array<{ content: string }>>('GET', `${path}?limit=40`)).filter((m) =>
          m.content.includes(text),
        ).length;

      await fault({ method: 'POST', path, status: 503, times: 1 });
      await fault({ method: 'POST', path, status: 0, times: 1000 });
      const first = new Pty(['tui'], tuiEnv(configDir, join(work, 'cache')));
      runs.push(first);
      await first.waitFor('? help');
      await first.type('g');
      await first.type('C');
      // The hint shows while the list is still loading: wait for dave's row, then open it.
      await first.waitFor('@dave@remote.example (Dave on Remote)');
      await first.type('\r');
      await first.waitFor('Can you bring the blue blanket on Saturday?');
      await first.type('i');
      await first.waitFor(': stop writing');
      await first.type(text);
      await first.waitFor(text);
      await first.type('\r');
      // Shown as queued (its first try failed), and kept on disk.
      await first.waitFor('queued, retrying');
      await expect.poll(configText, { timeout: 10_000 }).toContain(text);
      expect(await copies()).toBe(0);

      await first.stop();
      await clearFaults();

      const second = new Pty(['tui'], tuiEnv(configDir, join(work, 'cache')));
      runs.push(second);
      await second.waitFor('? help');
      // Sent at start-up, before any screen is opened.
      await expect.poll(copies, { timeout: 20_000 }).toBe(1);
      await second.type('g');
      await second.type('C');
      // The hint shows while the list is still loading: wait for dave's row, then open it.
      await second.waitFor('@dave@remote.example (Dave on Remote)');
      await second.type('\r');
      await second.waitFor(text);
      // Confirmed: the queue on disk is empty and the server still has one copy.
      await expect.poll(configText, { timeout: 10_000 }).not.toContain(text);
      expect(await copies()).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );
});
