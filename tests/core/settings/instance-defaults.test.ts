import { describe, expect, it } from 'vitest';
import { instanceDefaultsFrom } from '../../../src/core/model/instance-defaults';
import { PREFERENCES_KEY, PreferencesStore } from '../../../src/core/model/preferences';
import { bindServerPreferences } from '../../../src/core/model/server-storage/preferences-sync';
import { settingsBackupText } from '../../../src/core/model/settings-backup';
import { memoryStorage } from '../../../src/core/ports';
import { sharedServerStore } from '../support/server-store';

/** What an instance's `pleroma_fe` says (Pleroma-FE's names). */
const INSTANCE = { hideNsfw: false, collapseMessageWithSubject: false, modalOnDelete: false };

describe('options left undefined fall back to instance values (spec part 2 §3)', () => {
  it('a new user sees the instance value; their own choice wins; reset gives the instance value again', () => {
    const storage = memoryStorage();
    const preferences = new PreferencesStore(storage);
    expect(preferences.hideNsfw).toBe(true);
    expect(preferences.sourceOf('hideNsfw')).toBe('default');

    preferences.setInstanceDefaults(instanceDefaultsFrom(INSTANCE));
    expect(preferences.hideNsfw).toBe(false);
    expect(preferences.collapseWithSubject).toBe(false);
    expect(preferences.confirmDelete).toBe(false);
    expect(preferences.sourceOf('hideNsfw')).toBe('instance');
    // Nothing the person set is saved.
    expect(storage.get(PREFERENCES_KEY)).toBeUndefined();

    preferences.set({ hideNsfw: true });
    expect(preferences.hideNsfw).toBe(true);
    expect(preferences.sourceOf('hideNsfw')).toBe('user');
    // Another instance configuration does not override the choice.
    preferences.setInstanceDefaults(instanceDefaultsFrom({ hideNsfw: false }));
    expect(preferences.hideNsfw).toBe(true);

    preferences.unset('hideNsfw');
    expect(preferences.hideNsfw).toBe(false);
    expect(preferences.sourceOf('hideNsfw')).toBe('instance');
    preferences.dispose();
  });

  it('a wrong-typed instance value is ignored and names Petrel lacks are left out', () => {
    expect(instanceDefaultsFrom({ hideNsfw: 'no', hidePostStats: true, maxThumbnails: 4 })).toEqual(
      { maxThumbnails: 4 },
    );
    expect(instanceDefaultsFrom(null)).toEqual({});
  });

  it('only what the person set is saved, kept across restarts and put in a backup file', () => {
    const storage = memoryStorage();
    const first = new PreferencesStore(storage);
    first.setInstanceDefaults(instanceDefaultsFrom(INSTANCE));
    first.set({ maxThumbnails: 4 });
    expect(storage.get(PREFERENCES_KEY)).toEqual({ maxThumbnails: 4, _set: true });
    const backup = JSON.parse(settingsBackupText(first.userSnapshot())) as Record<string, unknown>;
    expect(Object.keys(backup).sort()).toEqual(['_pleroma_settings_version', 'maxThumbnails']);
    first.dispose();

    const again = new PreferencesStore(storage);
    expect(again.maxThumbnails).toBe(4);
    expect(again.isSet('hideNsfw')).toBe(false);
    again.dispose();
  });

  it('a record saved before the layers keeps the values that differ from the old defaults', () => {
    const storage = memoryStorage({
      [PREFERENCES_KEY]: { hideNsfw: true, maxThumbnails: 16, streaming: true, bell: true },
    });
    const preferences = new PreferencesStore(storage);
    preferences.setInstanceDefaults(instanceDefaultsFrom(INSTANCE));
    // hideNsfw true was the default then: the instance's value applies now.
    expect(preferences.hideNsfw).toBe(false);
    expect(preferences.isSet('streaming')).toBe(false);
    expect(preferences.bell).toBe(true);
    preferences.dispose();
  });

  it('the face default sits between the instance and the schema: streaming', () => {
    const web = new PreferencesStore(memoryStorage());
    expect(web.streaming).toBe(false);
    const terminal = new PreferencesStore(memoryStorage(), { streaming: true });
    expect(terminal.streaming).toBe(true);
    expect(terminal.sourceOf('streaming')).toBe('face');
    terminal.setInstanceDefaults({ streaming: false });
    expect(terminal.streaming).toBe(false);
    terminal.set({ streaming: true });
    expect(terminal.streaming).toBe(true);
    web.dispose();
    terminal.dispose();
  });

  it('server-side sync carries only what the person set: the instance value still reaches another device', async () => {
    const server = sharedServerStore();
    const device = () => {
      const preferences = new PreferencesStore(memoryStorage());
      preferences.setInstanceDefaults(instanceDefaultsFrom(INSTANCE));
      return { preferences, storage: server.storeFor() };
    };
    const first = device();
    await first.storage.sync();
    const stopFirst = bindServerPreferences(first.storage, first.preferences);
    first.preferences.set({ maxThumbnails: 3 });
    await first.storage.push();

    const second = device();
    await second.storage.sync();
    const stopSecond = bindServerPreferences(second.storage, second.preferences);
    expect(second.preferences.maxThumbnails).toBe(3);
    // The server store's own default (hideNsfw true) is no one's choice.
    expect(second.preferences.hideNsfw).toBe(false);
    expect(second.preferences.isSet('hideNsfw')).toBe(false);

    first.preferences.set({ hideNsfw: true });
    await first.storage.push();
    await second.storage.sync();
    expect(second.preferences.hideNsfw).toBe(true);
    stopFirst();
    stopSecond();
  });
});
