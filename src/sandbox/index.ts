import { type SeedRefs, seed } from './seed';
import { createHttpApp } from './server';
import { SandboxState } from './state';
import { StreamingHub } from './streaming';

export type { SeedRefs } from './seed';
export { SANDBOX_PASSWORD } from './seed-users';
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
}

/** True for loopback addresses and names; the sandbox must never listen on a network. */
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
  const refs = seed(state);
  state.seedRefs = refs;
  const hub = new StreamingHub(state);
  app.attach(state, hub);
  return { url, port: address.port, close: () => app.close(), state, seed: refs };
}
