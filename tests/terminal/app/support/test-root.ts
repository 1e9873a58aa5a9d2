import {
  createRootStore,
  FakeClock,
  memoryStorage,
  type OpenerPort,
  type RootStore,
  type SocketFactory,
  silentLogger,
} from '../../../../src/core';
import { FakeServer, ORIGIN, TOKEN } from './fake-server';

export interface TestRootOptions {
  server?: FakeServer;
  /** Start signed in as alice (restore + afterSignIn), as the CLI does before runTui. */
  signedIn?: boolean;
  socket?: SocketFactory;
  clock?: FakeClock;
  /** The URL opener port (absent: the terminal cannot open links). */
  open?: OpenerPort;
  /** More values in the storage port (the config file), e.g. `keymap`. */
  storage?: Record<string, unknown>;
}

export interface TestRoot {
  root: RootStore;
  server: FakeServer;
  clock: FakeClock;
}

/** A RootStore on fake ports: the fake server's fetch, memory storage, a fake clock. */
export async function createTestRoot(options: TestRootOptions = {}): Promise<TestRoot> {
  const server = options.server ?? new FakeServer();
  const clock = options.clock ?? new FakeClock();
  const key = `alice@${new URL(ORIGIN).host}`;
  const storage = memoryStorage({
    ...options.storage,
    ...(options.signedIn
      ? {
          'session.accounts': [{ key, server: ORIGIN, acct: 'alice', accountId: '1' }],
          'session.current': key,
        }
      : {}),
  });
  const secrets = memoryStorage(options.signedIn ? { tokens: { [key]: TOKEN } } : {});
  const root = createRootStore(
    {
      fetch: server.fetch,
      socket: options.socket,
      storage,
      secrets,
      clock,
      logger: silentLogger,
      open: options.open,
    },
    // The terminal's and the CLI's default (the web's is the spec's, off).
    { preferenceDefaults: { streaming: true } },
  );
  if (options.signedIn) {
    await root.session.restore();
    await root.afterSignIn();
  }
  return { root, server, clock };
}
