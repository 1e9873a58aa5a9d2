import { describe, expect, it } from 'vitest';
import {
  type JournalEntry,
  mergeJournal,
  mergePrefs,
  recentData,
  resetFlags,
  type StorageData,
  verifyPrefs,
} from '../../../src/core/model/server-storage/data';
import { ServerSideStorage } from '../../../src/core/model/server-storage/store';
import { memoryStorage, silentLogger } from '../../../src/core/ports';

const defaults = () => ({
  _journal: [],
  simple: { hideNsfw: true, maxThumbnails: 16 },
  collections: { mutedWords: [] as string[] },
});

/** A fake clock the test moves by hand. */
function fakeClock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/**
 * A server that holds one copy and answers after a turn of the event loop, so two clients'
 * reads and writes interleave as they would over the network.
 */
function fakeServer() {
  let live: unknown;
  let uploads = 0;
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    get live() {
      return live as StorageData | undefined;
    },
    get uploads() {
      return uploads;
    },
    fetchLive: async () => {
      await turn();
      return structuredClone(live);
    },
    upload: async (data: StorageData) => {
      await turn();
      uploads += 1;
      live = structuredClone(data);
      return structuredClone(live);
    },
  };
}

function client(server: ReturnType<typeof fakeServer>, clock: ReturnType<typeof fakeClock>) {
  return new ServerSideStorage({
    fetchLive: server.fetchLive,
    upload: server.upload,
    storage: memoryStorage(),
    clock,
    logger: silentLogger,
    user: () => 'alice@example.test',
    defaults,
  });
}

describe('server-side storage data', () => {
  it('takes the only valid copy, else the newer one; uploads when the server has none', () => {
    const copy = (t: number) =>
      ({ flagStorage: {}, prefsStorage: defaults(), _timestamp: t, _version: 1 }) as StorageData;
    expect(recentData(copy(5), { junk: true })).toMatchObject({ needUpload: true });
    expect(recentData(copy(5), null).recent?._timestamp).toBe(5);
    expect(recentData(null, copy(7))).toMatchObject({ needUpload: false });
    expect(recentData(copy(5), copy(7)).recent?._timestamp).toBe(7);
    expect(recentData(copy(9), copy(7)).recent?._timestamp).toBe(9);
    expect(recentData(null, { _timestamp: 0, _version: 1 })).toEqual({
      recent: null,
      stale: null,
      needUpload: true,
    });
  });

  it('obeys the flag reset commands 1000 (trim) and 1001 (trim and zero)', () => {
    const flags = { updateCounter: 3, reset: 1000, stray: 9 };
    expect(resetFlags(flags)).toEqual({ updateCounter: 3, reset: 0 });
    expect(resetFlags({ ...flags, reset: 1001 })).toEqual({ updateCounter: 0, reset: 0 });
    expect(resetFlags({ ...flags, reset: 5 })).toEqual({ updateCounter: 0, reset: 0, stray: 0 });
    expect(resetFlags({ ...flags, reset: 0 })).toEqual({ updateCounter: 3, reset: 0, stray: 9 });
  });

  it('resets preferences of the wrong type to their defaults and keeps good ones', () => {
    const prefs = verifyPrefs(
      {
        simple: { hideNsfw: 'no', maxThumbnails: 4, extra: false },
        collections: { mutedWords: 'x' },
      },
      defaults(),
    );
    expect(prefs.simple).toEqual({ hideNsfw: true, maxThumbnails: 4, extra: false });
    expect(prefs.collections.mutedWords).toEqual([]);
  });

  it('merges journals: the last set wins, collections replay adds, removes and moves', () => {
    const e = (path: string, operation: JournalEntry['operation'], args: unknown[], t: number) =>
      ({ path, operation, args, timestamp: t }) as JournalEntry;
    const a = [
      e('simple.hideNsfw', 'set', [false], 1),
      e('collections.mutedWords', 'addToCollection', ['cat'], 2),
    ];
    const b = [
      e('simple.hideNsfw', 'set', [true], 3),
      e('collections.mutedWords', 'addToCollection', ['dog'], 4),
      e('collections.mutedWords', 'reorderCollection', ['dog', -1], 5),
      e('_user', 'set', ['mallory'], 6),
      { path: 'simple.broken' },
    ];
    expect(mergeJournal(a, b).map((x) => x.timestamp)).toEqual([2, 3, 4, 5, 6]);
    const merged = mergePrefs(
      { _journal: a, simple: { hideNsfw: false }, collections: { mutedWords: ['cat'] } },
      {
        _journal: b as JournalEntry[],
        simple: { hideNsfw: true },
        collections: { mutedWords: ['dog'] },
      },
    );
    expect(merged.simple.hideNsfw).toBe(true);
    expect(merged.collections.mutedWords).toEqual(['dog', 'cat']);
    expect(merged).not.toHaveProperty('_user');
  });
});

