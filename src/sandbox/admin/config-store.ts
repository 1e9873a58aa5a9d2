import type { Json, JsonObject } from '../json';
import seed from './config-seed.json' with { type: 'json' };

/**
 * Pleroma's database configuration (`GET/POST /api/pleroma/admin/config`), in memory: the
 * file defaults (seeded from a real Pleroma's answer, fixtures/soapbox/pleroma-admin-config.json)
 * plus what admins saved "in the database". Values stay in Pleroma's wire form: keyword lists
 * as `[{"tuple": [":key", value]}]`, maps as objects, atoms as ":name" strings.
 */

/** One group/key as GET answers it; `db` lists the subkeys stored in the database. */
export interface ConfigItem {
  group: string;
  key: string;
  value: Json;
  db?: string[];
}

/** One entry of a POST's `configs`. */
export interface ConfigChange {
  group: string;
  key: string;
  value?: Json;
  delete?: boolean;
  subkeys?: string[];
}

interface Tuple {
  tuple: [Json, Json];
}

function isTuple(value: Json | undefined): value is JsonObject & Tuple {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Array.isArray(value.tuple) &&
    value.tuple.length === 2
  );
}

/** A keyword list: a non-empty array of `{"tuple": [key, value]}`. */
export function isKeywordList(value: Json | undefined): value is Array<JsonObject & Tuple> {
  return Array.isArray(value) && value.length > 0 && value.every(isTuple);
}

function isMap(value: Json | undefined): value is JsonObject {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !isTuple(value);
}

/** Deep merge as Pleroma's ConfigDB does: keyword lists and maps merge, the rest is replaced. */
export function mergeValues(base: Json | undefined, over: Json): Json {
  if (isKeywordList(base) && isKeywordList(over)) {
    const out = base.map((t) => ({ tuple: [...t.tuple] as [Json, Json] }));
    for (const t of over) {
      const at = out.findIndex((o) => o.tuple[0] === t.tuple[0]);
      if (at === -1) out.push({ tuple: [t.tuple[0], t.tuple[1]] });
      else out[at] = { tuple: [t.tuple[0], mergeValues(out[at]!.tuple[1], t.tuple[1])] };
    }
    return out;
  }
  if (isMap(base) && isMap(over)) {
    const out: JsonObject = { ...base };
    for (const [k, v] of Object.entries(over)) out[k] = mergeValues(base[k], v);
    return out;
  }
  return over;
}

/** The subkeys a stored value names (keyword keys or map keys); none for plain values. */
function subkeysOf(value: Json): string[] {
  if (isKeywordList(value)) return value.map((t) => String(t.tuple[0]));
  if (isMap(value)) return Object.keys(value);
  return [];
}

function withoutSubkeys(value: Json, subkeys: readonly string[]): Json | undefined {
  if (isKeywordList(value)) {
    const kept = value.filter((t) => !subkeys.includes(String(t.tuple[0])));
    return kept.length > 0 ? kept : undefined;
  }
  if (isMap(value)) {
    const kept = Object.fromEntries(Object.entries(value).filter(([k]) => !subkeys.includes(k)));
    return Object.keys(kept).length > 0 ? kept : undefined;
  }
  return undefined;
}

/** The value of `:subkey` in a keyword list. */
export function keywordValue(value: Json | undefined, subkey: string): Json | undefined {
  if (!isKeywordList(value)) return undefined;
  return value.find((t) => t.tuple[0] === subkey)?.tuple[1];
}

const id = (group: string, key: string) => `${group}\u0000${key}`;

/** Pleroma's default text limit (`config :pleroma, :instance, limit: 5000`). */
const DEFAULT_LIMIT = 5000;

export class AdminConfigStore {
  /** The file configuration: what GET shows for a key nobody saved. */
  private readonly defaults = new Map<string, ConfigItem>();
  /** Saved in the database, by group/key: the stored (partial) value. */
  private readonly saved = new Map<string, { group: string; key: string; value: Json }>();
  /** Front-ends installed, by name: their refs (`instance/static/frontends/NAME/REF`). */
  readonly installedFrontends = new Map<string, Set<string>>([
    ['pleroma-fe', new Set(['develop'])],
  ]);
  /** Where front-ends installed from a build URL came from, by name. */
  readonly frontendBuildUrls = new Map<string, string>();

