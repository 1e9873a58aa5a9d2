import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src/sandbox/index';
import { loginWithToken } from '../cli/run-cli';
import { Pty, tuiEnv } from './pty-run';

export interface TuiProcessOptions {
  /** The sandbox's options (default: a free port). */
  sandbox?: SandboxOptions;
  /** Fills the sandbox before the login (e.g. more notifications). */
  prepare?: (sandbox: Sandbox) => void;
  /** Who is logged in with their token (default alice). */
  user?: string;
}

export interface TuiProcess {
  sandbox: () => Sandbox;
  /**
   * `petrel tui ARGS` in a pty with the logged-in config and a cache of its own; `env` adds
   * to (or overrides) the terminal's environment. Stopped after each test.
   */
  start: (args?: string[], env?: NodeJS.ProcessEnv) => Pty;
}

/**
 * The pty tests' set-up: a sandbox for the file, a user logged in through the bundled CLI
 * (`petrel login --token-stdin`) in a temporary config directory, and every `petrel tui`
 * started by the test stopped after it.
 */
export function tuiProcess(name: string, options: TuiProcessOptions = {}): TuiProcess {
  let work: string | undefined;
  let sandbox: Sandbox | undefined;
  const runs: Pty[] = [];
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), `petrel-${name}-`));
    sandbox = await startSandbox({ port: 0, ...options.sandbox });
    options.prepare?.(sandbox);
    const user = options.user ?? 'alice';
    await loginWithToken(sandbox.url, sandbox.state.tokenFor(user), join(work, 'config'));
  });
  afterEach(async () => {
    await Promise.all(runs.splice(0).map((run) => run.stop()));
  });
  afterAll(async () => {
    await sandbox?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });
  return {
    sandbox: () => {
      if (!sandbox) throw new Error('The sandbox starts in beforeAll');
      return sandbox;
    },
    start: (args = [], env = {}) => {
      if (!work) throw new Error('The pty starts after beforeAll');
      const pty = new Pty(['tui', ...args], {
        ...tuiEnv(join(work, 'config'), join(work, 'cache')),
        ...env,
      });
      runs.push(pty);
      return pty;
    },
  };
}
