import { action, makeObservable, observable, runInAction } from 'mobx';
import type { ClockPort, LoggerPort, StoragePort } from '../../ports';
import {
  type FlagStorage,
  isValidData,
  type JournalEntry,
  type JournalOperation,
  KNOWN_FLAGS,
  mergeFlags,
  mergeJournal,
  mergePrefs,
  type PrefsStorage,
  recentData,
  resetFlags,
  type SimpleValue,
  type StorageData,
  sameData,
  verifyFlags,
  verifyPrefs,
  wrapData,
} from './data';

/** Where the local copy of the server store is cached (per account storage). */
export const SERVER_STORAGE_CACHE_KEY = 'server-side-storage';

/** Upload rounds per push (see `pushOnce`). */
const PUSH_ROUNDS = 3;

export type ServerStorageState = 'idle' | 'loading' | 'ready' | 'failed';

export interface ServerStorageDeps {
  /** The server's copy (`pleroma.settings_store['pleroma-fe']` of verify_credentials). */
  fetchLive: () => Promise<unknown>;
  /** Upload a copy (update_credentials); answers the server's copy after the change. */
  upload: (data: StorageData) => Promise<unknown>;
  /** This account's own storage: the local cache lives there. */
  storage: StoragePort;
  clock: Pick<ClockPort, 'now'>;
  logger: LoggerPort;
  /** `name@host`: a cache written for another user is ignored. */
  user: () => string;
  /** The preferences this client keeps on the server, with their defaults. */
  defaults: () => PrefsStorage;
}

/**
 * Pleroma-FE's server-side storage (spec part 2 §4 "Server-side storage sync"), one per
 * account: flags that only grow and preferences changed through a journal, cached locally
 * and uploaded through update_credentials. `sync` reads the server's copy, keeps the more
 * recent of the two, merges their journals when they differ and uploads when the server's
 * copy is invalid or the data changed, so edits made at once on two clients all survive.
 */
export class ServerSideStorage {
  flags: FlagStorage = { ...KNOWN_FLAGS };
  prefs: PrefsStorage;
  /** The local copy differs from the server's: it must be uploaded. */
  dirty = false;
  state: ServerStorageState = 'idle';
  /** The last sync or upload error (the local copy is kept and retried on the next one). */
  error: unknown = null;
  /** The last copy received held nothing valid, here or on the server (a first sync). */
  startedEmpty = false;

  #pushing: Promise<void> | null = null;
  #pushAgain = false;

  constructor(private readonly deps: ServerStorageDeps) {
    this.prefs = deps.defaults();
    const cached = deps.storage.get<unknown>(SERVER_STORAGE_CACHE_KEY);
    if (isValidData(cached) && cached._user === deps.user()) this.adopt(cached);
    makeObservable<ServerSideStorage, 'adopt' | 'journal'>(this, {
      flags: observable.ref,
      prefs: observable.ref,
      dirty: observable,
      state: observable,
      error: observable.ref,
      receive: action,
      setFlag: action,
      setPreference: action,
      addToCollection: action,
      removeFromCollection: action,
      reorderCollection: action,
      adopt: action,
      journal: action,
    });
  }

  /** A read or an upload is under way (a periodic sync waits for the next turn). */
  get busy(): boolean {
    return this.state === 'loading' || this.#pushing !== null;
  }

  /** A simple preference's value (number or boolean), or undefined. */
  simple(name: string): SimpleValue | undefined {
    return this.prefs.simple[name];
  }

  collection(name: string): readonly string[] {
    return this.prefs.collections[name] ?? [];
  }

  private adopt(data: StorageData): void {
    this.flags = verifyFlags(data.flagStorage);
    this.prefs = verifyPrefs(data.prefsStorage, this.deps.defaults());
  }

  private cacheCopy(): StorageData | null {
    const cached = this.deps.storage.get<unknown>(SERVER_STORAGE_CACHE_KEY);
    return isValidData(cached) && cached._user === this.deps.user() ? cached : null;
  }

  /**
   * Take the server's copy (answers whether neither copy held valid data): keep the more recent one, merge journals and flags when the two
   * differ, apply a flag reset command, and remember whether an upload is due.
   */
  receive(live: unknown): boolean {
    const cache = this.pendingCopy();
    const { recent, stale, needUpload } = recentData(cache, live);
    const defaults = this.deps.defaults();
    let flags = verifyFlags(recent?.flagStorage);
    let prefs = verifyPrefs(recent?.prefsStorage, defaults);
    if (!needUpload && recent && stale && !sameData(recent, stale)) {
      flags = mergeFlags(flags, verifyFlags(stale.flagStorage));
      prefs = mergePrefs(prefs, verifyPrefs(stale.prefsStorage, defaults));
    }
    flags = { ...KNOWN_FLAGS, ...resetFlags(flags) };
    this.flags = flags;
    this.prefs = prefs;
    // Upload when the server's copy is invalid or differs from the result.
    const current =
      isValidData(live) && sameData({ flagStorage: flags, prefsStorage: prefs }, live);
    if (current) this.deps.storage.set(SERVER_STORAGE_CACHE_KEY, live);
    else this.deps.storage.set(SERVER_STORAGE_CACHE_KEY, this.wrapped());
    this.dirty = !current;
    return recent === null;
  }

