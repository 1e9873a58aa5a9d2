import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';
import { loginWithToken, runCli } from './run-cli';

/**
 * "Add account" in the real `petrel tui` (a pty by util-linux `script`): alice is signed in
 * on one sandbox; `g a`, `a`, then bob's password on a second sandbox adds him and makes
 * him the active account; `g a` switches back to alice. `petrel accounts` lists both after.
 */
const TEST_TIMEOUT_MS = 90_000;
let first: Sandbox;
let second: Sandbox;
let work: string;
const runs: Pty[] = [];

beforeAll(async () => {
  first = await startSandbox({ port: 0 });
  second = await startSandbox({ port: 0, host: '127.0.0.2' });
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-add-account-'));
});

afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.stop()));
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.skipIf(!hasScript)('Add account in the terminal UI (needs util-linux script)', () => {
  it(
    'adds a second account on another server by password, switches to it and back',
    async () => {
      first.state.createStatus('alice', { status: 'alice pty marker', silent: true });
      second.state.createStatus('bob', { status: 'bob pty marker', silent: true });
      const configDir = join(work, 'config');
      await loginWithToken(first.url, first.state.tokenFor('alice'), configDir);
      const tui = new Pty(['tui'], tuiEnv(configDir, join(work, 'cache')));
      runs.push(tui);
      await tui.waitFor('alice pty marker');
      await tui.type('g');
      await tui.type('a');
      await tui.waitFor('a: add an account');
      const adding = tui.raw.length;
      await tui.type('a');
      await tui.until('the add-account form', () =>
        tui.raw.slice(adding).includes('log in to a Pleroma'),
      );
      await tui.type(second.url);
      await tui.until('the server typed', (s) => s.includes(new URL(second.url).host));
      // One key event at a time (a pty may join quick writes into one read).
      const step = async (keys: string, what: string, shows: string) => {
        const at = tui.raw.length;
        await tui.type(keys);
        await tui.until(what, () => tui.raw.slice(at).includes(shows));
      };
      await step('\t', 'the username field', '> Username');
      await step('bob', 'bob typed', 'bob');
      await step('\t', 'the password field', '> Password');
      await step('sandbox', 'the password typed', '*******');
      await tui.type('\r');
      const mark = tui.raw.length;
      await tui.until('bob home', () => tui.raw.slice(mark).includes('bob pty marker'));

      const back = tui.raw.length;
      await tui.type('g');
      await tui.type('a');
      await tui.until('the chooser', () => tui.raw.slice(back).includes('(current)'));
      await tui.type('1');
      await tui.until('alice home', () => tui.raw.slice(back).includes('alice pty marker'));
      await tui.stop();

      const listed = await runCli(['accounts', '--json'], { configDir });
      expect(listed.code).toBe(0);
      const accounts = JSON.parse(listed.stdout) as { name: string; current: boolean }[];
      expect(accounts.map((a) => [a.name, a.current])).toEqual([
        [`alice@${new URL(first.url).host}`, true],
        [`bob@${new URL(second.url).host}`, false],
      ]);
    },
    TEST_TIMEOUT_MS,
  );
});
