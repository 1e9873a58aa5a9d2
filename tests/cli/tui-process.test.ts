import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { ESC, ESCAPES, hasScript } from '../support/pty-screen';
import { PETREL, runCli } from './run-cli';

/**
 * The real `bin/petrel tui` and `petrel demo` in a pseudo-terminal made by util-linux
 * `script` (as bench/tui-first-frame.mjs does): what a user sees on starting and quitting.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// util-linux `script` (BSD's, on macOS, has other options and no --version).
const NO_SCRIPT = 'needs util-linux `script` to run the CLI in a pseudo-terminal';

// Generous: a loaded two-core machine starts Node, the UI bundle and the sandbox slowly.
const SHOW_TIMEOUT_MS = 20_000;
const QUIT_TIMEOUT_MS = 15_000;
const TEST_TIMEOUT_MS = 60_000;

const ENTER_ALT_SCREEN = `${ESC}[?1049h`;
const LEAVE_ALT_SCREEN = `${ESC}[?1049l`;
const HIDE_CURSOR = `${ESC}[?25l`;
const SHOW_CURSOR = `${ESC}[?25h`;

function quote(s: string): string {
  return `'${s.replaceAll("'", "'\\''")}'`;
}

/** The start and end of a long screen, for failure messages. */
function clip(screen: string): string {
  return screen.length <= 3000 ? screen : `${screen.slice(0, 1000)}\n[…]\n${screen.slice(-2000)}`;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** `petrel <args>` in a 120x40 pseudo-terminal; keys go in through stdin. */
class PtyRun {
  raw = '';
  readonly exited: Promise<Exit>;
  private readonly child: ChildProcessWithoutNullStreams;
  private exit: Exit | undefined;

  constructor(args: string[], env: NodeJS.ProcessEnv) {
    const command = `stty cols 120 rows 40; exec ${[process.execPath, PETREL, ...args].map(quote).join(' ')}`;
    this.child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: repoRoot,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true, // its own process group, so the pty's children can be ended with it
    });
    this.child.stdout.setEncoding('utf8').on('data', (d: string) => {
      this.raw += d;
    });
    this.child.stderr.setEncoding('utf8').on('data', (d: string) => {
      this.raw += d;
    });
    this.exited = new Promise((resolve) => {
      this.child.on('error', () => resolve({ code: null, signal: null }));
      this.child.on('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
    });
  }

  screen(): string {
    return this.raw.replace(ESCAPES, '');
  }

  /** Resolves once `text` is on screen; rejects if the program exits or time runs out. */
  waitFor(text: string, timeoutMs = SHOW_TIMEOUT_MS): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.child.stdout.off('data', check);
        this.child.off('exit', exited);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (this.screen().includes(text)) done();
      };
      const exited = () =>
        done(new Error(`exited before "${text}" was shown:\n${clip(this.screen())}`));
      const timer = setTimeout(
        () =>
          done(new Error(`"${text}" not shown within ${timeoutMs} ms:\n${clip(this.screen())}`)),
        timeoutMs,
      );
      this.child.stdout.on('data', check);
      this.child.on('exit', exited);
      if (this.exit) exited();
      else check();
    });
  }

  /** The program `script` runs in the pty (its only child, after the shell's exec). */
  async programPid(): Promise<number> {
    const parent = this.child.pid;
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
      // pid (comm) state ppid …: comm may hold spaces, so split after its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) return Number(entry);
    }
    throw new Error('no program under script');
  }

  /** Types `keys` into the terminal. */
  async type(keys: string): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.child.stdin.write(keys, (error) => (error ? reject(error) : resolve())),
    );
  }

  /** Waits for the exit; null if it did not come in time. */
  async exitWithin(ms: number): Promise<Exit | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
    });
    const result = await Promise.race([this.exited, timeout]);
    clearTimeout(timer);
    return result;
  }

  /**
   * Ends whatever is left: SIGTERM, then SIGKILL to `script`'s process group. The program
   * inside runs in the pty's own session and gets SIGHUP when `script` closes the pty.
   */
  async stop(): Promise<void> {
    if (this.exit || this.child.pid === undefined) return;
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-this.child.pid!, name);
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    if ((await this.exitWithin(3000)) === null) {
      signal('SIGKILL');
      await this.exited;
    }
  }
}

/**
 * A text of alice's newest home status the TUI shows on its first screen: plain letters only,
 * since markup, entities and colour changes could split anything else (as the bench does).
 */
async function newestHomeText(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/timelines/home?limit=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const page = (await res.json()) as Array<{
    content: string;
    spoiler_text: string;
    reblog: { content: string; spoiler_text: string } | null;
  }>;
  for (const entry of page) {
    const shown = entry.reblog ?? entry;
    if (shown.spoiler_text) continue;
    const text = shown.content
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const prefix = /^[A-Za-z][A-Za-z ,]{9,}/.exec(text)?.[0];
    if (prefix) return prefix.slice(0, 30).trim();
  }
  throw new Error('no plain-text status among the first five of the home timeline');
}

/** Terminal escapes that must bracket a full-screen session. */
function expectTerminalRestored(raw: string): void {
  const enter = raw.indexOf(ENTER_ALT_SCREEN);
  const leave = raw.lastIndexOf(LEAVE_ALT_SCREEN);
  expect(enter, 'enters the alternate screen').toBeGreaterThanOrEqual(0);
  expect(leave, 'leaves the alternate screen').toBeGreaterThan(enter);
  expect(raw.lastIndexOf(ENTER_ALT_SCREEN), 'does not re-enter it after leaving').toBeLessThan(
    leave,
  );
  expect(raw.lastIndexOf(SHOW_CURSOR), 'shows the cursor again').toBeGreaterThan(
    raw.lastIndexOf(HIDE_CURSOR),
  );
}

