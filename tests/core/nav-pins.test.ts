import { describe, expect, it } from 'vitest';
import {
  NAV_PIN_LIMIT,
  NAV_PREFS_KEY,
  readNavPrefs,
  toggleNavPin,
  writeNavPrefs,
} from '../../src/core/model/nav-pins';
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
    let prefs = readNavPrefs(memoryStorage());
    for (const item of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const result = toggleNavPin(prefs, item);
      expect(result.changed).toBe(true);
      prefs = result.prefs;
    }
    const seventh = toggleNavPin(prefs, 'g');
    expect(seventh.changed).toBe(false);
    expect(seventh.prefs.pinnedNavItems).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    // Unpinning frees a place.
    const unpinned = toggleNavPin(prefs, 'c');
    expect(unpinned.prefs.pinnedNavItems).toEqual(['a', 'b', 'd', 'e', 'f']);
    expect(toggleNavPin(unpinned.prefs, 'g').prefs.pinnedNavItems).toContain('g');
  });

  it('survives a reload through storage and ignores malformed records', () => {
    const storage = memoryStorage();
    writeNavPrefs(storage, { pinnedNavItems: ['friends', 'chats'], collapseNav: true });
    expect(readNavPrefs(storage)).toEqual({
      pinnedNavItems: ['friends', 'chats'],
      collapseNav: true,
    });
    storage.set(NAV_PREFS_KEY, { pinnedNavItems: [1, 'x', 'x', 'a', 'b', 'c', 'd', 'e', 'f'] });
    expect(readNavPrefs(storage)).toEqual({
      pinnedNavItems: ['x', 'a', 'b', 'c', 'd', 'e'],
      collapseNav: false,
    });
    storage.set(NAV_PREFS_KEY, 'garbage');
    expect(readNavPrefs(storage).pinnedNavItems).toEqual([]);
  });
});