  /** The local copy as it stands (with unsent changes), for `receive` to compare. */
  private pendingCopy(): StorageData | null {
    const cache = this.cacheCopy();
    if (!this.dirty) return cache;
    return this.wrapped();
  }

  private wrapped(): StorageData {
    return wrapData(
      {
        flagStorage: this.flags,
        prefsStorage: { ...this.prefs, _journal: mergeJournal(this.prefs._journal) },
      },
      this.deps.user(),
      this.deps.clock.now(),
    );
  }

  /** Read the server's copy, merge, and upload when needed. */
  async sync(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
    });
    try {
      const live = await this.deps.fetchLive();
      const empty = this.receive(live);
      this.startedEmpty = empty;
      runInAction(() => {
        this.state = 'ready';
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.error = error;
      });
      this.deps.logger.warn('Could not read the server-side settings', error);
      return;
    }
    await this.push();
  }

  /**
   * Upload the local copy when it changed (or `force`). The server's copy is read first and
   * merged in, so a change another client made meanwhile is kept; pushes never overlap.
   */
  push(force = false): Promise<void> {
    if (this.#pushing) {
      this.#pushAgain = true;
      return this.#pushing;
    }
    if (!this.dirty && !force) return Promise.resolve();
    const run = async () => {
      do {
        this.#pushAgain = false;
        await this.pushOnce();
      } while (this.#pushAgain && this.dirty);
    };
    this.#pushing = run().finally(() => {
      this.#pushing = null;
    });
    return this.#pushing;
  }

  /**
   * Read, merge, upload; then read again: when another client wrote meanwhile, its copy is
   * merged and uploaded once more (a few rounds at most).
   */
  private async pushOnce(): Promise<void> {
    try {
      for (let round = 0; round < PUSH_ROUNDS; round++) {
        this.receive(await this.deps.fetchLive());
        if (round > 0 && !this.dirty) break;
        const copy = this.wrapped();
        runInAction(() => {
          this.dirty = false;
        });
        await this.deps.upload(copy);
        this.deps.storage.set(SERVER_STORAGE_CACHE_KEY, copy);
      }
      runInAction(() => {
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.dirty = true;
        this.error = error;
      });
      this.deps.logger.warn('Could not save the server-side settings', error);
    }
  }

  setFlag(flag: string, value: number): void {
    this.flags = { ...this.flags, [flag]: value };
    this.dirty = true;
  }

  private journal(path: string, operation: JournalOperation, args: unknown[]): void {
    const entry: JournalEntry = { path, operation, args, timestamp: this.deps.clock.now() };
    this.prefs = { ...this.prefs, _journal: [...this.prefs._journal, entry] };
    this.dirty = true;
  }

  /** Set a simple preference (spec: number or boolean; `_` paths are internal). */
  setPreference(name: string, value: SimpleValue): void {
    if (name.startsWith('_')) throw new Error(`The internal field '${name}' cannot be edited`);
    this.prefs = { ...this.prefs, simple: { ...this.prefs.simple, [name]: value } };
    this.journal(`simple.${name}`, 'set', [value]);
  }

  addToCollection(name: string, value: string): void {
    const list = this.collection(name);
    if (list.includes(value)) return;
    this.prefs = {
      ...this.prefs,
      collections: { ...this.prefs.collections, [name]: [...list, value] },
    };
    this.journal(`collections.${name}`, 'addToCollection', [value]);
  }

  removeFromCollection(name: string, value: string): void {
    const list = this.collection(name);
    if (!list.includes(value)) return;
    this.prefs = {
      ...this.prefs,
      collections: { ...this.prefs.collections, [name]: list.filter((v) => v !== value) },
    };
    this.journal(`collections.${name}`, 'removeFromCollection', [value]);
  }

  reorderCollection(name: string, value: string, movement: number): void {
    const list = [...this.collection(name)];
    const from = list.indexOf(value);
    if (from < 0) return;
    list.splice(from, 1);
    list.splice(Math.max(0, Math.min(list.length, from + movement)), 0, value);
    this.prefs = { ...this.prefs, collections: { ...this.prefs.collections, [name]: list } };
    this.journal(`collections.${name}`, 'reorderCollection', [value, movement]);
  }
}
