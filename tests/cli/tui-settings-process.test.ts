import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';
import { loginWithToken, runCli } from './run-cli';

/**
 * `:set` in the real `petrel tui` (a pty by util-linux `script`): a change is kept across
 * restarts, a synced one reaches the server (read back by `petrel config get` from another
 * config directory), and `:set lang de` switches the running UI.
 */

const TEST_TIMEOUT_MS = 90_000;
let sandbox: Sandbox;
let work: string;
const runs: Pty[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-settings-'));
});

afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.stop()));
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

function env(configDir: string): NodeJS.ProcessEnv {
  const base = tuiEnv(configDir, join(work, 'cache'));
  delete base.LC_ALL;
  delete base.LC_MESSAGES;
  delete base.LANGUAGE;
  return { ...base, LANG: 'en_US.UTF-8' };
}

/** `:` opens the command line; the words go in once it shows, then Enter. */
async function command(pty: Pty, text: string, hint: string): Promise<void> {
  const mark = pty.raw.length;
  await pty.type(':');
  await pty.until(`the command line (${text})`, () => pty.raw.slice(mark).includes(hint));
  await pty.type(text);
  await pty.until(`"${text}" typed`, () => pty.screen().includes(`:${text}`));
  await pty.type('\r');
}

describe.skipIf(!hasScript)(':set in the terminal UI (needs util-linux script)', () => {
  it(
    'keeps a change across restarts, sends a synced one to the server, switches language live',
    async () => {
      const configDir = join(work, 'one');
      await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), configDir);
      const first = new Pty(['tui'], env(configDir));
      runs.push(first);
      await first.waitFor('@alice');
      await command(first, 'set maxThumbnails 4', 'Tab: complete');
      await first.waitFor('maxThumbnails is now 4');
      await command(first, 'set lang de', 'Tab: complete');
      await first.waitFor('lang ist jetzt de');
      await first.stop();

      // Another device (its own config directory) reads the synced value from the server.
      const otherDir = join(work, 'other');
      await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), otherDir);
      const got = await runCli(['config', 'get', 'maxThumbnails'], { configDir: otherDir });
      expect(got.stdout.trim()).toBe('4');

      // The next start keeps both: German, and the value.
      const second = new Pty(['tui'], env(configDir));
      runs.push(second);
      await second.waitFor('Startseite');
      await command(second, 'set maxThumbnails', 'Tab: vervollständigen');
      await second.waitFor('maxThumbnails ist 4');
    },
    TEST_TIMEOUT_MS,
  );
});
