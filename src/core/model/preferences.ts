import { action, makeObservable, observable, reaction, toJS } from 'mobx';
import type { StoragePort } from '../ports';
import {
  type NotificationFilterKey,
  PREFERENCES_KEY,
  type PreferencesData,
  readPreferences,
  SETTINGS,
  type SettingDefinition,
  type SettingKey,
  settingKeys,
} from './settings';

export {
  DEFAULT_MAX_THREAD_DEPTH,
  defaultPreferences,
  NOTIFICATION_FILTER_KEYS,
  NOTIFICATION_FILTER_TYPES,
  type NotificationFilterKey,
  type NotificationVisibility,
  PREFERENCES_KEY,
  type PreferencesData,
  readPreferences,
} from './settings';

/**
 * Where a setting's value comes from, first found wins: the person's own choice, the
 * instance's front-end configuration (spec part 2 §3 "Options left undefined fall back to
 * instance values"), the face's default (the terminal and the CLI stream; the web follows
 * the spec), the schema's default.
 */
export type SettingSource = 'user' | 'instance' | 'face' | 'default';

/** Marks a stored record that holds only what the person set (older records held every value). */
const LAYERED_MARK = '_set';

/**
 * The defaults before the layers: a record without the mark held every value, so a value
 * equal to the default then cannot tell a choice from a default and is dropped (streaming
 * was on by default everywhere).
 */
const LEGACY_DEFAULTS: Partial<Record<SettingKey, unknown>> = { streaming: true };

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The values a stored record holds that the person set (each read by the schema). */
export function readUserPreferences(raw: unknown): Partial<PreferencesData> {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const layered = record[LAYERED_MARK] === true;
  const values: Partial<Record<SettingKey, unknown>> = {};
  for (const key of settingKeys()) {
    if (!Object.hasOwn(record, key)) continue;
    const definition: SettingDefinition<unknown> = SETTINGS[key];
    const value = definition.read(record[key]);
    if (value === undefined) continue;
    const legacyDefault = key in LEGACY_DEFAULTS ? LEGACY_DEFAULTS[key] : definition.initial();
    if (!layered && same(value, legacyDefault)) continue;
    values[key] = value;
  }
  return values as Partial<PreferencesData>;
}

/** The store's own members; the settings themselves come from the schema (settings.ts). */
class PreferencesModel {
  private readonly disposeSave: () => void;
  /** What the person set; only this is saved, synced and exported. */
  private user: Partial<PreferencesData>;
  private instanceValues: Partial<PreferencesData> = {};

  constructor(
    private readonly storage: StoragePort,
    private readonly faceDefaults: Partial<PreferencesData> = {},
  ) {
    this.user = readUserPreferences(storage.get<unknown>(PREFERENCES_KEY));
    Object.assign(this, this.effective());
    const annotations: Record<string, unknown> = {
      user: observable.ref,
      instanceValues: observable.ref,
      set: action,
      unset: action,
      setNotificationVisible: action,
      setInstanceDefaults: action,
    };
    // Values are replaced whole (set), never mutated in place.
    for (const key of settingKeys()) annotations[key] = observable.ref;
    makeObservable(this, annotations as Parameters<typeof makeObservable<this>>[1]);
    this.disposeSave = reaction(
      () => this.user,
      (user) => this.storage.set(PREFERENCES_KEY, { ...toJS(user), [LAYERED_MARK]: true }),
      { name: 'preferences:save' },
    );
  }

  private get values(): PreferencesData {
    return this as unknown as PreferencesData;
  }

  private effective(): PreferencesData {
    return readPreferences({ ...this.faceDefaults, ...this.instanceValues, ...this.user });
  }

  private apply(): void {
    Object.assign(this, this.effective());
  }

  /** Every setting's value as it applies now (whatever its source). */
  snapshot(): PreferencesData {
    const data: Partial<Record<SettingKey, unknown>> = {};
    for (const key of settingKeys()) data[key] = this.values[key];
    return toJS(data) as PreferencesData;
  }

  /** Only the settings the person set (what is saved, synced and put in a backup file). */
  userSnapshot(): Partial<PreferencesData> {
    return toJS(this.user);
  }

  /** The person set this setting (their value wins over the instance's and the defaults). */
  isSet(key: SettingKey): boolean {
    return Object.hasOwn(this.user, key);
  }

  /** Where a setting's current value comes from. */
  sourceOf(key: SettingKey): SettingSource {
    if (this.isSet(key)) return 'user';
    if (Object.hasOwn(this.instanceValues, key)) return 'instance';
    if (Object.hasOwn(this.faceDefaults, key)) return 'face';
    return 'default';
  }

  /**
   * Change one or more preferences (saved at once). A value set is the person's even when it
   * equals a default; an unusable one unsets the setting (its default applies).
   */
  set(change: Partial<PreferencesData>): void {
    this.user = readUserPreferences({ ...this.user, ...change, [LAYERED_MARK]: true });
    this.apply();
  }

  /**
   * "Reset to default": the instance's value, else the default, applies again to these
   * settings (to every setting when none is named).
   */
  unset(...keys: SettingKey[]): void {
    const user: Partial<Record<SettingKey, unknown>> = { ...this.user };
    for (const key of keys) delete user[key];
    this.user = keys.length > 0 ? (user as Partial<PreferencesData>) : {};
    this.apply();
  }

  /** The instance's front-end configuration's values (instance-defaults.ts reads them). */
  setInstanceDefaults(values: Partial<PreferencesData>): void {
    this.instanceValues = values;
    this.apply();
  }

  setNotificationVisible(key: NotificationFilterKey, visible: boolean): void {
    this.set({ notificationVisibility: { ...this.values.notificationVisibility, [key]: visible } });
  }

  dispose(): void {
    this.disposeSave();
  }
}

/**
 * The preferences every face shares, kept in the storage port: one observable field per
 * entry of the settings schema, layered (see `SettingSource`). Change them through `set`.
 */
export type PreferencesStore = PreferencesModel & Readonly<PreferencesData>;
export const PreferencesStore = PreferencesModel as new (
  storage: StoragePort,
  faceDefaults?: Partial<PreferencesData>,
) => PreferencesStore;
