import { cleanup } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  createRootStore,
  FakeClock,
  memoryStorage,
  type OpenerPort,
  type RootStore,
  silentLogger,
} from '../../src/core';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src/sandbox/index';

/**
 * The set-up the Ink tests against the sandbox share: a sandbox for the whole file, a
 * RootStore on real fetch with memory storage and a fake clock, signed out or with stored
 * accounts restored as the CLI does before `runTui`.
 */

/**
 * A sandbox started before the file's tests and closed after them; each test's Ink render is
 * cleaned up after it. Options may be a function, to federate with a sandbox started before.
 */
export function fileSandbox(options: SandboxOptions | (() => SandboxOptions) = {}): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  afterEach(() => cleanup());
  return () => {
    if (!sandbox) throw new Error('The sandbox starts in beforeAll');
    return sandbox;
  };
}

export interface StoredAccount {
  key: string;
  token: string;
  account: { key: string; server: string; acct: string; accountId: string };
}

/** A sandbox user's token and the session entry Petrel stores for them. */
export async function storedAccount(sandbox: Sandbox, user: string): Promise<StoredAccount> {
  const token = sandbox.state.tokenFor(user);
  const me = (await (
    await fetch(`${sandbox.url}/api/v1/accounts/verify_credentials`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string };
  const key = `${user}@${new URL(sandbox.url).host}`;
  return { key, token, account: { key, server: sandbox.url, acct: user, accountId: me.id } };
}

export interface SandboxRootOptions {
  /** Stored accounts, the first one current (none: signed out). */
  accounts?: StoredAccount[];
  clock?: FakeClock;
  open?: OpenerPort;
  streaming?: boolean;
}

/** A RootStore on real fetch; with accounts, restored and started as after a sign-in. */
export async function sandboxRoot(options: SandboxRootOptions = {}): Promise<RootStore> {
  const accounts = options.accounts ?? [];
  const root = createRootStore(
    {
      fetch: (input, init) => fetch(input, init),
      socket: undefined,
      storage: memoryStorage(
        accounts.length > 0
          ? {
              'session.accounts': accounts.map((a) => a.account),
              'session.current': accounts[0]!.key,
            }
          : {},
      ),
      secrets: memoryStorage(
        accounts.length > 0
          ? { tokens: Object.fromEntries(accounts.map((a) => [a.key, a.token])) }
          : {},
      ),
      clock: options.clock ?? new FakeClock(Date.now()),
      logger: silentLogger,
      open: options.open,
    },
    options.streaming === undefined ? {} : { streaming: options.streaming },
  );
  if (accounts.length > 0) {
    await root.session.restore();
    await root.afterSignIn();
  }
  return root;
}

/** One sandbox user signed in (restored from storage). */
export async function signedInOn(
  sandbox: Sandbox,
  user: string,
  options: Omit<SandboxRootOptions, 'accounts'> = {},
): Promise<RootStore> {
  return sandboxRoot({ ...options, accounts: [await storedAccount(sandbox, user)] });
}
