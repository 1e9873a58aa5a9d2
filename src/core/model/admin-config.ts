/**
 * The admin config state of spec part 2 §3: config, draft, modifiedPaths, descriptions,
 * frontends, loaded, dbConfigEnabled. One store for every face (the web dashboard's tabs,
 * the CLI's `admin config`), made per account scope by `scope.use(adminConfigOf)`.
 *
 * Values stay tuple-encoded as the server sent them (admin-config-values.ts); the draft
 * holds edited paths; a save sends, per group/key, the changed subkeys as tuples (the
 * spec's POST payload), then refetches; a reset sends `delete: true` with the subkey.
 *
 * Platform-free: no DOM, no Node.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import {
  type AdminConfigApi,
  adminConfigApi,
  type ConfigChange,
  type ConfigItem,
  DbConfigDisabledError,
} from '../api/admin-config';
import { ApiError, describeError } from '../errors';
import {
  type DescriptionIndex,
  indexDescriptions,
  type SettingDescription,
} from './admin-config-descriptions';
import { FrontendsStore } from './admin-config-frontends';
import {
  type ConfigPath,
  type ConfigValue,
  encodeTuples,
  isKeywordList,
  isMapValue,
  pathKey,
  pathOf,
  valueBelow,
  withValueBelow,
} from './admin-config-values';
import { RequestRound } from './pager';
import type { ScopeStoreKit } from './scope-store';

export interface AdminConfigDeps {
  api: () => AdminConfigApi;
  /** After a save: the instance documents say the new limits (the post form's counter). */
  saved?: () => Promise<void> | void;
}

/** What an editor shows for one path (view data both faces read). */
export interface SettingView {
  path: ConfigPath;
  description: SettingDescription | undefined;
  /** The draft's value if edited, else the server's. */
  value: ConfigValue | undefined;
  /** The server's value. */
  saved: ConfigValue | undefined;
  /** Edited and not saved yet. */
  dirty: boolean;
  /** Stored in the database (reset offers to go back to the file's value). */
  modified: boolean;
}

export class AdminConfigStore {
  /** Every group/key by `group -> key` path key. */
  config: ReadonlyMap<string, ConfigItem> = new Map();
  /** Edited values by path key, until saved or discarded. */
  readonly draft = observable.map<string, ConfigValue>();
  /** Paths `[group, key, subkey]` stored in the database, as path keys. */
  modifiedPaths: ReadonlySet<string> = new Set();
  descriptions: DescriptionIndex | null = null;
  loaded = false;
  /** null until known; false when the server keeps its config in files (the 400). */
  dbConfigEnabled: boolean | null = null;
  loading = false;
  saving = false;
  needReboot = false;
  /** The last failure as a sentence; null after a success. */
  error: string | null = null;
  /** The server refused this account (403): it lacks the privilege (admins only). */
  forbidden = false;
  /** The last failure itself (scripts map it to an exit code); not observed. */
  failure: unknown = null;
  readonly frontends: FrontendsStore;

  private readonly round = new RequestRound();

  constructor(private readonly deps: AdminConfigDeps) {
    this.frontends = new FrontendsStore({ api: deps.api });
    makeObservable(this, {
      config: observable.ref,
      modifiedPaths: observable.ref,
      descriptions: observable.ref,
      loaded: observable,
      dbConfigEnabled: observable,
      loading: observable,
      saving: observable,
      needReboot: observable,
      error: observable,
      forbidden: observable,
      dirty: computed,
      setDraft: action,
      discard: action,
      dismissError: action,
    });
  }

  /** Fetch the config and (once) its descriptions. Never throws: failures land in `error`. */
  async load(): Promise<void> {
    const current = this.round.next();
    runInAction(() => {
      this.loading = true;
    });
    const api = this.deps.api();
    const [config, descriptions] = await Promise.allSettled([
      api.fetch(),
      this.descriptions ? Promise.resolve(null) : api.descriptions(),
    ]);
    if (!current()) return;
    runInAction(() => {
      this.loading = false;
      if (descriptions.status === 'fulfilled' && descriptions.value)
        this.descriptions = indexDescriptions(descriptions.value);
      if (config.status === 'fulfilled') {
        this.apply(config.value.configs, true);
        this.needReboot = config.value.needReboot;
        this.dbConfigEnabled = true;
        this.loaded = true;
        this.error = null;
      } else if (config.reason instanceof DbConfigDisabledError) {
        this.dbConfigEnabled = false;
        this.loaded = false;
      } else {
        this.error = describeError(config.reason);
        this.failure = config.reason;
        this.forbidden = config.reason instanceof ApiError && config.reason.status === 403;
      }
    });
  }

  /** Takes the server's items (all of them, or those a save touched). */
  private apply(items: readonly ConfigItem[], all: boolean): void {
    const config = new Map(all ? [] : this.config);
    const modified = new Set(all ? [] : this.modifiedPaths);
    for (const item of items) {
      config.set(pathKey([item.group, item.key]), item);
      for (const p of [...modified]) {
        if (p.startsWith(`${pathKey([item.group, item.key])} -> `)) modified.delete(p);
      }
      for (const sub of item.db) modified.add(pathKey([item.group, item.key, sub]));
    }
    this.config = config;
    this.modifiedPaths = modified;
  }

  /** The server's value at a path. */
  savedValue(path: ConfigPath): ConfigValue | undefined {
    const [group, key, ...rest] = path;
    if (group === undefined || key === undefined) return undefined;
    const item = this.config.get(pathKey([group, key]));
    return item ? valueBelow(item.value, rest) : undefined;
  }

