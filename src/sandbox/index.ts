import { randomBytes } from 'node:crypto';
import type { AuthQuirks } from './quirks';
import { type SeedRefs, seed } from './seed';
import { createHttpApp, HOOK_SECRET_HEADER } from './server';
import { SandboxState } from './state';
import { StreamingHub } from './streaming';

export type { AuthQuirks } from './quirks';
export type { SeedRefs } from './seed';
export { SANDBOX_PASSWORD } from './seed-users';
export { HOOK_SECRET_HEADER } from './server';
export type { NewStatusInput, SandboxEvent } from './state';
export { SandboxState } from './state';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Loopback only: 127.0.0.1 (default), ::1 or localhost. Anything else is refused. */
  host?: string;
  /** No request log on stderr (default true). The sandbox never writes to stdout. */
  quiet?: boolean;
  /**
   * How /statuses/{id}/context orders a thread: `thread` (default) gives the reply chain
   * and a depth-first reply tree; `pleroma` mimics Pleroma exactly (older thread posts as
   * ancestors, newer as descendants, by id), for testing tree-building clients.
   */
  contextOrder?: 'thread' | 'pleroma';
  /**
   * The secret that /__sandbox/ test hooks require in the `x-petrel-sandbox-secret`
   * header. Default: a fresh random one, known only to this process (see `hookSecret`).
   */
  hookSecret?: string;
  /** Sign-in behaviours of other servers to switch on from the start (see quirks.ts). */
  quirks?: Partial<AuthQuirks>;
}

export interface Sandbox {
  /** Origin without trailing slash, e.g. http://127.0.0.1:40123. */
  url: string;
  port: number;
  /** Stops listening and ends every open HTTP and WebSocket connection. */
  close(): Promise<void>;
  /** The in-memory store, for tests (createStatus, tokenFor, direct reads). */
  state: SandboxState;
  /** Ids of the seeded users, statuses and lists by name. */
  seed: SeedRefs;
  /** The secret the /__sandbox/ test hooks require (keep it in the process and its tests). */
  hookSecret: string;
  /** Headers that open the test hooks: `fetch(url + '/__sandbox/seed', { headers })`. */
  hookHeaders: Record<string, string>;
}

/**
 * True for loopback addresses and names; the sandbox must never listen on a network. Its own
 * copy of the client's rule (src/shared/net/loopback.ts): the test double shares no client code.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Starts a seeded sandbox server on a loopback port. */
export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const host = opts.host ?? '127.0.0.1';
  if (!isLoopbackHost(host)) {
    throw new Error(`The sandbox only listens on loopback addresses, not ${host}`);
  }
  const quiet = opts.quiet ?? true;
  const app = createHttpApp((line) => {
    if (!quiet) process.stderr.write(`${line}\n`);
  });
  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen(opts.port ?? 0, host, () => {
      app.server.off('error', reject);
      resolve();
    });
  });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('Sandbox did not get a TCP port');
  const urlHost =
    address.family === 'IPv6' || address.address.includes(':')
      ? `[${address.address}]`
      : address.address;
  const url = `http://${urlHost}:${address.port}`;
  const state = new SandboxState(url);
  state.contextOrder = opts.contextOrder ?? 'thread';
  Object.assign(state.quirks, opts.quirks);
  const refs = seed(state);
  state.seedRefs = refs;
  const hub = new StreamingHub(state);
  // 32 random bytes: a web page cannot guess it, and it never leaves this process unless
  // the caller passes it on (e2e hands it to its workers through the environment).
  const hookSecret = opts.hookSecret || randomBytes(32).toString('base64url');
  app.attach(state, hub, hookSecret);
  return {
    url,
    port: address.port,
    close: () => app.close(),
    state,
    seed: refs,
    hookSecret,
    hookHeaders: { [HOOK_SECRET_HEADER]: hookSecret },
  };
}
