import { reaction } from 'mobx';
import type { PreferencesStore } from '../preferences';
import {
  type PreferencesData,
  SETTINGS,
  type SettingDefinition,
  type SettingKey,
  settingKeys,
} from '../settings';
import type { PrefsStorage } from './data';
import type { ServerSideStorage } from './store';

/** How a synced setting sits in the server store: a simple value or a collection. */
export type SyncedKind = 'simple' | 'collection';

/** The settings kept on the server, and how (spec: numbers/booleans simple, arrays collections). */
export function syncedSettings(): Array<{ key: SettingKey; kind: SyncedKind }> {
  const result: Array<{ key: SettingKey; kind: SyncedKind }> = [];
  for (const key of settingKeys()) {
    const definition: SettingDefinition<unknown> = SETTINGS[key];
    if (definition.storage !== 'server') continue;
    const initial = definition.initial();
    if (Array.isArray(initial)) result.push({ key, kind: 'collection' });
    else if (typeof initial === 'number' || typeof initial === 'boolean')
      result.push({ key, kind: 'simple' });
  }
  return result;
}

/** The server store's defaults: every synced setting at its schema default. */
export function serverPrefsDefaults(): PrefsStorage {
  const prefs: PrefsStorage = { _journal: [], simple: {}, collections: {} };
  for (const { key, kind } of syncedSettings()) {
    const initial = (SETTINGS[key] as SettingDefinition<unknown>).initial();
    if (kind === 'simple') prefs.simple[key] = initial as number | boolean;
    else prefs.collections[key] = (initial as unknown[]).map(String);
  }
  return prefs;
}

/**
 * The synced settings the server store holds as someone's choice (unusable ones left out):
 * a value changed through the journal, or one that differs from the default. The store fills
 * in defaults (as Pleroma-FE's does); those are no choice, so the instance's values still
 * apply to them (spec part 2 §3).
 */
export function preferencesFromStorage(storage: ServerSideStorage): Partial<PreferencesData> {
  const values: Partial<Record<SettingKey, unknown>> = {};
  const journaled = new Set(storage.prefs._journal.map((entry) => entry.path));
  for (const { key, kind } of syncedSettings()) {
    const definition: SettingDefinition<unknown> = SETTINGS[key];
    const raw = kind === 'simple' ? storage.simple(key) : storage.collection(key);
    const value = raw === undefined ? undefined : definition.read(raw);
    if (value === undefined) continue;
    const chosen =
      journaled.has(`${kind === 'simple' ? 'simple' : 'collections'}.${key}`) ||
      !sameValue(value, definition.initial());
    if (chosen) values[key] = value;
  }
  return values as Partial<PreferencesData>;
}

/**
 * Write the synced settings the person set into the store's journal where they differ (a
 * setting left to the instance or the default is not theirs to carry).
 */
export function journalPreferences(
  storage: ServerSideStorage,
  preferences: Readonly<Partial<PreferencesData>>,
): boolean {
  let changed = false;
  for (const { key, kind } of syncedSettings()) {
    if (!Object.hasOwn(preferences, key)) continue;
    const value = preferences[key] as unknown;
    if (kind === 'simple') {
      // The store holds defaults too: a choice equal to one is journaled all the same.
      const chosen = storage.prefs._journal.some((entry) => entry.path === `simple.${key}`);
      if (storage.simple(key) !== value || !chosen) {
        storage.setPreference(key, value as number | boolean);
        changed = true;
      }
      continue;
    }
    const next = (value as unknown[]).map(String);
    const current = storage.collection(key);
    for (const item of current) {
      if (!next.includes(item)) {
        storage.removeFromCollection(key, item);
        changed = true;
      }
    }
    for (const item of next) {
      if (!current.includes(item)) {
        storage.addToCollection(key, item);
        changed = true;
      }
    }
  }
  return changed;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The synced settings as they are now (a person's value, or null when unset). */
export type SyncedSnapshot = ReadonlyMap<SettingKey, string>;

export function syncedSnapshot(preferences: PreferencesStore): SyncedSnapshot {
  return new Map(
    syncedSettings().map(({ key }) => [
      key,
      JSON.stringify(preferences.isSet(key) ? preferences[key] : null),
    ]),
  );
}

/**
 * Keep the synced preferences and the server store together: a local change is journaled
 * and pushed; a change that arrives from the server is applied to the preferences. Call
 * after the first `sync` (the server's copy then decides, or the local values are uploaded
 * when the server held none). A setting the person changed while that first read was under
 * way (`before`: the snapshot taken as it began) keeps their value and is uploaded: the
 * server's older copy used to overwrite it, silently. Returns the disposer.
 */
export function bindServerPreferences(
  storage: ServerSideStorage,
  preferences: PreferencesStore,
  before?: SyncedSnapshot,
): () => void {
  const changedMeanwhile = new Set<SettingKey>();
  const now = syncedSnapshot(preferences);
  for (const [key, value] of before ?? []) if (now.get(key) !== value) changedMeanwhile.add(key);
  const fromServer = () => {
    const values = preferencesFromStorage(storage);
    const change: Partial<Record<SettingKey, unknown>> = {};
    for (const [key, value] of Object.entries(values)) {
      const name = key as SettingKey;
      if (!preferences.isSet(name) || !sameValue(preferences[name], value)) change[name] = value;
    }
    if (Object.keys(change).length > 0) preferences.set(change as Partial<PreferencesData>);
  };
  if (storage.startedEmpty) {
    if (journalPreferences(storage, preferences.userSnapshot())) void storage.push();
  } else {
    const mine = Object.fromEntries(
      Object.entries(preferences.userSnapshot()).filter(([key]) =>
        changedMeanwhile.has(key as SettingKey),
      ),
    ) as Partial<PreferencesData>;
    if (journalPreferences(storage, mine)) void storage.push();
    fromServer();
  }
  const disposeIn = reaction(
    () => storage.prefs,
    () => fromServer(),
    {
      name: 'server-storage:apply',
    },
  );
  const disposeOut = reaction(
    () => syncedSettings().map(({ key }) => (preferences.isSet(key) ? preferences[key] : null)),
    () => {
      if (journalPreferences(storage, preferences.userSnapshot())) void storage.push();
    },
    { name: 'server-storage:journal' },
  );
  return () => {
    disposeIn();
    disposeOut();
  };
}
