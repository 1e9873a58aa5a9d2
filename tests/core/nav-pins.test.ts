import { describe, expect, it } from 'vitest';
import { NAV_PIN_LIMIT, toggleNavPin } from '../../src/core/model/nav-pins';
import { PreferencesStore } from '../../src/core/model/preferences';
import { serverPrefsDefaults } from '../../src/core/model/server-storage/preferences-sync';
import type { StoragePort } from '../../src/core/ports';

function memoryStorage(): StoragePort & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: <T>(key: string) => data.get(key) as T | undefined,
    set: <T>(key: string, value: T) => {
      data.set(key, value);
    },
    delete: (key: string) => {
      data.delete(key);
    },
  };
}

describe('navigation pins (spec part 1 §3, §9)', () => {
  it('pins up to 6 items and refuses the seventh', () => {
    expect(NAV_PIN_LIMIT).toBe(6);
    let pinned: string[] = [];
    for (const item of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const result = toggleNavPin(pinned, item);
      expect(result.changed).toBe(true);
      pinned = result.pinnedNavItems;
    }
    const seventh = toggleNavPin(pinned, 'g');
    expect(seventh.changed).toBe(false);
    expect(seventh.pinnedNavItems).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    // Unpinning frees a place.
    const unpinned = toggleNavPin(pinned, 'c');
    expect(unpinned.pinnedNavItems).toEqual(['a', 'b', 'd', 'e', 'f']);
    expect(toggleNavPin(unpinned.pinnedNavItems, 'g').pinnedNavItems).toContain('g');
  });

  it('are preferences: survive a reload and ignore malformed values', () => {
    const storage = memoryStorage();
    const first = new PreferencesStore(storage);
    first.set({ pinnedNavItems: ['friends', 'chats'], collapseNav: true });
    first.dispose();
    const again = new PreferencesStore(storage);
    expect(again.pinnedNavItems).toEqual(['friends', 'chats']);
    expect(again.collapseNav).toBe(true);
    // Non-strings, blanks and pins past the limit are dropped.
    again.set({
      pinnedNavItems: [1, 'x', '', 'a', 'b', 'c', 'd', 'e', 'f'] as unknown as string[],
    });
    expect(again.pinnedNavItems).toEqual(['x', 'a', 'b', 'c', 'd', 'e']);
    again.set({ collapseNav: 'yes' as unknown as boolean });
    expect(again.collapseNav).toBe(false);
    again.dispose();
  });

  it('are kept in the server settings store: pins as a collection, collapseNav as a simple value', () => {
    const defaults = serverPrefsDefaults();
    expect(defaults.collections.pinnedNavItems).toEqual([]);
    expect(defaults.simple.collapseNav).toBe(false);
  });
});
