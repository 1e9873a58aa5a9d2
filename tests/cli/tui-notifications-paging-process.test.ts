import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';
import { fillNotifications, OLDEST_NOTIFICATION_TEXT } from '../support/quirky-notifications';
import { loginWithToken } from './run-cli';

/**
 * The bundled `petrel tui` in a pty against a sandbox whose `Link` header pages with
 * `older_than` and which ignores `max_id` (as the GoToSocial-like server Petrel was tried
 * on). Before the fix "Press G for older notifications" loaded the first page again, and
 * everything past it was unreachable with no error; following the `Link` URL as given
 * reaches the oldest notification.
 */

/** More presses than the pages and reveal steps of ~70 notifications need. */
const MAX_PRESSES = 30;
const TEST_TIMEOUT_MS = 90_000;

let work: string;
let sandbox: Sandbox;
let configDir: string;
const runs: Pty[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-notifications-'));
  sandbox = await startSandbox({ port: 0, quirks: ['link-older-than'] });
  fillNotifications(sandbox);
  configDir = join(work, 'config');
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), configDir);
});

afterEach(() => {
  for (const run of runs.splice(0)) run.stop();
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.skipIf(!hasScript)('the terminal UI paging notifications by an older_than Link', () => {
  it(
    'shows the oldest notification after pressing G until the end',
    async () => {
      const pty = new Pty(['tui'], tuiEnv(configDir, join(work, 'cache')));
      runs.push(pty);
      await pty.waitFor('@alice');
      await pty.type('g');
      await pty.type('n');
      await pty.waitFor('mentioned you');
      for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
        if (pty.screen().includes(OLDEST_NOTIFICATION_TEXT)) break;
        // Each G redraws (the cursor moves, more are shown, a page arrives); at the end of a
        // pager stuck on the first page nothing changes, and this wait fails with the screen.
        const drawn = pty.raw.length;
        await pty.type('G');
        await pty.until('a redraw after G', () => pty.raw.length > drawn);
      }
      expect(pty.screen()).toContain(OLDEST_NOTIFICATION_TEXT);
    },
    TEST_TIMEOUT_MS,
  );
});