  constructor() {
    for (const c of (seed as { configs: ConfigItem[] }).configs) {
      this.defaults.set(id(c.group, c.key), { group: c.group, key: c.key, value: c.value });
    }
    // The sandbox's own starting values where it differs from the capture.
    this.saveDefault(':pleroma', ':instance', [
      { tuple: [':name', 'Petrel Sandbox'] },
      { tuple: [':limit', DEFAULT_LIMIT] },
    ]);
  }

  private saveDefault(group: string, key: string, value: Json): void {
    const at = this.defaults.get(id(group, key));
    this.defaults.set(id(group, key), { group, key, value: mergeValues(at?.value, value) });
  }

  /** Every group/key, file defaults merged with the database, as GET answers them. */
  all(onlyDb = false): ConfigItem[] {
    const keys = new Set([...this.defaults.keys(), ...this.saved.keys()]);
    const items: ConfigItem[] = [];
    for (const k of keys) {
      const item = this.get(k);
      if (item && (!onlyDb || item.db)) items.push(item);
    }
    return items;
  }

  private get(k: string): ConfigItem | undefined {
    const base = this.defaults.get(k);
    const db = this.saved.get(k);
    if (!db) return base;
    return {
      group: db.group,
      key: db.key,
      value: mergeValues(base?.value, db.value),
      db: subkeysOf(db.value),
    };
  }

  /** The effective value of a group/key. */
  value(group: string, key: string): Json | undefined {
    return this.get(id(group, key))?.value;
  }

  /** Applies a POST's changes; answers the touched items as they are now. */
  update(changes: readonly ConfigChange[]): ConfigItem[] {
    const touched: ConfigItem[] = [];
    for (const c of changes) {
      const k = id(c.group, c.key);
      if (c.delete) {
        const stored = this.saved.get(k);
        if (stored && c.subkeys && c.subkeys.length > 0) {
          const kept = withoutSubkeys(stored.value, c.subkeys);
          if (kept === undefined) this.saved.delete(k);
          else this.saved.set(k, { ...stored, value: kept });
        } else {
          this.saved.delete(k);
        }
      } else if (c.value !== undefined) {
        const stored = this.saved.get(k);
        this.saved.set(k, {
          group: c.group,
          key: c.key,
          value: stored ? mergeValues(stored.value, c.value) : c.value,
        });
      }
      const now = this.get(k);
      if (now) touched.push(now);
    }
    return touched;
  }

  installFrontend(name: string, ref: string, buildUrl: string | null): void {
    const refs = this.installedFrontends.get(name) ?? new Set<string>();
    refs.add(ref);
    this.installedFrontends.set(name, refs);
    if (buildUrl) this.frontendBuildUrls.set(name, buildUrl);
  }

  /** `:pleroma, :instance, :limit`: the posts' character limit (max_toot_chars). */
  textLimit(): number {
    const limit = keywordValue(this.value(':pleroma', ':instance'), ':limit');
    return typeof limit === 'number' && limit > 0 ? limit : DEFAULT_LIMIT;
  }

  /**
   * `:pleroma, :restrict_unauthenticated, KIND, SCOPE` (`:timelines`, `:local`): whether
   * anonymous visitors are kept out. `true` forces it, `false` forbids it, anything else
   * (`:if_instance_is_private`) follows the instance's publicness (Pleroma's `Visibility`).
   */
  restrictsUnauthenticated(kind: string, scope: string, instanceIsPrivate: boolean): boolean {
    const group = keywordValue(this.value(':pleroma', ':restrict_unauthenticated'), kind);
    const value = isKeywordList(group)
      ? keywordValue(group, scope)
      : group && typeof group === 'object' && !Array.isArray(group)
        ? (group as JsonObject)[scope]
        : undefined;
    if (value === true) return true;
    if (value === false) return false;
    return instanceIsPrivate;
  }

  /** An integer of `:pleroma, :instance` (description_limit, upload_limit ...), or `fallback`. */
  instanceNumber(subkey: string, fallback: number): number {
    const n = keywordValue(this.value(':pleroma', ':instance'), `:${subkey}`);
    return typeof n === 'number' && n >= 0 ? n : fallback;
  }
}

/** Whether the admin config keeps anonymous readers off a public timeline (`:local`, `:federated`). */
export function anonymousTimelineRefused(
  state: { adminConfig: AdminConfigStore; quirks: { has(quirk: string): boolean } },
  scope: string,
): boolean {
  return state.adminConfig.restrictsUnauthenticated(
    ':timelines',
    scope,
    state.quirks.has('private-instance'),
  );
}
