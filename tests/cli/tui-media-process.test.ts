import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { Pty } from '../support/pty-run';
import { ESC, hasScript } from '../support/pty-screen';
import { runCli } from './run-cli';

/**
 * The real bundled `petrel tui` in a pseudo-terminal (util-linux `script`) showing the
 * sandbox's image with `m`: the bundle once failed there with "__dirname is not defined in
 * ES module scope". Previews are always ANSI half blocks (platform/media-preview.ts says
 * why), whatever the terminal claims to be; a terminal without colour gets the address.
 */

const TEST_TIMEOUT_MS = 60_000;

/** terminal-image's half block, drawn in two colours per cell. */
const HALF_BLOCK = '\u2584';

let work: string;
let sandbox: Sandbox;
let configDir: string;
const runs: Pty[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-media-'));
  sandbox = await startSandbox({ port: 0 });
  configDir = join(work, 'config');
  const login = await runCli(
    ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
    { configDir, stdin: 'sandbox\n', env: { PETREL_CACHE_DIR: join(work, 'cache') } },
  );
  expect(login.code, login.stderr).toBe(0);
});

afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.stop()));
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Opens the tag timeline with bob's sunset photo and presses `m` on it. */
async function openSunset(env: Record<string, string>): Promise<Pty> {
  const pty = new Pty(['tui'], {
    ...process.env,
    TERM: 'xterm-256color',
    PETREL_CONFIG_DIR: configDir,
    PETREL_CACHE_DIR: join(work, 'cache'),
    HTTP_PROXY: '',
    HTTPS_PROXY: '',
    NO_COLOR: '',
    ...env,
  });
  runs.push(pty);
  await pty.waitFor('@alice');
  // One key per write: a chunk with Enter in it reads as pasted text.
  await pty.type(':');
  await pty.waitFor('Tab: complete');
  await pty.type('tag photography');
  await pty.waitFor(':tag photography');
  await pty.type('\r');
  await pty.waitFor('Sunset over the harbour');
  await pty.type('m');
  await pty.waitFor('A gradient from deep blue to orange');
  return pty;
}

/** The terminals the viewer is drawn in: name and environment. */
const TERMINALS: [string, Record<string, string>][] = [
  ['an xterm', { TERM_PROGRAM: '' }],
  ['iTerm2', { TERM_PROGRAM: 'iTerm.app', LC_TERMINAL: 'iTerm2' }],
  // The UI asks a kitty terminal about its keyboard protocol first; this pty never answers.
  // Ink's own asking read keys typed meanwhile twice: `m` went into a `:` line (issue 9).
  ['kitty', { TERM: 'xterm-kitty', TERM_PROGRAM: '', KITTY_WINDOW_ID: '1' }],
  ['a truecolor terminal', { TERM_PROGRAM: '', COLORTERM: 'truecolor' }],
];

describe.skipIf(!hasScript)('the media viewer of the bundled terminal UI', () => {
  it.each(TERMINALS)(
    'draws the image as coloured half blocks in %s',
    async (_name, env) => {
      const pty = await openSunset(env);
      await pty.until('the image in half blocks', (s) => s.split(HALF_BLOCK).length > 200);
      const screen = pty.screen();
      expect(screen).not.toContain('__dirname');
      expect(screen).not.toContain('Could not');
      // Colours per cell, and no image protocol escapes (iTerm2's OSC 1337, kitty's APC G).
      expect(pty.raw).toMatch(new RegExp(`${ESC}\\[(?:48;[25];|4\\d;|10\\d;)`));
      expect(pty.raw).not.toContain(`${ESC}]1337;File=`);
      expect(pty.raw).not.toContain(`${ESC}_G`);
      // The keyboard query went out exactly when the terminal claims to be kitty.
      expect(pty.raw.includes(`${ESC}[?u`)).toBe(env.KITTY_WINDOW_ID !== undefined);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'shows the address to open instead when the terminal cannot draw colour',
    async () => {
      const pty = await openSunset({ NO_COLOR: '1', TERM_PROGRAM: '' });
      // The address and the hint may come in separate frames: wait for both, do not sample.
      await pty.waitFor('/media/harbour-sunset.png');
      await pty.waitFor('o: open in the browser');
      expect(pty.screen()).not.toContain(HALF_BLOCK);
    },
    TEST_TIMEOUT_MS,
  );
});
