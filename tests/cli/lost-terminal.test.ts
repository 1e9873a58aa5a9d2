import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { PETREL, runCli } from './run-cli';

/**
 * The terminal goes away under the running UI (SSH dropped, tmux session killed, window
 * closed): the real `bin/petrel tui` / `petrel demo` on a real pseudo-terminal whose master
 * side `pty-host.py` closes, as sshd does. The process must be gone within 2 s, without
 * spinning, having saved the open draft and removed the demo's throwaway login.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const HOST = fileURLToPath(new URL('./pty-host.py', import.meta.url));
const hasPython =
  process.platform === 'linux' &&
  spawnSync('python3', ['-c', 'import pty'], { stdio: 'ignore' }).status === 0;

const SHOW_TIMEOUT_MS = 20_000;
const TEST_TIMEOUT_MS = 60_000;
/** What the issue asks: gone within 2 s of the terminal going away. */
const GONE_WITHIN_MS = 2000;
/** CPU time the process may spend after the loss (it spun at 100% before the fix). */
const MAX_CPU_AFTER_LOSS_MS = 500;
const TICK_MS = 10; // /proc's clock ticks (USER_HZ = 100 on Linux)

// Terminal escapes, stripped from the output (CSI, OSC and short ESC sequences).
const ESCAPES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching escape sequences is the point
  /\x1b\[[0-9;?<=>]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>78]/g;

