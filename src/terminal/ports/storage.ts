import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import Conf from 'conf';
import type { StoragePort } from '../../core/ports';
import { resolveConfigDir } from './config-dir';

export interface ConfStorageOptions {
  /** Directory for the JSON files; else `PETREL_CONFIG_DIR`, else the platform default. */
  configDir?: string;
}

/** A storage port backed by one JSON file; `path` is for messages such as "settings live in …". */
export type FileStorage = StoragePort & { readonly path: string };

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

function confStorage(
  configName: string,
  options: ConfStorageOptions,
  access: { private: boolean },
): FileStorage {
  const cwd = resolveConfigDir(options.configDir);
  // conf would create a missing directory as 0777 minus umask; create it private first.
  mkdirSync(cwd, { recursive: true, mode: 0o700 });
  const fileMode = access.private ? 0o600 : 0o666;
  const conf = openConf(configName, cwd, fileMode);
  if (access.private && existsSync(conf.path)) chmodSync(conf.path, fileMode);

  return {
    path: conf.path,
    get: <T>(key: string) => conf.get(key) as T | undefined,
    set: <T>(key: string, value: T) => {
      // conf refuses undefined; for the port, storing undefined means "no value".
      if (value === undefined) conf.delete(key);
      else conf.set(key, value);
    },
    delete: (key) => conf.delete(key),
  };
}

function openConf(configName: string, cwd: string, fileMode: number) {
  try {
    return new Conf<Record<string, unknown>>({
      projectName: 'petrel',
      configName,
      cwd,
      configFileMode: fileMode,
      accessPropertiesByDotNotation: false,
    });
  } catch (error) {
    // A hand-edited file with a JSON error: say which file, rather than a bare SyntaxError.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read ${cwd}/${configName}.json: ${reason}`, { cause: error });
  }
}