/** The throwaway config directories `petrel demo` made in `dir`. */
async function demoDirs(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.startsWith('petrel-demo-'));
}

let work: string;
const runs: PtyRun[] = [];

function ptyEnv(configDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TERM: 'xterm-256color',
    PETREL_CONFIG_DIR: configDir,
    PETREL_CACHE_DIR: join(work, 'cache'),
    HTTP_PROXY: '',
    HTTPS_PROXY: '',
    ...extra,
  };
}

function start(args: string[], env: NodeJS.ProcessEnv): PtyRun {
  const run = new PtyRun(args, env);
  runs.push(run);
  return run;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-process-'));
});

afterEach(async () => {
  // A failed test leaves its program running: end it so nothing lingers.
  await Promise.all(runs.splice(0).map((run) => run.stop()));
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe.skipIf(!hasScript)(`the terminal UI in a pseudo-terminal (${NO_SCRIPT})`, () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it(
    'petrel tui shows alice’s home timeline, quits on q with exit 0 and restores the terminal',
    async () => {
      const configDir = join(work, 'tui-config');
      const login = await runCli(
        ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
        { configDir, stdin: 'sandbox\n', env: { PETREL_CACHE_DIR: join(work, 'cache') } },
      );
      expect(login.stderr).toBe('');
      expect(login.code).toBe(0);
      const credentials = JSON.parse(
        await readFile(join(configDir, 'credentials.json'), 'utf8'),
      ) as { tokens?: Record<string, unknown> };
      const token = Object.values(credentials.tokens ?? {})[0];
      expect(token).toEqual(expect.any(String));
      const text = await newestHomeText(sandbox.url, token as string);

      const tui = start(['tui'], ptyEnv(configDir));
      await tui.waitFor(text);
      // The status bar may be drawn a frame after the timeline: wait for it, do not sample.
      await tui.waitFor('@alice');

      await tui.type('q');
      const exit = await tui.exitWithin(QUIT_TIMEOUT_MS);
      expect(exit, `did not quit on q:\n${clip(tui.screen())}`).not.toBeNull();
      expect(exit).toEqual({ code: 0, signal: null });
      expectTerminalRestored(tui.raw);
      // The UI ran from its own CommonJS bundle (one copy of the model, not the CLI's and
      // the UI's), and after a clean quit its compiled code is kept for the next start.
      const caches = await readdir(join(work, 'cache', 'compile-cache'));
      const kept = await readdir(join(work, 'cache', 'compile-cache', caches[0] ?? ''));
      expect(kept).toContain('tui.ui.cjs.bin');
      expect(kept.filter((file) => file.includes('main.cjs'))).toEqual(['login.main.cjs.bin']);
      expect(existsSync(join(work, 'cache', 'node-compile-cache'))).toBe(false);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'petrel demo shows the seeded home timeline, quits on q with exit 0 and cleans up',
    async () => {
      // The demo's sandbox is seeded like this one: same statuses, same order.
      const text = await newestHomeText(sandbox.url, sandbox.state.tokenFor('alice'));
      const configDir = join(work, 'demo-config');
      await mkdir(configDir);
      // The throwaway config goes under os.tmpdir(), i.e. here.
      const demoTmp = join(work, 'demo-tmp');
      await mkdir(demoTmp);

      const demo = start(['demo'], ptyEnv(configDir, { TMPDIR: demoTmp }));
      await demo.waitFor(text);
      // The status bar may be drawn a frame after the timeline: wait for it, do not sample.
      await demo.waitFor('@alice');
      expect(await demoDirs(demoTmp)).toHaveLength(1);

      await demo.type('q');
      const exit = await demo.exitWithin(QUIT_TIMEOUT_MS);
      expect(exit, `did not quit on q:\n${clip(demo.screen())}`).not.toBeNull();
      expect(exit).toEqual({ code: 0, signal: null });
      expectTerminalRestored(demo.raw);
      // The throwaway login is gone and the user's own config was never touched.
      expect(await demoDirs(demoTmp)).toEqual([]);
      expect(await readdir(configDir)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it.skipIf(process.platform !== 'linux').each(['SIGHUP', 'SIGTERM'] as const)(
    'petrel demo ended by %s (terminal closed, killed) still removes its throwaway login',
    async (signal) => {
      const text = await newestHomeText(sandbox.url, sandbox.state.tokenFor('alice'));
      const configDir = join(work, `${signal}-config`);
      await mkdir(configDir);
      const demoTmp = join(work, `${signal}-tmp`);
      await mkdir(demoTmp);

      const demo = start(['demo'], ptyEnv(configDir, { TMPDIR: demoTmp }));
      await demo.waitFor(text);
      expect(await demoDirs(demoTmp)).toHaveLength(1);

      process.kill(await demo.programPid(), signal);
      const exit = await demo.exitWithin(QUIT_TIMEOUT_MS);
      expect(exit, `did not end on ${signal}:\n${clip(demo.screen())}`).not.toBeNull();
      expect(exit?.code).toBe(signal === 'SIGHUP' ? 129 : 143);
      expect(await demoDirs(demoTmp)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
