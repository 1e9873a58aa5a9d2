import { PleromaClient } from '../core/api/client';
import { PlainEntities } from '../core/model/entity-lookup';
import { normalizeServerUrl } from '../core/model/session-types';
import { PREFERENCES_KEY, readPreferences } from '../core/model/settings';
import {
  readCurrentKey,
  readStoredAccounts,
  readStoredLogin,
} from '../core/model/stored-login-files';
import { terminalLanguage } from '../terminal/i18n/terminal-language';
import { createNodePorts, type NodePorts } from '../terminal/ports';
import { storedAccountNamed } from './accounts';
import type { GlobalOptions } from './context';
import { type CliDates, cliDates } from './dates';
import { notLoggedIn } from './exit-codes';

/**
 * What a read-only script command needs: a client and the entities its pages bring, without
 * the app's observable model. `petrel timeline` is the command people run most from scripts
 * and prompts; building the root for it cost MobX, every store and ~20 % of its CPU (issues
 * 8 and 10: `timeline --json` 49.4 → 47.0 MiB RSS, 160 → 130 ms CPU in the same runs).
 * Commands that change things or keep state use `withContext` (context.ts).
 */
export interface Reader {
  /** Throws until `signIn()` or `connectTo()`. */
  readonly client: PleromaClient;
  readonly entities: PlainEntities;
  readonly dates: CliDates;
  /** Take up the stored login (`--account NAME`'s, else the current one) or exit 3. */
  signIn(): void;
  /** Talk to a server anonymously (public timelines with `--server`). */
  connectTo(server: string): void;
}

class ScriptReader implements Reader {
  readonly entities = new PlainEntities();
  #client: PleromaClient | undefined;
  /** `--account NAME`'s key: a name that fits no stored login fails before any request. */
  readonly #pinned: string | undefined;

  constructor(
    private readonly ports: NodePorts,
    private readonly global: GlobalOptions,
  ) {
    this.#pinned = global.account
      ? storedAccountNamed(readStoredAccounts(ports.storage), global.account).key
      : undefined;
  }

  get client(): PleromaClient {
    if (!this.#client) throw notLoggedIn();
    return this.#client;
  }

  get dates(): CliDates {
    const stored = readPreferences(this.ports.storage.get<unknown>(PREFERENCES_KEY));
    return cliDates(terminalLanguage(this.global.lang, stored.lang));
  }

  signIn(): void {
    const { storage, secrets } = this.ports;
    const login = readStoredLogin(storage, secrets, this.#pinned ?? readCurrentKey(storage));
    if (!login) throw notLoggedIn();
    this.#client = this.clientOf(login.account.server);
    this.#client.token = login.token;
  }

  connectTo(server: string): void {
    this.#client = this.clientOf(normalizeServerUrl(server));
  }

  private clientOf(server: string): PleromaClient {
    const { fetch, logger } = this.ports;
    return new PleromaClient({ fetch, baseUrl: server, server, logger });
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
