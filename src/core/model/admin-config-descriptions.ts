/**
 * The server's config descriptions (`GET /api/v1/pleroma/admin/config/descriptions`) as
 * the editors read them: for a path, what kind of input it gets, its label, help text,
 * suggestions and children. Pleroma writes types as Elixir terms turned to JSON
 * (`"integer"`, `["list", "string"]`, `["dropdown", "atom"]`, `"map"`...).
 *
 * Platform-free: no DOM, no Node.
 */
import type { RawDescription } from '../api/admin-config';
import { type ConfigPath, type ConfigValue, pathKey } from './admin-config-values';

/** Which input a setting gets (type-aware, not raw JSON, where the type allows). */
export type EditorKind =
  | 'integer'
  | 'number'
  | 'boolean'
  | 'string'
  | 'choice'
  | 'list'
  | 'group'
  | 'json';

/** One setting's description, indexed by path. */
export interface SettingDescription {
  path: ConfigPath;
  kind: EditorKind;
  /** The raw type (for the CLI's help and for `json` editors). */
  type: string | string[];
  label: string;
  description: string;
  suggestions: ConfigValue[];
  /** Paths of the children (a group's or map's settings). */
  children: ConfigPath[];
}

/** The editor kind of a Pleroma type. */
export function editorKind(type: string | string[]): EditorKind {
  const [head, second] = Array.isArray(type) ? type : [type];
  if (Array.isArray(type) && type.length > 2) return 'json';
  switch (head) {
    case 'integer':
      return 'integer';
    case 'float':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
    case 'atom':
    case 'module':
      return second === undefined || second === 'image' ? 'string' : 'json';
    case 'dropdown':
      return 'choice';
    case 'list':
      return second === 'string' || second === 'atom' || second === 'module' ? 'list' : 'json';
    case 'group':
    case 'map':
    case 'keyword':
      return second === undefined ? 'group' : 'json';
    default:
      return 'json';
  }
}

/** Pleroma's label rule when none came: ":max_media_attachments" -> "Max media attachments". */
export function humanizeKey(key: string): string {
  const words = key.replace(/^:/, '').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Descriptions by path key. */
export type DescriptionIndex = ReadonlyMap<string, SettingDescription>;

export function indexDescriptions(raw: readonly RawDescription[]): DescriptionIndex {
  const index = new Map<string, SettingDescription>();
  const add = (d: RawDescription, path: string[]) => {
    const kind = editorKind(d.type);
    const children = d.children.map((c) => [...path, c.key]);
    index.set(pathKey(path), {
      path,
      kind,
      type: d.type,
      label: d.label || humanizeKey(path.at(-1) ?? ''),
      description: d.description,
      suggestions: d.suggestions,
      children,
    });
    for (const c of d.children) add(c, [...path, c.key]);
  };
  for (const d of raw) {
    if (d.group && d.key) add(d, [d.group, d.key]);
  }
  return index;
}

/**
 * A value typed on a command line or into a text input, read as the description's type:
 * integers and numbers as numbers, booleans as true/false (yes/no, on/off), lists as
 * comma-separated or JSON, atoms prefixed with ":" when their suggestions are; anything
 * without a description (or of a `json` kind) as JSON, else as a string. Throws a sentence
 * when the text does not fit the type.
 */
export function parseTyped(text: string, desc: SettingDescription | undefined): ConfigValue {
  const kind = desc?.kind ?? 'json';
  const trimmed = text.trim();
  switch (kind) {
    case 'integer': {
      if (!/^-?\d+$/.test(trimmed)) throw new Error(`"${text}" is not a whole number`);
      return Number(trimmed);
    }
    case 'number': {
      const n = Number(trimmed);
      if (trimmed === '' || !Number.isFinite(n)) throw new Error(`"${text}" is not a number`);
      return n;
    }
    case 'boolean': {
      if (/^(true|yes|on|1)$/i.test(trimmed)) return true;
      if (/^(false|no|off|0)$/i.test(trimmed)) return false;
      throw new Error(`"${text}" is not true or false`);
    }
    case 'string':
      return text;
    case 'choice': {
      const match = desc?.suggestions.find(
        (s) => String(s) === trimmed || String(s) === `:${trimmed}`,
      );
      return match ?? trimmed;
    }
    case 'list': {
      if (trimmed.startsWith('[')) return parseJson(trimmed);
      return trimmed === '' ? [] : trimmed.split(',').map((s) => s.trim());
    }
    default:
      return parseJsonOrString(trimmed);
  }
}

function parseJson(text: string): ConfigValue {
  try {
    return JSON.parse(text) as ConfigValue;
  } catch {
    throw new Error(`"${text}" is not valid JSON`);
  }
}

/** JSON when it parses (numbers, true, objects...), else the text itself. */
export function parseJsonOrString(text: string): ConfigValue {
  try {
    return JSON.parse(text) as ConfigValue;
  } catch {
    return text;
  }
}