/** User plus system CPU time of a process in ms, or undefined once it is gone (or a zombie). */
async function cpuMs(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z') return undefined;
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

interface Ending {
  code: number;
  /** From the loss (or signal) to the exit. */
  ms: number;
  /** CPU time spent after the loss, as last seen alive. */
  cpuAfterMs: number;
}

/** `petrel ARGS` on a pty made by pty-host.py, which can take the terminal away. */
class HostedRun {
  raw = '';
  private log = '';
  private readonly child: ChildProcessWithoutNullStreams;
  readonly pid: Promise<number>;
  readonly exitCode: Promise<number>;

  constructor(args: string[], env: NodeJS.ProcessEnv, hostFlags: string[] = []) {
    this.child = spawn('python3', [HOST, ...hostFlags, '--', process.execPath, PETREL, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.setEncoding('utf8').on('data', (d: string) => {
      this.raw += d;
    });
    const report = (pattern: RegExp) =>
      new Promise<number>((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(this.log);
          if (match) resolve(Number(match[1]));
        };
        this.child.stderr.on('data', check);
        this.child.on('exit', () => {
          check();
          reject(new Error(`pty-host ended without "${pattern.source}":\n${this.log}`));
        });
      });
    this.child.stderr.setEncoding('utf8').on('data', (d: string) => {
      this.log += d;
    });
    this.pid = report(/^pid (\d+)$/m);
    this.exitCode = report(/^exit (-?\d+)$/m);
    this.exitCode.catch(() => {});
  }

  screen(): string {
    return this.raw.replace(ESCAPES, '');
  }

  /** Resolves once `text` is on screen (drawn after the last `after`, when given). */
  async waitFor(text: string, after = ''): Promise<void> {
    const deadline = Date.now() + SHOW_TIMEOUT_MS;
    const shown = () => {
      const screen = this.screen();
      if (!after) return screen.includes(text);
      const from = screen.lastIndexOf(after);
      return from >= 0 && screen.slice(from + after.length).includes(text);
    };
    while (!shown()) {
      if (Date.now() > deadline) {
        throw new Error(`"${text}" not shown within ${SHOW_TIMEOUT_MS} ms:\n${this.tail()}`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  tail(): string {
    return this.screen().slice(-2000);
  }

  private send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  type(keys: string): void {
    this.send(`type ${JSON.stringify(keys)}`);
  }

  /**
   * Do `lose` (take the terminal away, send a signal), then watch the program until it is
   * gone: how long it took, its exit code, and the CPU time it burnt meanwhile.
   */
  async loseAndWatch(lose: () => void): Promise<Ending | undefined> {
    const pid = await this.pid;
    const before = (await cpuMs(pid)) ?? 0;
    const started = Date.now();
    let cpuAfterMs = 0;
    let exited: number | undefined;
    void this.exitCode.then((code) => {
      exited = code;
    });
    lose();
    while (Date.now() - started < GONE_WITHIN_MS) {
      const cpu = await cpuMs(pid);
      if (cpu === undefined && exited !== undefined) {
        return { code: exited, ms: Date.now() - started, cpuAfterMs };
      }
      if (cpu !== undefined) cpuAfterMs = cpu - before;
      await new Promise((r) => setTimeout(r, 20));
    }
    return undefined;
  }

  close(): void {
    this.send('close');
  }

  closeOutput(): void {
    this.send('close-output');
  }

  /** Ends what is left of a failed test. */
  async stop(): Promise<void> {
    const pid = await Promise.race([this.pid, Promise.resolve(undefined)]);
    if (pid !== undefined) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    this.child.kill('SIGKILL');
  }
}

let work: string;
let sandbox: Sandbox;
const runs: HostedRun[] = [];

function env(configDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
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

function start(args: string[], environment: NodeJS.ProcessEnv, hostFlags?: string[]): HostedRun {
  const run = new HostedRun(args, environment, hostFlags);
  runs.push(run);
  return run;
}

/** A config directory with alice logged in to the test sandbox. */
async function loggedIn(name: string): Promise<string> {
  const configDir = join(work, name);
  const login = await runCli(
    ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
    { configDir, stdin: 'sandbox\n', env: { PETREL_CACHE_DIR: join(work, 'cache') } },
  );
  expect(login.stderr).toBe('');
  expect(login.code).toBe(0);
  return configDir;
}

/** A fresh TMPDIR for `petrel demo`, whose throwaway config goes there. */
async function demoTmp(name: string): Promise<string> {
  const dir = join(work, name);
  await mkdir(dir);
  return dir;
}

async function demoDirs(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((entry) => entry.startsWith('petrel-demo-'));
}

/** The drafts record kept in the signed-in account's own storage namespace. */
async function storedDrafts(configDir: string): Promise<unknown> {
  const config = JSON.parse(await readFile(join(configDir, 'config.json'), 'utf8')) as {
    drafts?: unknown;
    accountData?: Record<string, { drafts?: unknown }>;
  };
  // Nothing is left in the shared record from before account namespaces.
  expect(config.drafts).toBeUndefined();
  const namespaces = Object.values(config.accountData ?? {});
  expect(namespaces.length).toBeLessThanOrEqual(1);
  return namespaces[0]?.drafts;
}

function expectPromptEnd(ending: Ending | undefined, run: HostedRun, codes: number[]): void {
  expect(ending, `still running ${GONE_WITHIN_MS} ms later:\n${run.tail()}`).toBeDefined();
  expect(codes).toContain(ending?.code);
  expect(ending?.cpuAfterMs ?? 0).toBeLessThan(MAX_CPU_AFTER_LOSS_MS);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-lost-terminal-'));
  sandbox = await startSandbox({ port: 0 });
});

afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.stop()));
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const DRAFT = 'Words typed just before the connection dropped';

describe.skipIf(!hasPython)(
  'a terminal that goes away under the UI (needs python3 and Linux)',
  () => {
    it(
      'petrel tui: the terminal closes mid-post; it exits within 2 s and the draft comes back',
      async () => {
        const configDir = await loggedIn('draft-config');
        const tui = start(['tui'], env(configDir));
        await tui.waitFor('@alice');
        tui.type('c');
        await tui.waitFor('Visibility');
        tui.type(DRAFT);
        await tui.waitFor(DRAFT);

        const ending = await tui.loseAndWatch(() => tui.close());
        expectPromptEnd(ending, tui, [129]);
        // Kept in alice's own namespace, with its context, time and no send error.
        const drafts = (await storedDrafts(configDir)) as Record<string, unknown>;
        const [id] = Object.keys(drafts);
        expect(Object.values(drafts)).toEqual([
          {
            id,
            text: DRAFT,
            spoilerText: '',
            visibility: 'public',
            inReplyToId: null,
            context: { kind: 'new' },
            updatedAt: expect.any(Number),
            revision: 1,
            error: null,
          },
        ]);

        // The next start offers it back; Enter continues it in the post form.
        const again = start(['tui'], env(configDir));
        await again.waitFor('Unsent drafts');
        await again.waitFor(DRAFT);
        again.type('\r');
        await again.waitFor('Visibility');
        // Throwing it away is a choice the user confirms; then it is gone for good.
        again.type('\x1b');
        await again.waitFor('Discard this draft? y/n');
        again.type('y');
        await again.waitFor('Home ·', 'Discard this draft? y/n');
        again.type('q');
        expect(await again.exitCode).toBe(0);
        expect(await storedDrafts(configDir)).toBeUndefined();
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'petrel tui ended by SIGTERM mid-post: saves the draft and exits 143',
      async () => {
        const configDir = await loggedIn('sigterm-config');
        const tui = start(['tui'], env(configDir));
        await tui.waitFor('@alice');
        tui.type('c');
        await tui.waitFor('Visibility');
        tui.type(DRAFT);
        await tui.waitFor(DRAFT);
        const pid = await tui.pid;

        const ending = await tui.loseAndWatch(() => process.kill(pid, 'SIGTERM'));
        // Before the fix it died by the signal itself (pty-host reports -15).
        expectPromptEnd(ending, tui, [143]);
        expect(Object.values((await storedDrafts(configDir)) as Record<string, unknown>)).toEqual([
          expect.objectContaining({ text: DRAFT, context: { kind: 'new' }, error: null }),
        ]);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'petrel demo: the terminal closes; it exits within 2 s and removes its throwaway login',
      async () => {
        const tmp = await demoTmp('demo-hangup');
        const demo = start(['demo'], env(join(work, 'unused-1'), { TMPDIR: tmp }));
        await demo.waitFor('@alice');
        expect(await demoDirs(tmp)).toHaveLength(1);

        const ending = await demo.loseAndWatch(() => demo.close());
        expectPromptEnd(ending, demo, [129]);
        expect(await demoDirs(tmp)).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'petrel demo on a terminal that sends no SIGHUP: failed reads and writes alone end it',
      async () => {
        const tmp = await demoTmp('demo-no-hangup');
        const demo = start(['demo'], env(join(work, 'unused-2'), { TMPDIR: tmp }), ['--no-ctty']);
        await demo.waitFor('@alice');

        const ending = await demo.loseAndWatch(() => demo.close());
        expectPromptEnd(ending, demo, [129]);
        expect(await demoDirs(tmp)).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );

    it.each([
      ['SIGTERM', 143],
      ['SIGINT', 130],
      ['SIGHUP', 129],
    ] as const)(
      'petrel demo whose output is broken ends promptly on %s',
      async (signal, code) => {
        const tmp = await demoTmp(`demo-broken-${signal}`);
        const demo = start(['demo'], env(join(work, `unused-${signal}`), { TMPDIR: tmp }), [
          '--split',
        ]);
        await demo.waitFor('@alice');
        demo.closeOutput();
        const pid = await demo.pid;

        const ending = await demo.loseAndWatch(() => {
          try {
            process.kill(pid, signal);
          } catch {
            // A write after the output broke already ended it.
          }
        });
        // Any write after the output broke may tell first (129): either way it ends at once.
        expectPromptEnd(ending, demo, [code, 129]);
        expect(await demoDirs(tmp)).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );
  },
);
