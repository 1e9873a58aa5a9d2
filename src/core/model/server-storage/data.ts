/**
 * The data of Pleroma-FE's server-side settings store (spec part 2 §3, §4), as pure
 * functions: flag counters, preferences with their operation journal, which copy is more
 * recent, the journal merge and the flag reset commands. The store (`store.ts`) applies them.
 *
 * The shape is Pleroma-FE's own (`pleroma_settings_store['pleroma-fe']`), so a user who
 * also signs in with Pleroma-FE shares the same copy.
 */

/** Storage version (spec part 2 §9 "Storage version 1"). */
export const STORAGE_VERSION = 1;
/** Flag reset commands lie between these two (spec part 2 §4). */
export const COMMAND_TRIM_FLAGS = 1000;
export const COMMAND_TRIM_FLAGS_AND_RESET = 1001;

export type JournalOperation =
  | 'set'
  | 'addToCollection'
  | 'removeFromCollection'
  | 'reorderCollection';

/** One change, as Pleroma-FE writes it: `path` is `simple.name` or `collections.name`. */
export interface JournalEntry {
  path: string;
  operation: JournalOperation;
  args: unknown[];
  timestamp: number;
}

export type SimpleValue = number | boolean;

export interface PrefsStorage {
  _journal: JournalEntry[];
  simple: Record<string, SimpleValue>;
  collections: Record<string, string[]>;
}

export type FlagStorage = Record<string, number>;

/** What is uploaded and read back, wrapped with who, when and which version. */
export interface StorageData {
  flagStorage: FlagStorage;
  prefsStorage: PrefsStorage;
  _user?: string;
  _timestamp: number;
  _version: number;
}

