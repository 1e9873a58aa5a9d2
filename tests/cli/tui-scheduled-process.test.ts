import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scheduleTimeText } from '../../src/core/model/post/scheduling';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { fullTime } from '../../src/shared/text/relative-time';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';
import { loginWithToken } from './run-cli';

/**
 * The bundled `petrel tui` in a pty against the sandbox: `g S` lists alice's scheduled post
 * as the server keeps it, a new time typed in the view moves it on the server, and `d` + `y`
 * cancels it there.
 */

const TEST_TIMEOUT_MS = 90_000;
const DAY_MS = 24 * 60 * 60 * 1000;

let work: string;
let sandbox: Sandbox;
let configDir: string;
let token: string;
const runs: Pty[] = [];

async function api(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-scheduled-'));
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

/** Type keys, then wait until what is drawn after them passes the check. */
async function typeThenSee(pty: Pty, keys: string, seen: (drawn: string) => boolean) {
  const from = pty.screen().length;
  await pty.type(keys);
  await pty.until(JSON.stringify(keys), (screen) => seen(screen.slice(from)));
}

describe.skipIf(!hasScript)('scheduled posts in the terminal UI, against the sandbox', () => {
  it(
    'g S lists the post; a new time moves it on the server; d + y cancels it there',
    async () => {
      // Whole minutes, as the view shows and reads times.
      const first = new Date(Math.ceil((Date.now() + 2 * DAY_MS) / 60_000) * 60_000);
      await api('POST', '/api/v1/statuses', {
        status: 'Scheduled from the pty test',
        visibility: 'unlisted',
        scheduled_at: first.toISOString(),
      });
      const pty = new Pty(['tui'], tuiEnv(configDir, join(work, 'cache')));
      runs.push(pty);
      await pty.waitFor('? help');
      await pty.type('g');
      await pty.type('S');
      await pty.waitFor('Scheduled from the pty test');
      expect(pty.screen()).toContain(`${fullTime(first.toISOString())} · Unlisted`);

      const second = new Date(first.getTime() + DAY_MS + 30 * 60_000);
      await pty.type('t');
      await pty.waitFor('Publish at:');
      // Ctrl+U clears the field (the caret is at its end), then the new time and Enter, each
      // once the last one shows (keys written together arrive as one paste).
      await typeThenSee(pty, '\x15', (drawn) => /Publish at:[ \t\r]*\n/.test(drawn));
      await typeThenSee(pty, scheduleTimeText(second), (drawn) =>
        drawn.includes(`Publish at: ${scheduleTimeText(second)}`),
      );
      await pty.type('\r');
      await pty.waitFor(`Now scheduled for ${fullTime(second.toISOString())}`);
      const [moved] = (await api('GET', '/api/v1/scheduled_statuses')) as Array<{
        scheduled_at: string;
      }>;
      expect(new Date(moved!.scheduled_at).getTime()).toBe(second.getTime());

      await pty.type('d');
      await pty.waitFor('It will never be published. y/n');
      await pty.type('y');
      await pty.waitFor('Scheduled post cancelled');
      await pty.waitFor('No scheduled posts');
      expect(await api('GET', '/api/v1/scheduled_statuses')).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
