import { randomBytes } from 'node:crypto';
import { federate } from './federation';
import { isLoopbackHost } from './loopback';
import { deliverPushes } from './push/deliver';
import { type AuthQuirks, type FlavourName, namesOfAuthQuirks, type QuirkName } from './quirks';
import { type SeedRefs, seed } from './seed';
import { createHttpApp, HOOK_SECRET_HEADER } from './server';
import { SandboxState } from './state';
import { StreamingHub } from './streaming';

export { federate } from './federation';
export type { AuthQuirks, FlavourName, QuirkName, QuirkSelection } from './quirks';
export { FLAVOURS, QUIRKS } from './quirks';
export type { SeedRefs } from './seed';
export { SANDBOX_PASSWORD } from './seed-users';
export { HOOK_SECRET_HEADER } from './server';
export type { NewStatusInput, SandboxEvent } from './state';
export { SandboxState } from './state';
export { isLoopbackHost };

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
  /**
   * Behave like another server: a flavour bundling quirks, plus single quirks
   * (`{ flavour: 'snac' }`, `{ quirks: ['no-link-header'] }`). Default: plain Pleroma.
   * Changeable later with `sandbox.state.quirks.select(...)` or POST /__sandbox/quirks.
   */
  flavour?: FlavourName;
  /** Quirk names, or the sign-in quirks as booleans (`{ noPasswordGrant: true }`). */
  quirks?: readonly QuirkName[] | Partial<AuthQuirks>;
  /**
   * Sandboxes of this process to federate with (a second instance for acting as an
   * account of another server: start it on another loopback address, e.g.
   * `{ host: '127.0.0.2', federateWith: [first] }`). Search with `resolve=true` then finds
   * their public statuses and accounts by URL, ActivityPub id or `name@host`.
   */
  federateWith?: readonly Sandbox[];
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
  // A sandbox federated with others mints ids of its own, as another server would.
  if (opts.federateWith?.length)
    state.ids.worker = `Fed${String(opts.federateWith.length).padStart(4, '0')}`;
  state.contextOrder = opts.contextOrder ?? 'thread';
  state.quirks.select({
    ...(opts.flavour ? { flavour: opts.flavour } : {}),
    quirks: Array.isArray(opts.quirks)
      ? (opts.quirks as readonly QuirkName[])
      : namesOfAuthQuirks((opts.quirks ?? {}) as Partial<AuthQuirks>),
  });
  const refs = seed(state);
  state.seedRefs = refs;
  const hub = new StreamingHub(state);
  deliverPushes(state);
  // 32 random bytes: a web page cannot guess it, and it never leaves this process unless
  // the caller passes it on (e2e hands it to its workers through the environment).
  const hookSecret = opts.hookSecret || randomBytes(32).toString('base64url');
  app.attach(state, hub, hookSecret);
  for (const peer of opts.federateWith ?? []) federate(state, peer.state);
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