/** The flags this client knows (Pleroma-FE's: `updateCounter`, and `reset`, the command). */
export const KNOWN_FLAGS: FlagStorage = { updateCounter: 0, reset: 0 };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy counts only with a positive timestamp and version (Pleroma-FE's `_checkValidity`). */
export function isValidData(data: unknown): data is StorageData {
  return (
    isRecord(data) &&
    typeof data._timestamp === 'number' &&
    data._timestamp > 0 &&
    typeof data._version === 'number' &&
    data._version > 0
  );
}

export function wrapData(
  data: Pick<StorageData, 'flagStorage' | 'prefsStorage'>,
  user: string,
  now: number,
): StorageData {
  return { ...data, _user: user, _timestamp: now, _version: STORAGE_VERSION };
}

export interface RecentData {
  recent: StorageData | null;
  stale: StorageData | null;
  needUpload: boolean;
}

/**
 * Which copy is the source of truth: the only valid one, else the newer by timestamp; with
 * nothing valid on the server the local copy is uploaded (spec: "upload if the server copy
 * is invalid").
 */
export function recentData(cache: unknown, live: unknown): RecentData {
  const cacheValid = isValidData(cache);
  const liveValid = isValidData(live);
  if (cacheValid && !liveValid) return { recent: cache, stale: null, needUpload: true };
  if (!cacheValid && liveValid) return { recent: live, stale: null, needUpload: false };
  if (cacheValid && liveValid) {
    return live._timestamp > cache._timestamp
      ? { recent: live, stale: cache, needUpload: false }
      : { recent: cache, stale: live, needUpload: false };
  }
  return { recent: null, stale: null, needUpload: true };
}

/** Flags only grow: the higher value of the two copies wins. */
export function mergeFlags(recent: FlagStorage, stale: FlagStorage): FlagStorage {
  const keys = new Set([...Object.keys(recent), ...Object.keys(stale)]);
  const result: FlagStorage = {};
  for (const key of keys) {
    const a = Number(recent[key]) || 0;
    const b = Number(stale[key]) || 0;
    result[key] = Math.max(a, b);
  }
  return result;
}

/**
 * The flag reset command: 1000 trims the flags to the known ones, 1001 also zeroes them;
 * any other positive value below 9000 zeroes every flag. `reset` is always cleared after.
 */
export function resetFlags(flags: FlagStorage, known: FlagStorage = KNOWN_FLAGS): FlagStorage {
  const command = flags.reset ?? 0;
  let result: FlagStorage = { ...flags };
  if (command >= COMMAND_TRIM_FLAGS && command <= COMMAND_TRIM_FLAGS_AND_RESET) {
    result = {};
    for (const key of Object.keys(flags)) if (key in known) result[key] = flags[key] ?? 0;
    if (command === COMMAND_TRIM_FLAGS_AND_RESET)
      for (const key of Object.keys(known)) result[key] = 0;
  } else if (command > 0 && command < 9000) {
    for (const key of Object.keys(result)) result[key] = 0;
  }
  result.reset = 0;
  return result;
}

function isJournalEntry(entry: unknown): entry is JournalEntry {
  return (
    isRecord(entry) &&
    typeof entry.path === 'string' &&
    typeof entry.operation === 'string' &&
    Array.isArray(entry.args) &&
    typeof entry.timestamp === 'number'
  );
}

const byTime = (a: JournalEntry, b: JournalEntry): number => a.timestamp - b.timestamp;

/**
 * Join journals: invalid entries dropped; per path, a simple value keeps its last `set`, a
 * collection keeps what follows its last removal, without repeated adds or removes of one
 * value. The result is in time order.
 */
export function mergeJournal(...journals: unknown[]): JournalEntry[] {
  const all = journals.flatMap((j) => (Array.isArray(j) ? j.filter(isJournalEntry) : []));
  const byPath = new Map<string, JournalEntry[]>();
  for (const entry of all) byPath.set(entry.path, [...(byPath.get(entry.path) ?? []), entry]);
  const kept: JournalEntry[] = [];
  for (const [path, entries] of byPath) {
    entries.sort(byTime);
    if (path.startsWith('simple')) {
      const last = entries[entries.length - 1];
      if (last) kept.push(last);
    } else if (path.startsWith('collections')) {
      let lastRemove = -1;
      entries.forEach((e, i) => {
        if (e.operation === 'removeFromCollection') lastRemove = i;
      });
      const rest = lastRemove > 0 ? entries.slice(lastRemove) : entries;
      const seen = new Set<string>();
      for (const e of rest) {
        const single = e.operation === 'addToCollection' || e.operation === 'removeFromCollection';
        const key = `${e.operation}\u0000${JSON.stringify(e.args[0])}`;
        if (single && seen.has(key)) continue;
        if (single) seen.add(key);
        kept.push(e);
      }
    } else {
      kept.push(...entries);
    }
  }
  return kept.sort(byTime);
}

/** Move `value` by `movement` places (clamped to the list). */
export function moveItem(list: readonly string[], value: string, movement: number): string[] {
  const from = list.indexOf(value);
  if (from < 0) return [...list];
  const result = list.filter((_, i) => i !== from);
  const to = Math.max(0, Math.min(result.length, from + movement));
  result.splice(to, 0, value);
  return result;
}

function splitPath(path: string): ['simple' | 'collections', string] | null {
  const dot = path.indexOf('.');
  const head = path.slice(0, dot);
  const name = path.slice(dot + 1);
  if (dot < 0 || name === '' || (head !== 'simple' && head !== 'collections')) return null;
  return [head, name];
}

/** Apply one journal entry to prefs (in place); `_`-prefixed paths are never edited. */
export function applyEntry(prefs: PrefsStorage, entry: JournalEntry): void {
  if (entry.path.startsWith('_')) return;
  const parts = splitPath(entry.path);
  if (!parts) return;
  const [head, name] = parts;
  if (head === 'simple') {
    const value = entry.args[0];
    if (entry.operation === 'set' && (typeof value === 'number' || typeof value === 'boolean'))
      prefs.simple[name] = value;
    return;
  }
  const current = prefs.collections[name] ?? [];
  const value = entry.args[0];
  if (typeof value !== 'string') return;
  if (entry.operation === 'addToCollection') {
    prefs.collections[name] = current.includes(value) ? current : [...current, value];
  } else if (entry.operation === 'removeFromCollection') {
    prefs.collections[name] = current.filter((v) => v !== value);
  } else if (entry.operation === 'reorderCollection') {
    prefs.collections[name] = moveItem(current, value, Number(entry.args[1]) || 0);
  } else if (entry.operation === 'set' && Array.isArray(value)) {
    prefs.collections[name] = value.filter((v): v is string => typeof v === 'string');
  }
}

/**
 * Merge two preference copies: the recent copy's values, then every change of both
 * journals replayed in time order, so an edit made on either side survives.
 */
export function mergePrefs(recent: PrefsStorage, stale: PrefsStorage): PrefsStorage {
  const journal = mergeJournal(stale._journal, recent._journal);
  const result: PrefsStorage = {
    _journal: journal,
    simple: { ...recent.simple },
    collections: { ...recent.collections },
  };
  for (const entry of journal) applyEntry(result, entry);
  return result;
}

/**
 * Preferences read leniently (spec part 2 §5): simple ones must be a number or a boolean,
 * collections arrays (of strings); anything else is reset to the default.
 */
export function verifyPrefs(raw: unknown, defaults: PrefsStorage): PrefsStorage {
  const record = isRecord(raw) ? raw : {};
  const simpleIn = isRecord(record.simple) ? record.simple : {};
  const collectionsIn = isRecord(record.collections) ? record.collections : {};
  const simple: Record<string, SimpleValue> = { ...defaults.simple };
  for (const [key, value] of Object.entries(simpleIn)) {
    if (typeof value === 'number' || typeof value === 'boolean') simple[key] = value;
  }
  const collections: Record<string, string[]> = { ...defaults.collections };
  for (const [key, value] of Object.entries(collectionsIn)) {
    if (Array.isArray(value))
      collections[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return { _journal: mergeJournal(record._journal), simple, collections };
}

export function verifyFlags(raw: unknown): FlagStorage {
  const flags: FlagStorage = { ...KNOWN_FLAGS };
  if (!isRecord(raw)) return flags;
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'number' && Number.isFinite(value)) flags[key] = value;
  }
  return flags;
}

/** JSON with object keys sorted, so two equal copies compare equal whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Both copies without their stamps, to tell whether they hold the same data. */
export function sameData(
  a: Pick<StorageData, 'flagStorage' | 'prefsStorage'>,
  b: Pick<StorageData, 'flagStorage' | 'prefsStorage'>,
): boolean {
  return (
    canonical({ f: a.flagStorage, p: a.prefsStorage }) ===
    canonical({ f: b.flagStorage, p: b.prefsStorage })
  );
}