describe('server-side storage sync', () => {
  it('refuses to edit an internal field', () => {
    const s = client(fakeServer(), fakeClock());
    expect(() => s.setPreference('_journal', 1)).toThrow(/internal/);
  });

  it('uploads the defaults when the server holds no valid copy', async () => {
    const server = fakeServer();
    const s = client(server, fakeClock());
    await s.sync();
    expect(s.startedEmpty).toBe(true);
    expect(server.live?._version).toBe(1);
    expect(server.live?.prefsStorage.simple).toEqual({ hideNsfw: true, maxThumbnails: 16 });
    expect(server.live?._user).toBe('alice@example.test');
  });

  it('loses nothing when two clients edit the same and different preferences at once', async () => {
    const server = fakeServer();
    const clock = fakeClock();
    const a = client(server, clock);
    const b = client(server, clock);
    await a.sync();
    await b.sync();

    // Both change hideNsfw (b later, so b's value wins) and each changes something else.
    a.setPreference('hideNsfw', false);
    a.addToCollection('mutedWords', 'spoilers');
    clock.advance(1000);
    b.setPreference('hideNsfw', true);
    b.setPreference('maxThumbnails', 4);
    b.addToCollection('mutedWords', 'election');
    clock.advance(1000);
    await Promise.all([a.push(), b.push()]);

    // The server holds every change; the first writer's too.
    expect(server.live?.prefsStorage.simple).toMatchObject({ hideNsfw: true, maxThumbnails: 4 });
    expect([...(server.live?.prefsStorage.collections.mutedWords ?? [])].sort()).toEqual([
      'election',
      'spoilers',
    ]);

    // Each client sees everything after its next sync.
    clock.advance(1000);
    await a.sync();
    await b.sync();
    for (const s of [a, b]) {
      expect(s.simple('hideNsfw')).toBe(true);
      expect(s.simple('maxThumbnails')).toBe(4);
      expect([...s.collection('mutedWords')].sort()).toEqual(['election', 'spoilers']);
    }

    // A removal on one side is not undone by the other side's older add.
    a.removeFromCollection('mutedWords', 'spoilers');
    clock.advance(1000);
    await a.push();
    await b.sync();
    expect(b.collection('mutedWords')).toEqual(['election']);
  });

  it('keeps local changes and retries when the upload fails', async () => {
    const server = fakeServer();
    const clock = fakeClock();
    const s = client(server, clock);
    await s.sync();
    const upload = server.upload;
    let fail = true;
    const flaky = new ServerSideStorage({
      fetchLive: server.fetchLive,
      upload: async (data) => {
        if (fail) throw new Error('offline');
        return upload(data);
      },
      storage: memoryStorage(),
      clock,
      logger: silentLogger,
      user: () => 'alice@example.test',
      defaults,
    });
    await flaky.sync();
    flaky.setPreference('maxThumbnails', 2);
    await flaky.push();
    expect(flaky.dirty).toBe(true);
    expect(server.live?.prefsStorage.simple.maxThumbnails).toBe(16);
    fail = false;
    await flaky.push();
    expect(flaky.dirty).toBe(false);
    expect(server.live?.prefsStorage.simple.maxThumbnails).toBe(2);
  });

  it('applies a flag reset command found on the server and uploads the result', async () => {
    const server = fakeServer();
    const clock = fakeClock();
    const s = client(server, clock);
    await s.sync();
    s.setFlag('updateCounter', 4);
    await s.push();
    const live = server.live as StorageData;
    await server.upload({
      ...live,
      flagStorage: { ...live.flagStorage, reset: 1001 },
      _timestamp: clock.advance(10),
    });
    await s.sync();
    expect(s.flags).toEqual({ updateCounter: 0, reset: 0 });
    expect(server.live?.flagStorage).toEqual({ updateCounter: 0, reset: 0 });
  });
});
