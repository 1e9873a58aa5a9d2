/**
 * Where the web client keeps its state in localStorage (spec part 1 §9 and part 2
 * "Persistence": storage key vuex-lz, storage version 1). The key itself holds the version
 * record; every persisted value sits under it (`vuex-lz:…`), tokens under `vuex-lz:oauth:`.
 * Pleroma-FE keeps its own `vuex-lz` in IndexedDB (localforage), so the two front-ends of one
 * origin never read each other's state.
 */
import type { LoggerPort } from '../core/ports';

export const STORAGE_KEY = 'vuex-lz';
export const STORAGE_VERSION = 1;
/** Persisted state: settings, drafts, caches, the last login name. */
export const STATE_PREFIX = `${STORAGE_KEY}:`;
/** Tokens, apart so exported settings never carry them. */
export const SECRETS_PREFIX = `${STORAGE_KEY}:oauth:`;

/** What the key holds at this version. */
export const VERSION_RECORD = JSON.stringify({ version: STORAGE_VERSION });

export interface StorageLayout {
  readonly key: string;
  readonly version: number;
  readonly state: string;
  readonly secrets: string;
}
export const LAYOUT: StorageLayout = {
  key: STORAGE_KEY,
  version: STORAGE_VERSION,
  state: STATE_PREFIX,
  secrets: SECRETS_PREFIX,
};

/**
 * Before the first read of storage: a page at another version gets the upgrade, a chunk of
 * its own (outside the first load; a page at this version never fetches it).
 */
export async function upgradeStoredState(logger: LoggerPort): Promise<void> {
  try {
    if (localStorage.getItem(STORAGE_KEY) === VERSION_RECORD) return;
    (await import('./storage-upgrade')).upgradeStorage(localStorage, LAYOUT, logger);
  } catch (error) {
    // No storage, or full: what moved is kept, the rest moves at the next start.
    logger.warn('Stored state could not be upgraded', error);
  }
}
