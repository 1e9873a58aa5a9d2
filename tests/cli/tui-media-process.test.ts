import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { ESC, ESCAPES, hasScript } from '../support/pty-screen';
import { PETREL, runCli } from './run-cli';

/**
 * The real bundled `petrel tui` in a pseudo-terminal (util-linux `script`) showing the
 * sandbox's image with `m`: the bundle once failed there with "__dirname is not defined in
 * ES module scope". Previews are always ANSI half blocks (platform/media-preview.ts says
 * why), whatever the terminal claims to be; a terminal without colour gets the address.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SHOW_TIMEOUT_MS = 20_000;
const TEST_TIMEOUT_MS = 60_000;

/** terminal-image's half block, drawn in two colours per cell. */
const HALF_BLOCK = '\u2584';

function quote(s: string): string {
  return `'${s.replaceAll("'", "'\\''")}'`;
}

class Pty {
  raw = '';
  private readonly child: ChildProcessWithoutNullStreams;
  private exited = false;

  constructor(args: string[], env: NodeJS.ProcessEnv) {
    const command = `stty cols 100 rows 30; exec ${[process.execPath, PETREL, ...args].map(quote).join(' ')}`;
    this.child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: repoRoot,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    const add = (d: string) => {
      this.raw += d;
    };
    this.child.stdout.setEncoding('utf8').on('data', add);
    this.child.stderr.setEncoding('utf8').on('data', add);
    this.child.on('exit', () => {
      this.exited = true;
    });
  }

  screen(): string {
    return this.raw.replace(ESCAPES, '');
  }

  /** Resolves once `seen(screen)` holds; rejects on exit or after the timeout. */
  until(what: string, seen: (screen: string) => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const finish = (error?: Error) => {
        clearTimeout(timer);
        this.child.stdout.off('data', check);
        this.child.off('exit', gone);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (seen(this.screen())) finish();
      };
      const gone = () => finish(new Error(`exited before ${what}:\n${this.screen().slice(-2000)}`));
      const timer = setTimeout(
        () =>
          finish(
            new Error(`no ${what} within ${SHOW_TIMEOUT_MS} ms:\n${this.screen().slice(-2000)}`),
          ),
        SHOW_TIMEOUT_MS,
      );
      this.child.stdout.on('data', check);
      this.child.on('exit', gone);
      if (this.exited) gone();
      else check();
    });
  }

  waitFor(text: string): Promise<void> {
    return this.until(`"${text}"`, (screen) => screen.includes(text));
  }

  type(keys: string): Promise<void> {
    return new Promise((resolve, reject) =>
      this.child.stdin.write(keys, (error) => (error ? reject(error) : resolve())),
    );
  }

  stop(): void {
    if (this.exited || this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

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

afterEach(() => {
  for (const run of runs.splice(0)) run.stop();
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
      await pty.waitFor('/media/harbour-sunset.png');
      expect(pty.screen()).not.toContain(HALF_BLOCK);
      expect(pty.screen()).toContain('o: open in the browser');
    },
    TEST_TIMEOUT_MS,
  );
});
