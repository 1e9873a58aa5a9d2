import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoragePort } from '../../core/ports';
import { resolveConfigDir } from './config-dir';

export interface ConfStorageOptions {
  /** Directory for the JSON files; else `PETREL_CONFIG_DIR`, else the platform default. */
  configDir?: string;
}

/**
 * A storage port backed by one JSON file; `path` is for messages such as "settings live
 * in …". Reads work at once; writes need `prepareWrites()` first (see confStorage).
 */
export type FileStorage = StoragePort & {
  readonly path: string;
  /** Load the writer (conf). Commands that store anything await this once at start. */
  prepareWrites(): Promise<void>;
};

/**
 * Settings, caches and other non-secret state in `config.json` (see `resolveConfigDir`).
 * Keys are flat strings like the browser's localStorage: dots are not paths, so a key such
 * as `https://pleroma.example` is stored as written. Every read goes to the file, so two
 * processes (TUI and a CLI command) see each other's writes.
 */
export function createConfStorage(options: ConfStorageOptions = {}): FileStorage {
  return confStorage('config', options, { private: false });
}

/**
 * Tokens and client secrets in `credentials.json`, readable by the owner only: the file is
 * written with mode 0600 (tightened if an older copy is wider), and a directory Petrel creates
 * gets 0700. An existing directory keeps the mode the user gave it; the file mode alone keeps
 * other users out.
 */
export function createCredentialStorage(options: ConfStorageOptions = {}): FileStorage {
  return confStorage('credentials', options, { private: true });
}

/** Writes one whole file atomically (temporary file + rename) with the given mode. */
type AtomicWrite = (path: string, data: string, options: { mode: number }) => void;

/**
 * Reads parse the JSON file directly; a write reads the file, changes the key and writes it
 * back whole and atomically with `atomically` (what conf, used here before, writes with),
 * loaded by `prepareWrites()`. conf added schema validation through ajv, ajv-formats,
 * fast-uri and semver (~250 KB of code, ~35 ms of CPU at every start of the terminal UI)
 * for files that have no schema, so it is not used.
 */
function confStorage(
  configName: string,
  options: ConfStorageOptions,
  access: { private: boolean },
): FileStorage {
  const cwd = resolveConfigDir(options.configDir);
  // A missing directory is created private (0700) rather than 0777 minus umask.
  mkdirSync(cwd, { recursive: true, mode: 0o700 });
  const mode = access.private ? 0o600 : 0o666;
  const path = join(cwd, `${configName}.json`);
  let atomicWrite: AtomicWrite | undefined;

  const update = (change: (data: Record<string, unknown>) => void) => {
    if (!atomicWrite) {
      throw new Error(`Petrel bug: ${configName}.json written before prepareWrites()`);
    }
    const text = readJsonText(path);
    const data = parseJsonFile(path, text);
    change(data);
    // Tab-indented, as conf wrote it: existing files keep their shape.
    const next = JSON.stringify(data, undefined, '\t');
    // A file that already holds exactly this is left alone: the terminal UI stores the
    // restored login again after verifying it at every start, and each atomic write waits
    // for the disk (fsync), ~50-200 ms before the first timeline on a busy machine.
    if (next === text) return;
    atomicWrite(path, next, { mode });
  };

  return {
    path,
    get: <T>(key: string) => readJsonFile(path)[key] as T | undefined,
    set: <T>(key: string, value: T) =>
      update((data) => {
        // Storing undefined means "no value" (JSON cannot hold it).
        if (value === undefined) delete data[key];
        else data[key] = value;
      }),
    delete: (key) =>
      update((data) => {
        delete data[key];
      }),
    prepareWrites: async () => {
      if (atomicWrite) return;
      // A broken file is reported now, before the command does anything it cannot save.
      readJsonFile(path);
      const { writeFileSync } = await withoutSignalHooks(() => import('atomically'));
      atomicWrite = writeFileSync;
      if (access.private && existsSync(path)) chmodSync(path, mode);
    },
  };
}

/** Every read goes to the file, so two processes (TUI and a CLI command) see each other's writes. */
function readJsonFile(path: string): Record<string, unknown> {
  return parseJsonFile(path, readJsonText(path));
}

/** The file's text; undefined when there is no file. */
function readJsonText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseJsonFile(path: string, text: string | undefined): Record<string, unknown> {
  if (text === undefined || text.trim() === '') return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read ${path}: ${reason}`, { cause: error });
  }
}

/**
 * Loads `load` and takes back the signal listeners it added. atomically brings
 * when-exit, which hooks every signal on load and re-raises it with `process.kill` after
 * its cleanup: a process that handles SIGTERM itself (the terminal UI saving the draft and
 * exiting 143, `petrel stream`, `petrel web`) then died by the signal. when-exit's cleanup
 * (removing temporary files of a write cut short) still runs from its `exit` listener.
 */
async function withoutSignalHooks<T>(load: () => Promise<T>): Promise<T> {
  const signals = Object.keys(
    process.getBuiltinModule('node:os').constants.signals,
  ) as NodeJS.Signals[];
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  try {
    return await load();
  } finally {
    for (const signal of signals) {
      const had = before.get(signal);
      for (const listener of process.listeners(signal)) {
        if (!had?.has(listener)) process.off(signal, listener as (...args: unknown[]) => void);
      }
    }
  }
}
