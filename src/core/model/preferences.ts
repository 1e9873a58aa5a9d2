import { action, makeObservable, observable, reaction, toJS } from 'mobx';
import type { StoragePort } from '../ports';
import {
  defaultPreferences,
  type NotificationFilterKey,
  PREFERENCES_KEY,
  type PreferencesData,
  readPreferences,
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

/** The store's own members; the settings themselves come from the schema (settings.ts). */
class PreferencesModel {
  private readonly disposeSave: () => void;

  constructor(private readonly storage: StoragePort) {
    Object.assign(this, readPreferences(storage.get<unknown>(PREFERENCES_KEY)));
    const annotations: Record<string, unknown> = {
      set: action,
      setNotificationVisible: action,
      reset: action,
    };
    // Values are replaced whole (set), never mutated in place.
    for (const key of settingKeys()) annotations[key] = observable.ref;
    makeObservable(this, annotations as Parameters<typeof makeObservable<this>>[1]);
    this.disposeSave = reaction(
      () => this.snapshot(),
      (snapshot) => this.storage.set(PREFERENCES_KEY, snapshot),
      { name: 'preferences:save' },
    );
  }

  private get values(): PreferencesData {
    return this as unknown as PreferencesData;
  }

  snapshot(): PreferencesData {
    const data: Partial<Record<SettingKey, unknown>> = {};
    for (const key of settingKeys()) data[key] = this.values[key];
    return toJS(data) as PreferencesData;
  }

  /** Change one or more preferences (saved at once); an unusable value becomes the default. */
  set(change: Partial<PreferencesData>): void {
    Object.assign(this, readPreferences({ ...this.snapshot(), ...change }));
  }

  setNotificationVisible(key: NotificationFilterKey, visible: boolean): void {
    this.set({ notificationVisibility: { ...this.values.notificationVisibility, [key]: visible } });
  }

  reset(): void {
    this.set(defaultPreferences());
  }

  dispose(): void {
    this.disposeSave();
  }
}

/**
 * The preferences every face shares, kept in the storage port: one observable, persisted
 * field per entry of the settings schema. Change them through `set`.
 */
export type PreferencesStore = PreferencesModel & Readonly<PreferencesData>;
export const PreferencesStore = PreferencesModel as new (storage: StoragePort) => PreferencesStore;