  /** The draft's value at a path (an edited ancestor or the path itself), else the server's. */
  value(path: ConfigPath): ConfigValue | undefined {
    for (let n = path.length; n >= 2; n--) {
      const key = pathKey(path.slice(0, n));
      if (this.draft.has(key)) return valueBelow(this.draft.get(key), path.slice(n));
    }
    return this.savedValue(path);
  }

  description(path: ConfigPath): SettingDescription | undefined {
    return this.descriptions?.get(pathKey(path));
  }

  isModified(path: ConfigPath): boolean {
    if (this.modifiedPaths.has(pathKey(path))) return true;
    // A deeper path is modified when its subkey is.
    return path.length > 3 && this.modifiedPaths.has(pathKey(path.slice(0, 3)));
  }

  setting(path: ConfigPath): SettingView {
    const saved = this.savedValue(path);
    return {
      path,
      description: this.description(path),
      value: this.value(path),
      saved,
      dirty: this.draft.has(pathKey(path)),
      modified: this.isModified(path),
    };
  }

  /** Edit a path (at least `[group, key]`); the same value as the server's drops the edit. */
  setDraft(path: ConfigPath, value: ConfigValue): void {
    if (path.length < 2) return;
    // An object typed where the server keeps a keyword list (a whole key, a JSON editor): as tuples.
    if (isMapValue(value) && isKeywordList(this.savedValue(path))) value = encodeTuples(value);
    const key = pathKey(path);
    if (JSON.stringify(this.savedValue(path)) === JSON.stringify(value)) this.draft.delete(key);
    else this.draft.set(key, value);
  }

  discard(): void {
    this.draft.clear();
  }

  dismissError(): void {
    this.error = null;
  }

  get dirty(): boolean {
    return this.draft.size > 0;
  }

  /** The spec's POST payload for the draft: per group/key, the changed subkeys as tuples. */
  draftPayload(): ConfigChange[] {
    const byKey = new Map<string, { group: string; key: string; value: ConfigValue | undefined }>();
    for (const [k, v] of this.draft) {
      const [group, key, ...rest] = pathOf(k);
      if (group === undefined || key === undefined) continue;
      const id = pathKey([group, key]);
      const server = this.config.get(id)?.value;
      const entry = byKey.get(id) ?? {
        group,
        key,
        value: rest.length === 0 ? undefined : isMapValue(server) ? {} : [],
      };
      if (rest.length === 0) {
        entry.value = v;
      } else {
        const [sub, ...deeper] = rest as [string, ...string[]];
        const base = valueBelow(entry.value, [sub]) ?? valueBelow(server, [sub]);
        const subValue = withValueBelow(base, deeper, v);
        entry.value = appendSubkey(entry.value ?? [], sub, subValue);
      }
      byKey.set(id, entry);
    }
    return [...byKey.values()].map(({ group, key, value }) => ({
      group,
      key,
      value: value ?? null,
    }));
  }

  /** Save the draft, then refetch. Resolves whether the server took it. */
  async save(): Promise<boolean> {
    const configs = this.draftPayload();
    if (configs.length === 0) return true;
    return this.push(configs, () => this.draft.clear());
  }

  /** Save one value at once (no draft), as the CLI's `set` does. */
  async saveValue(path: ConfigPath, value: ConfigValue): Promise<boolean> {
    if (path.length < 2) return false;
    runInAction(() => this.setDraft(path, value));
    const configs = this.draftPayload().filter((c) => c.group === path[0] && c.key === path[1]);
    return this.push(configs, () => {
      for (const k of [...this.draft.keys()]) {
        if (k === pathKey(path) || k.startsWith(`${pathKey(path.slice(0, 2))} -> `))
          this.draft.delete(k);
      }
    });
  }

  /**
   * Back to the file's value: `delete: true` with the subkey (`[group, key, subkey]`), or
   * the whole group/key (`[group, key]`); then refetch.
   */
  async reset(path: ConfigPath): Promise<boolean> {
    const [group, key, sub] = path;
    if (group === undefined || key === undefined) return false;
    const change: ConfigChange =
      sub === undefined
        ? { group, key, delete: true }
        : { group, key, delete: true, subkeys: [sub] };
    return this.push([change], () => {
      for (const k of [...this.draft.keys()]) {
        if (k === pathKey(path) || k.startsWith(`${pathKey(path)} -> `)) this.draft.delete(k);
      }
    });
  }

  private async push(configs: ConfigChange[], done: () => void): Promise<boolean> {
    runInAction(() => {
      this.saving = true;
    });
    try {
      const answer = await this.deps.api().save(configs);
      runInAction(() => {
        this.apply(answer.configs, false);
        this.needReboot = answer.needReboot;
        done();
        this.error = null;
      });
      // Spec: refetched afterwards.
      await this.load();
      await this.deps.saved?.();
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = describeError(error);
        this.failure = error;
        this.forbidden = error instanceof ApiError && error.status === 403;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}

/** `value` (a keyword list or map being built) with `sub` set to `subValue`. */
function appendSubkey(value: ConfigValue, sub: string, subValue: ConfigValue): ConfigValue {
  return withValueBelow(
    Array.isArray(value) && value.length === 0 ? [{ tuple: [sub, subValue] }] : value,
    [sub],
    subValue,
  );
}

/** An admin's config store (`scope.use(adminConfigOf)`; the dashboard and `petrel admin config`). */
export const adminConfigOf: ScopeStoreKit<AdminConfigStore> = {
  make: (scope) =>
    new AdminConfigStore({
      api: () => adminConfigApi(scope.client.context),
      saved: () => scope.instance.load(scope.client),
    }),
};
