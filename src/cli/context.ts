import { createRootStore, type RootOptions, type RootStore } from '../core/model/root';
import type { SocketFactory } from '../core/ports';
import { terminalLanguage } from '../terminal/i18n/terminal-language';
import { createNodePorts } from '../terminal/ports';
import { storedAccountNamed } from './accounts';
import { type CliDates, cliDates } from './dates';
import { notLoggedIn } from './exit-codes';

export interface GlobalOptions {
  configDir?: string;
  verbose?: boolean;
  /** `--account NAME`: act as this stored account for this command only. */
  account?: string;
  /** `--lang CODE`: the terminal UI's language for this run. */
  lang?: string;
  /** False with `--no-color`: the terminal UI draws no colours (as with NO_COLOR). */
  color?: boolean;
}

/** What an interactive face adds to the ports (loaded lazily with it). */
export interface InteractiveExtras {
  socket?: SocketFactory;
  writeLog?: (line: string) => void;
}

export interface CliContext {
  root: RootStore;
  /** Dates in the app's language (`--lang`, the `lang` setting, the environment). */
  dates: CliDates;
  /** Commands that store logins or settings call this once before they do. */
  prepareWrites(): Promise<void>;
  /** Stop timers, sockets and pooled connections so the process exits promptly. */
  close(): Promise<void>;
}

/** Build the model with Node ports; scripts get no streaming unless asked. */
export function createContext(
  global: GlobalOptions,
  options: RootOptions = {},
  extras: InteractiveExtras = {},
): CliContext {
  const ports = createNodePorts({
    configDir: global.configDir,
    verbose: global.verbose,
    socket: extras.socket,
    writeLog: extras.writeLog,
  });
  // Live updates are what people expect from a terminal client: streaming is on here by
  // default (the web's default is the spec's, off).
  const root = createRootStore(ports, {
    streaming: false,
    preferenceDefaults: { streaming: true },
    ...options,
  });
  // `--account NAME`: this run uses that login; the stored current account stays.
  if (global.account) {
    try {
      root.session.pin(storedAccountNamed(root.session.storedAccounts, global.account).key);
    } catch (error) {
      root.dispose();
      void ports.close();
      throw error;
    }
  }
  return {
    root,
    get dates() {
      return cliDates(terminalLanguage(global.lang, root.preferences.lang));
    },
    prepareWrites: () => ports.prepareWrites(),
    close: async () => {
      root.dispose();
      await ports.close();
    },
  };
}

/**
 * Take up the stored login without a verify round trip (the core's `resume` sign-in,
 * synchronous so commands start their request at once), or fail with exit code 3.
 */
export function requireLogin(root: RootStore): void {
  if (!root.resumeStored()) throw notLoggedIn();
}

/** Run a command body with a context that is always closed. */
export async function withContext<T>(
  global: GlobalOptions,
  body: (ctx: CliContext) => Promise<T>,
  options: RootOptions & { writes?: boolean } = {},
): Promise<T> {
  const { writes, ...rootOptions } = options;
  const ctx = createContext(global, rootOptions);
  try {
    if (writes) await ctx.prepareWrites();
    return await body(ctx);
  } finally {
    await ctx.close();
  }
}
