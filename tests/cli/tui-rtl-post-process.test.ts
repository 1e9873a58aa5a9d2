import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { Pty, tuiEnv } from '../support/pty-run';
import { hasScript } from '../support/pty-screen';
import { loginWithToken } from './run-cli';

/**
 * Issue 14 in a real terminal: under LANG=ar_EG.UTF-8 the bundled `petrel tui` draws Arabic
 * typed into the post form in the order a terminal reads it (reversed, an English line as
 * typed), while the post the server gets keeps the order it was typed in.
 */

const TEST_TIMEOUT_MS = 90_000;
const reversed = (s: string) => [...s].reverse().join('');

let work: string;
let sandbox: Sandbox;
let configDir: string;
let token: string;
const runs: Pty[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-rtl-post-'));
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

async function homeContents(): Promise<string[]> {
  const res = await fetch(`${sandbox.url}/api/v1/timelines/home`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const statuses = (await res.json()) as { content: string }[];
  return statuses.map((s) => s.content);
}

describe.skipIf(!hasScript)('Arabic typed into the post form in a pty (issue 14)', () => {
  it(
    'is drawn from the right while typed, and posted as typed',
    async () => {
      const env = tuiEnv(configDir, join(work, 'cache'));
      delete env.LC_ALL;
      delete env.LC_MESSAGES;
      delete env.LANGUAGE;
      const pty = new Pty(['tui'], { ...env, LANG: 'ar_EG.UTF-8' });
      runs.push(pty);
      await pty.until('the timeline', (s) => s.includes('@alice'));
      await pty.type('c');
      await pty.until('the post form', (s) => s.includes('Ctrl+S'));
      const arabic = 'سلام من الطرفية';
      await pty.type(arabic);
      await pty.waitFor(reversed(arabic));
      expect(pty.screen()).not.toContain(arabic);
      await pty.type('\r');
      await pty.type('and bread');
      await pty.waitFor('and bread');
      await pty.type('\x13'); // Ctrl+S: send
      const posted = `${arabic}\nand bread`;
      await expect
        .poll(async () => (await homeContents()).some((c) => c.includes(arabic)), {
          timeout: 20_000,
        })
        .toBe(true);
      const content = (await homeContents()).find((c) => c.includes(arabic)) ?? '';
      // The server has the words in the order they were typed, the line break kept.
      expect(content.replace(/<br\s*\/?>/g, '\n').replace(/<\/?p>/g, '')).toContain(posted);
    },
    TEST_TIMEOUT_MS,
  );
});
