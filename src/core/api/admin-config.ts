import { ApiError } from '../errors';
import type { ConfigValue } from '../model/admin-config-values';
import { arr, bool, isObject, str, strings, strOrNull } from '../normalize/read';
import { type ApiContext, expectList, expectObject } from './resource';

/**
 * Pleroma's instance configuration API (spec part 2 §7 Admin): the database config
 * (`/api/v1/pleroma/admin/config`), its descriptions and the front-ends. Admins only.
 * Made on demand (`adminConfigApi(client.context)`), as chats' resource is.
 */

/** One group/key (spec part 2 §3 config item); `db`: the subkeys stored in the database. */
export interface ConfigItem {
  group: string;
  key: string;
  value: ConfigValue;
  db: string[];
}

export interface ConfigAnswer {
  configs: ConfigItem[];
  needReboot: boolean;
}

/** What a save sends per group/key (the spec's POST payload). */
export type ConfigChange =
  | { group: string; key: string; value: ConfigValue }
  | { group: string; key: string; delete: true; subkeys?: string[] };

/** A description as the server sends it; normalized by the model (admin-config-descriptions). */
export interface RawDescription {
  group?: string;
  key: string;
  type: string | string[];
  label: string;
  description: string;
  suggestions: ConfigValue[];
  children: RawDescription[];
}

/** A front-end (spec: name, ref, installed_refs). */
export interface Frontend {
  name: string;
  git: string | null;
  buildUrl: string | null;
  ref: string | null;
  installed: boolean;
  installedRefs: string[];
}

export interface FrontendInstall {
  name: string;
  ref: string;
  buildUrl?: string;
  buildDir?: string;
}

/**
 * The server keeps its configuration in files only. Spec: a 400 to the config fetch whose
 * message mentions configurable_from_database; Pleroma itself words it "...enable
 * configuration from database.", so both are taken.
 */
export class DbConfigDisabledError extends Error {
  override readonly name = 'DbConfigDisabledError';
}

export function isDbConfigDisabled(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const text = error.serverMessage ?? '';
  return /configurable_from_database|configuration from database/i.test(text);
}

function configItem(data: unknown): ConfigItem | undefined {
  if (!isObject(data) || typeof data.group !== 'string' || typeof data.key !== 'string')
    return undefined;
  return {
    group: data.group,
    key: data.key,
    value: (data.value ?? null) as ConfigValue,
    db: strings(data.db),
  };
}

function configAnswer(data: unknown): ConfigAnswer {
  const body = expectObject(data, 'configuration');
  return {
    configs: arr(body.configs).flatMap((c) => configItem(c) ?? []),
    needReboot: bool(body.need_reboot),
  };
}

function description(data: unknown): RawDescription | undefined {
  if (!isObject(data)) return undefined;
  const key = typeof data.key === 'string' ? data.key : typeof data.group === 'string' ? '' : null;
  if (key === null) return undefined;
  const type = Array.isArray(data.type) ? strings(data.type) : str(data.type);
  return {
    ...(typeof data.group === 'string' ? { group: data.group } : {}),
    key,
    type,
    label: str(data.label),
    description: str(data.description),
    suggestions: arr(data.suggestions) as ConfigValue[],
    children: arr(data.children).flatMap((c) => description(c) ?? []),
  };
}

function frontend(data: unknown): Frontend | undefined {
  if (!isObject(data) || typeof data.name !== 'string') return undefined;
  const installedRefs = strings(data.installed_refs);
  return {
    name: data.name,
    git: strOrNull(data.git),
    buildUrl: strOrNull(data.build_url),
    ref: strOrNull(data.ref),
    installed: bool(data.installed, installedRefs.length > 0),
    installedRefs,
  };
}

const A = '/api/v1/pleroma/admin';

export function adminConfigApi(ctx: ApiContext) {
  const { http } = ctx;
  const frontends = (data: unknown) =>
    expectList(data, 'front-ends').flatMap((f) => frontend(f) ?? []);
  return {
    /** Every group/key; throws `DbConfigDisabledError` when the server keeps config in files. */
    fetch: async (onlyDb = false): Promise<ConfigAnswer> => {
      try {
        const { data } = await http.request('GET', `${A}/config`, {
          ...(onlyDb ? { query: { only_db: 'true' } } : {}),
        });
        return configAnswer(data);
      } catch (error) {
        if (isDbConfigDisabled(error))
          throw new DbConfigDisabledError(
            'This server keeps its configuration in files (configurable_from_database is off)',
            { cause: error },
          );
        throw error;
      }
    },
    /** POST the changes; answers the touched items as saved. */
    save: async (configs: readonly ConfigChange[]): Promise<ConfigAnswer> => {
      const { data } = await http.request('POST', `${A}/config`, { json: { configs } });
      return configAnswer(data);
    },
    descriptions: async (): Promise<RawDescription[]> => {
      const { data } = await http.request('GET', `${A}/config/descriptions`);
      return expectList(data, 'config descriptions').flatMap((d) => description(d) ?? []);
    },
    frontends: async (): Promise<Frontend[]> => {
      const { data } = await http.request('GET', `${A}/frontends`);
      return frontends(data);
    },
    installFrontend: async (install: FrontendInstall): Promise<Frontend[]> => {
      const { data } = await http.request('POST', `${A}/frontends/install`, {
        json: {
          name: install.name,
          ref: install.ref,
          ...(install.buildUrl ? { build_url: install.buildUrl } : {}),
          ...(install.buildDir ? { build_dir: install.buildDir } : {}),
        },
      });
      return frontends(data);
    },
  };
}

export type AdminConfigApi = ReturnType<typeof adminConfigApi>;
