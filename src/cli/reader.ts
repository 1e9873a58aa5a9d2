import { accountsResource } from '../core/api/accounts';
import { HttpClient } from '../core/api/http';
import { listsResource } from '../core/api/lists';
import { notificationsResource } from '../core/api/notifications';
import { timelinesResource } from '../core/api/timelines';
import { hostOf } from '../core/api/url-host';
import { PlainEntities } from '../core/model/entity-lookup';
import { normalizeServerUrl } from '../core/model/session-types';
import {
  readCurrentKey,
  readStoredAccounts,
  readStoredLogin,
} from '../core/model/stored-login-files';
import { createNodePorts, type NodePorts } from '../terminal/ports';
import { storedAccountNamed } from './accounts';
import type { GlobalOptions } from './context';
import { notLoggedIn } from './exit-codes';

/**
 * What a read-only script command needs: a client and the entities its pages bring, without
 * the app's observable model. `petrel timeline` is the command people run most from scripts
 * and prompts; building the root for it cost MobX, every store and ~20 % of its CPU (issues
 * 8 and 10: `timeline --json` 49.4 → 47.0 MiB RSS, 160 → 130 ms CPU in the same runs).
 * Commands that change things or keep state use `withContext` (context.ts).
 *
 * The resources of `PleromaClient` (core/api/client.ts) the read commands use, made alone:
 * the whole client is ~60 KB of code a timeline never runs (issue 10: memory).
 */
export interface ReadClient {
  readonly accounts: ReturnType<typeof accountsResource>;
  readonly lists: ReturnType<typeof listsResource>;
  readonly notifications: ReturnType<typeof notificationsResource>;
  readonly timelines: ReturnType<typeof timelinesResource>;
}

export interface Reader {
  /** Throws until `signIn()` or `connectTo()`. */
  readonly client: ReadClient;
  readonly entities: PlainEntities;
  /** Take up the stored login (`--account NAME`'s, else the current one) or exit 3. */
  signIn(): void;
  /** Talk to a server anonymously (public timelines with `--server`). */
  connectTo(server: string): void;
}

class ScriptReader implements Reader {
  readonly entities = new PlainEntities();
  #client: ReadClient | undefined;
  /** `--account NAME`'s key: a name that fits no stored login fails before any request. */
  readonly #pinned: string | undefined;

  constructor(
    private readonly ports: NodePorts,
    global: GlobalOptions,
  ) {
    this.#pinned = global.account
      ? storedAccountNamed(readStoredAccounts(ports.storage), global.account).key
      : undefined;
  }

  get client(): ReadClient {
    if (!this.#client) throw notLoggedIn();
    return this.#client;
  }

  signIn(): void {
    const { storage, secrets } = this.ports;
    const login = readStoredLogin(storage, secrets, this.#pinned ?? readCurrentKey(storage));
    if (!login) throw notLoggedIn();
    this.#client = this.clientOf(login.account.server, login.token);
  }

  connectTo(server: string): void {
    this.#client = this.clientOf(normalizeServerUrl(server));
  }

  /** As `new PleromaClient({ fetch, baseUrl: server, server, token, logger })` would. */
  private clientOf(server: string, token?: string): ReadClient {
    const { fetch, logger } = this.ports;
    const ctx = { http: new HttpClient(fetch, server, token), serverHost: hostOf(server), logger };
    return {
      accounts: accountsResource(ctx),
      lists: listsResource(ctx),
      notifications: notificationsResource(ctx),
      timelines: timelinesResource(ctx),
    };
  }
}

/** Run a read-only command body with a reader whose connections are always closed. */
export async function withReader<T>(
  global: GlobalOptions,
  body: (reader: Reader) => Promise<T>,
): Promise<T> {
  const ports = createNodePorts({ configDir: global.configDir, verbose: global.verbose });
  try {
    return await body(new ScriptReader(ports, global));
  } finally {
    await ports.close();
  }
}
