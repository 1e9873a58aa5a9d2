import type { Ports, SocketFactory } from '../../core/ports';
import { systemClock } from './clock';
import { createNodeFetch } from './fetch';
import { createStderrLogger } from './logger';
import { createOpener } from './opener';
import { createConfStorage, createCredentialStorage } from './storage';

export interface NodePortsOptions {
  /** `--config-dir`; else `PETREL_CONFIG_DIR`, else the platform default. */
  configDir?: string;
  /** `--verbose`: warnings and debug lines on stderr (else only with `PETREL_DEBUG`). */
  verbose?: boolean;
  /** Per-request time limit for API calls; default 30 000 ms. */
  timeoutMs?: number;
  /**
   * WebSocket factory for streaming. Scripts leave it out so `ws` is never loaded; the TUI
   * passes `nodeSocketFactory` from `./socket` (imported lazily with the renderer).
   */
  socket?: SocketFactory;
  /** Where log lines go; default stderr (the TUI redirects them). */
  writeLog?: (line: string) => void;
}

export interface NodePorts extends Ports {
  /** Files the storages write, for messages such as "settings live in …". */
  readonly paths: { readonly config: string; readonly credentials: string };
  /** Loads the config writer; commands that store logins or settings await it first. */
  prepareWrites(): Promise<void>;
  /** Drops pooled HTTP connections so a CLI command exits at once. */
  close(): Promise<void>;
}

/** Everything the core needs on Node: undici fetch, ws sockets, conf files, stderr logs. */
export function createNodePorts(options: NodePortsOptions = {}): NodePorts {
  const logger = createStderrLogger({ verbose: options.verbose, write: options.writeLog });
  const fetch = createNodeFetch({ timeoutMs: options.timeoutMs });
  const storage = createConfStorage({ configDir: options.configDir });
  const secrets = createCredentialStorage({ configDir: options.configDir });
  return {
    fetch,
    socket: options.socket,
    storage,
    secrets,
    clock: systemClock,
    logger,
    open: createOpener({ logger }),
    paths: { config: storage.path, credentials: secrets.path },
    prepareWrites: async () => {
      await Promise.all([storage.prepareWrites(), secrets.prepareWrites()]);
    },
    close: () => fetch.close(),
  };
}

export { systemClock } from './clock';
export { resolveConfigDir } from './config-dir';
export { createNodeFetch, type NodeFetch, type NodeFetchOptions } from './fetch';
export { createStderrLogger, type StderrLoggerOptions } from './logger';
export { createOpener, type OpenerOptions, openExternal } from './opener';
export {
  type ConfStorageOptions,
  createConfStorage,
  createCredentialStorage,
  type FileStorage,
} from './storage';
export { TransportError } from './transport-error';
