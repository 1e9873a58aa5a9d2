import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';
import { loginWithToken } from './run-cli';

/**
 * The bundled `petrel tui` in a pty against the sandbox as the snac server Petrel was tried
 * on (`--flavour snac`): no stream to be had, so the UI polls, and the server ignores
 * `since_id`. Before the fix every poll got the newest page again and the status bar said
 * "Reload — press ." forever; polling with `min_id` finds the new status.
 */

/** One poll (10 s) and the drawing after it, with room for a loaded machine. */
const POLL_WAIT_MS = 40_000;
const TEST_TIMEOUT_MS = 90_000;

let work: string;
let sandbox: Sandbox;
let configDir: string;
const runs: Pty[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-polling-'));
  sandbox = await startSandbox({ port: 0, flavour: 'snac' });
  configDir = join(work, 'config');
  // More than a page (20) on the home timeline: a poll answered with the newest page again
  // is then a full page, which the UI took for a gap.
  for (let n = 1; n <= 25; n += 1) sandbox.state.createStatus('bob', { status: `Filler ${n}` });
  // snac's password grant gives a token bound to no user; a user's own token is what works.
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), configDir);
});

afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.stop()));
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.skipIf(!hasScript)('the terminal UI polling a server that ignores since_id', () => {
  it(
    'shows "1 new" for a status posted meanwhile, never "Reload", and shows it on .',
    async () => {
      const pty = new Pty(['tui'], tuiEnv(configDir, join(work, 'cache')));
      runs.push(pty);
      await pty.waitFor('polling');
      const text = 'Posted while the terminal polls';
      sandbox.state.createStatus('bob', { status: text });
      await pty.waitFor('1 new — press .', POLL_WAIT_MS);
      expect(pty.screen()).not.toContain('Reload');
      await pty.type('.');
      await pty.waitFor(text);
      expect(pty.screen()).not.toContain('Reload');
    },
    TEST_TIMEOUT_MS,
  );
});
