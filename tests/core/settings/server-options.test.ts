import { describe, expect, it } from 'vitest';
import type { OwnCredentials } from '../../../src/core/api/credentials';
import { PreferencesStore } from '../../../src/core/model/preferences';
import { ServerOptions } from '../../../src/core/model/server-options';
import { bindServerPreferences } from '../../../src/core/model/server-storage/preferences-sync';
import { memoryStorage } from '../../../src/core/ports';
import { sharedServerStore } from '../support/server-store';

function own(overrides: Partial<OwnCredentials> = {}): OwnCredentials {
  return {
    account: {
      locked: false,
      hideFollowers: false,
      hideFollows: false,
      hideFollowersCount: false,
      hideFollowsCount: false,
    } as OwnCredentials['account'],
    noteSource: '',
    fields: [],
    defaultScope: 'public',
    defaultNSFW: false,
    discoverable: false,
    showBirthday: false,
    birthday: null,
    acceptChatMessages: true,
    allowFollowingMove: true,
    hideFavorites: true,
    showRole: true,
    stripRichContent: false,
    email: null,
    blockNotificationsFromStrangers: false,
    webPushHideContents: false,
    settingsStore: undefined,
    backgroundImage: null,
    ...overrides,
  };
}

describe('server options (profile options kept on the server)', () => {
  it('refuses a name outside the list', async () => {
    const options = new ServerOptions({
      updateCredentials: async () => own(),
      updateNotificationSettings: async () => {},
      notices: { add: () => ({}) as never },
    });
    await expect(options.set('fontSize', 3)).rejects.toThrow('Invalid server-side setting');
  });

  it('saves through the server, and on failure reverts with "Error saving settings"', async () => {
    const notices: string[] = [];
    let fail = false;
    const sent: unknown[] = [];
    const options = new ServerOptions({
      updateCredentials: async (changes) => {
        sent.push(changes);
        if (fail) throw new Error('500');
        return own({ defaultScope: changes.defaultScope ?? 'public' });
      },
      updateNotificationSettings: async (changes) => {
        sent.push(changes);
        if (fail) throw new Error('500');
      },
      notices: {
        add: (_level, key) => {
          notices.push(key);
          return {} as never;
        },
      },
    });
    options.load(own());
    expect(await options.set('defaultScope', 'unlisted')).toBe(true);
    expect(options.values.defaultScope).toBe('unlisted');
    fail = true;
    const saving = options.set('defaultScope', 'private');
    expect(options.values.defaultScope).toBe('private');
    expect(await saving).toBe(false);
    expect(options.values.defaultScope).toBe('unlisted');
    expect(await options.set('blockNotificationsFromStrangers', true)).toBe(false);
    expect(options.values.blockNotificationsFromStrangers).toBe(false);
    expect(notices).toEqual(['settings.saving_err', 'settings.saving_err']);
    expect(sent).toContainEqual({ blockFromStrangers: true });
  });
});

describe('synced preferences', () => {
  it("a change on one device reaches another device's preferences after its sync", async () => {
    const server = sharedServerStore();
    const device = () => ({
      preferences: new PreferencesStore(memoryStorage()),
      storage: server.storeFor(),
    });
    const first = device();
    first.preferences.set({ maxThumbnails: 3 });
    await first.storage.sync();
    const stop = bindServerPreferences(first.storage, first.preferences);
    // The server held nothing: this device's own values were uploaded.
    await first.storage.push();
    expect(
      (server.live as { prefsStorage: { simple: Record<string, unknown> } }).prefsStorage.simple
        .maxThumbnails,
    ).toBe(3);

    first.preferences.set({ hideNsfw: false, mutedWords: ['golf'] });
    // Issue 16: the navigation pins (in pin order) and collapseNav travel the same way.
    first.preferences.set({ pinnedNavItems: ['lists', 'friends'], collapseNav: true });
    await first.storage.push();

    const second = device();
    expect(second.preferences.hideNsfw).toBe(true);
    await second.storage.sync();
    bindServerPreferences(second.storage, second.preferences);
    expect(second.preferences.hideNsfw).toBe(false);
    expect(second.preferences.mutedWords).toEqual(['golf']);
    expect(second.preferences.maxThumbnails).toBe(3);
    expect(second.preferences.pinnedNavItems).toEqual(['lists', 'friends']);
    expect(second.preferences.collapseNav).toBe(true);
    // A device-only setting is not carried.
    first.preferences.set({ streaming: true });
    await first.storage.push();
    await second.storage.sync();
    expect(second.preferences.streaming).toBe(false);
    stop();
  });
});
