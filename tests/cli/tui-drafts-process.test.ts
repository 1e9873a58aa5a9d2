import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { ESC, ESCAPES, hasScript } from '../support/pty-screen';
import { loginWithToken, PETREL, runCli } from './run-cli';

/**
 * Drafts in the real `petrel tui`, in a pseudo-terminal made by util-linux `script`: a send
 * the server refuses keeps the draft, and the next start offers it back; `Ctrl+E` hands the
 * text to `$EDITOR` with the terminal released, and reads it back.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SHOW_TIMEOUT_MS = 20_000;
const TEST_TIMEOUT_MS = 90_000;

const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;

/** `petrel tui` in a 120x40 pty; keys go in through stdin. */
class Pty {
  raw = '';
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcessWithoutNullStreams;
  private done = false;

  constructor(env: NodeJS.ProcessEnv) {
    const command = `stty cols 120 rows 40; exec ${[process.execPath, PETREL, 'tui'].map(quote).join(' ')}`;
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
    this.exited = new Promise((resolve) =>
      this.child.on('exit', (code) => {
        this.done = true;
        resolve(code);
      }),
    );
  }

  /** What was drawn after `mark` (an index into `raw`), without escapes. */
  screen(mark = 0): string {
    return this.raw.slice(mark).replace(ESCAPES, '');
  }

  /** Resolves once `text` is drawn (after `mark`); rejects on exit or after the timeout. */
  async waitFor(text: string, mark = 0): Promise<void> {
    const start = Date.now();
    for (;;) {
      if (this.screen(mark).includes(text)) return;
      if (this.done) throw new Error(`exited before "${text}":\n${this.screen().slice(-2000)}`);
      if (Date.now() - start > SHOW_TIMEOUT_MS) {
        throw new Error(`"${text}" not shown:\n${this.screen().slice(-2000)}`);
      }
      // Also wake at the deadline: a UI that stops drawing must fail with its screen.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SHOW_TIMEOUT_MS - (Date.now() - start) + 1);
        this.child.stdout.once('data', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  type(keys: string): void {
    this.child.stdin.write(keys);
  }

  /** The terminal goes away under the UI (as a closed window): SIGHUP via `script`. */
  async kill(): Promise<void> {
    if (this.done || this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await this.exited;
  }
}

let sandbox: Sandbox;
let work: string;
const ptys: Pty[] = [];

function startTui(configDir: string, extra: Record<string, string> = {}): Pty {
  const pty = new Pty({
    ...process.env,
    TERM: 'xterm-256color',
    PETREL_CONFIG_DIR: configDir,
    PETREL_CACHE_DIR: join(work, 'cache'),
    HTTP_PROXY: '',
    HTTPS_PROXY: '',
    VISUAL: '',
    ...extra,
  });
  ptys.push(pty);
  return pty;
}

async function loggedIn(name: string): Promise<string> {
  const configDir = join(work, name);
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), configDir);
  return configDir;
}

function postedByAlice(): string[] {
  const alice = sandbox.state.findUserByAcct('alice');
  return [...sandbox.state.statuses.values()]
    .filter((s) => s.accountId === alice?.id)
    .map((s) => s.source);
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-tui-drafts-'));
});

afterEach(async () => {
  await Promise.all(ptys.splice(0).map((pty) => pty.kill()));
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const CTRL_S = '\x13';
const CTRL_E = '\x05';

describe.skipIf(!hasScript)('drafts in the terminal UI (needs util-linux script)', () => {
  it(
    'a send the server refuses keeps the draft; after the terminal is lost, the next start offers it back',
    async () => {
      const configDir = await loggedIn('refused');
      const tui = startTui(configDir);
      await tui.waitFor('@alice');
      const res = await fetch(`${sandbox.url}/__sandbox/faults`, {
        method: 'POST',
        headers: { ...sandbox.hookHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'POST', path: '/api/v1/statuses', status: 500 }),
      });
      expect(res.status).toBe(201);
      tui.type('c');
      await tui.waitFor('Visibility');
      const words = 'Words the heron must not lose';
      tui.type(words);
      await tui.waitFor(words);
      tui.type(CTRL_S);
      await tui.waitFor('Could not send the post');
      // The window closes: no quit, no chance to save later than now.
      await tui.kill();

      const again = startTui(configDir);
      await again.waitFor('Unsent drafts');
      await again.waitFor(words);
      await again.waitFor('Not sent:');
      const mark = again.raw.length;
      again.type('\r');
      await again.waitFor('Visibility', mark);
      // A key shown in the form proves it reads keys (a loaded machine draws it first).
      again.type('!');
      await again.waitFor(`${words}!`, mark);
      again.type(CTRL_S);
      await expect.poll(postedByAlice, { timeout: SHOW_TIMEOUT_MS }).toContain(`${words}!`);
      const listed = await runCli(['drafts', '--json'], { configDir });
      expect(JSON.parse(listed.stdout)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'Ctrl+E opens $EDITOR on the draft with the terminal released, and reads its text back',
    async () => {
      const configDir = await loggedIn('editor');
      // A fake editor: appends to the draft and notes whether the terminal was in raw mode.
      const editor = join(work, 'fake-editor.sh');
      await writeFile(
        editor,
        [
          '#!/bin/sh',
          "if stty -a < /dev/tty | grep -q -- '-icanon'; then mode=raw; else mode=cooked; fi",
          'printf \'%s, edited in a %s terminal\\n\' "$(cat "$1")" "$mode" > "$1.new"',
          'mv "$1.new" "$1"',
        ].join('\n'),
      );
      await chmod(editor, 0o755);
      const tui = startTui(configDir, { EDITOR: editor });
      await tui.waitFor('@alice');
      tui.type('c');
      await tui.waitFor('Visibility');
      tui.type('Typed in Petrel');
      await tui.waitFor('Typed in Petrel');
      const mark = tui.raw.length;
      tui.type(CTRL_E);
      const expected = 'Typed in Petrel, edited in a cooked terminal';
      await tui.waitFor(expected, mark);
      await tui.waitFor('Text read back from', mark);
      // The alternate screen was left for the editor and entered again after it.
      const after = tui.raw.slice(mark);
      const left = after.indexOf(`${ESC}[?1049l`);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(after.indexOf(`${ESC}[?1049h`, left)).toBeGreaterThan(left);

      tui.type(CTRL_S);
      await expect.poll(postedByAlice, { timeout: SHOW_TIMEOUT_MS }).toContain(expected);
    },
    TEST_TIMEOUT_MS,
  );
});
