import { reaction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_KEY, PreferencesStore } from '../../src/core/model/preferences';
import {
  defaultPreferences,
  readPreferences,
  SETTINGS,
  type SettingDefinition,
} from '../../src/core/model/settings';
import { memoryStorage } from '../../src/core/ports';

/** SETTINGS seen as an open table, for adding an entry the way a later issue will. */
const table = SETTINGS as unknown as Record<string, SettingDefinition<unknown>>;

describe('the settings schema', () => {
  afterEach(() => {
    delete table.replyVisibility;
  });

  it('reads stored garbage back to each default, keeping what is usable', () => {
    const garbage = {
      mutedWords: 'spoiler',
      hideMutedPosts: 'yes',
      maxThreadDepth: -2,
      streaming: null,
      notificationVisibility: ['likes'],
      confirmLogout: 0,
      hideNsfw: {},
      collapseWithSubject: 'false',
      unknownSetting: true,
    };
    expect(readPreferences(garbage)).toEqual(defaultPreferences());
    for (const raw of [null, 'text', 42, [], undefined]) {
      expect(readPreferences(raw)).toEqual(defaultPreferences());
    }
    const partly = readPreferences({
      mutedWords: ['ok', 3, ' ', 'fine'],
      maxThreadDepth: 2.5,
      notificationVisibility: { likes: false, polls: 'no' },
      hideNsfw: false,
    });
    expect(partly.mutedWords).toEqual(['ok', 'fine']);
    expect(partly.maxThreadDepth).toBe(defaultPreferences().maxThreadDepth);
    expect(partly.notificationVisibility.likes).toBe(false);
    expect(partly.notificationVisibility.polls).toBe(true);
    expect(partly.hideNsfw).toBe(false);
  });

  it('declares scope and storage for every setting', () => {
    for (const definition of Object.values(table)) {
      expect(['app', 'account']).toContain(definition.scope);
      expect(['local', 'server']).toContain(definition.storage);
    }
  });

  it('turns a new entry into an observable, validated, persisted preference', () => {
    table.replyVisibility = {
      initial: () => 'all',
      read: (stored) => (stored === 'all' || stored === 'following' ? stored : undefined),
      scope: 'account',
      storage: 'server',
    };
    const storage = memoryStorage({ [PREFERENCES_KEY]: { replyVisibility: 'nonsense' } });
    const store = new PreferencesStore(storage) as PreferencesStore & Record<string, unknown>;
    expect(store.replyVisibility).toBe('all');

    const seen: unknown[] = [];
    const stop = reaction(
      () => store.replyVisibility,
      (value) => seen.push(value),
    );
    store.set({ replyVisibility: 'following' } as never);
    stop();
    expect(seen).toEqual(['following']);
    expect(storage.get<Record<string, unknown>>(PREFERENCES_KEY)?.replyVisibility).toBe(
      'following',
    );

    const reloaded = new PreferencesStore(storage) as PreferencesStore & Record<string, unknown>;
    expect(reloaded.replyVisibility).toBe('following');
    store.dispose();
    reloaded.dispose();
  });

  it('keeps the web display preferences across a restart', () => {
    const storage = memoryStorage();
    const store = new PreferencesStore(storage);
    expect([store.confirmLogout, store.hideNsfw, store.collapseWithSubject]).toEqual([
      true,
      true,
      true,
    ]);
    store.set({ confirmLogout: false, hideNsfw: false, collapseWithSubject: false });
    store.dispose();
    const again = new PreferencesStore(storage);
    expect([again.confirmLogout, again.hideNsfw, again.collapseWithSubject]).toEqual([
      false,
      false,
      false,
    ]);
    again.dispose();
  });
});
