/**
 * Moves an older page's stored state to this storage version (storage-layout.ts); loaded
 * only when the stored version differs. It takes the layout as an argument and imports
 * nothing of the first load: the entry awaits this chunk at its top level, so a chunk that
 * imported back into the entry would wait for it forever.
 */
import type { LoggerPort } from '../core/ports';
import type { StorageLayout } from './storage-layout';

export function storedVersion(storage: Storage, key: string): number {
  try {
    const record: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    const version = (record as { version?: unknown } | null)?.version;
    return typeof version === 'number' ? version : 0;
  } catch {
    return 0;
  }
}

/**
 * Brings the page's storage to this version before anything reads it: version 0's values
 * move to their new keys (an existing login, drafts and settings survive the upgrade). A
 * newer version (a later Petrel was here) is read as it is and left unmarked.
 */
export function upgradeStorage(storage: Storage, layout: StorageLayout, logger?: LoggerPort): void {
  const version = storedVersion(storage, layout.key);
  if (version === layout.version) return;
  if (version > layout.version) {
    logger?.warn(`Stored state is version ${version}; this Petrel reads version ${layout.version}`);
    return;
  }
  // Before storage versions (version 0) Petrel kept the same values under these prefixes.
  const moves = [
    ['petrel-secret:', layout.secrets],
    ['petrel:', layout.state],
  ] as const;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) keys.push(storage.key(i) ?? '');
  for (const key of keys) {
    const move = moves.find(([old]) => key.startsWith(old));
    if (!move) continue;
    const value = storage.getItem(key);
    const target = move[1] + key.slice(move[0].length);
    // A value already at the new key is newer: keep it.
    if (value !== null && storage.getItem(target) === null) storage.setItem(target, value);
    storage.removeItem(key);
  }
  storage.setItem(layout.key, JSON.stringify({ version: layout.version }));
}
