import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PETREL } from '../cli/run-cli';
import { ESCAPES } from './pty-screen';

/**
 * The real bundled `petrel ARGS` in a 100×30 pseudo-terminal (util-linux `script`): what it
 * draws (`raw`, `screen()` without escapes), keys typed into it, and waits for what it shows.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const SHOW_TIMEOUT_MS = 20_000;

function quote(s: string): string {
  return `'${s.replaceAll("'", "'\\''")}'`;
}

export class Pty {
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
  until(
    what: string,
    seen: (screen: string) => boolean,
    timeoutMs = SHOW_TIMEOUT_MS,
  ): Promise<void> {
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
          finish(new Error(`no ${what} within ${timeoutMs} ms:\n${this.screen().slice(-2000)}`)),
        timeoutMs,
      );
      this.child.stdout.on('data', check);
      this.child.on('exit', gone);
      if (this.exited) gone();
      else check();
    });
  }

  waitFor(text: string, timeoutMs = SHOW_TIMEOUT_MS): Promise<void> {
    return this.until(`"${text}"`, (screen) => screen.includes(text), timeoutMs);
  }

  type(keys: string): Promise<void> {
    return new Promise((resolve, reject) =>
      this.child.stdin.write(keys, (error) => (error ? reject(error) : resolve())),
    );
  }

  /** Resolves once the program has exited (after a `q`, say). */
  whenExited(): Promise<void> {
    if (this.exited) return Promise.resolve();
    return new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  /**
   * Kills the whole process group and resolves once it is gone, so a test's clean-up never
   * removes a folder the program is still writing to (its cache on the way out).
   */
  stop(): Promise<void> {
    if (this.exited || this.child.pid === undefined) return Promise.resolve();
    const gone = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    return gone;
  }
}

/** The environment `petrel tui` gets in a pty test: its own config and cache, no proxy. */
export function tuiEnv(configDir: string, cacheDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TERM: 'xterm-256color',
    PETREL_CONFIG_DIR: configDir,
    PETREL_CACHE_DIR: cacheDir,
    HTTP_PROXY: '',
    HTTPS_PROXY: '',
  };
}
