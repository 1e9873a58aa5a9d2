/**
 * Pleroma's database configuration values as they travel (spec part 2 §3 "tuple-encoded
 * values are key/value pairs"): a keyword list is `[{"tuple": [":key", value]}, ...]`, a map
 * a JSON object, atoms ":name" strings. Values stay in that wire form in the store (so a
 * save sends back exactly the encoding Pleroma gave); paths address into them:
 * `[group, key, subkey, ...]`, e.g. `[':pleroma', ':instance', ':limit']`.
 *
 * Platform-free: no DOM, no Node.
 */

/** A config value on the wire (JSON). */
export type ConfigValue =
  | null
  | boolean
  | number
  | string
  | ConfigValue[]
  | { [key: string]: ConfigValue };

/** `[group, key, subkey, ...]`. */
export type ConfigPath = readonly string[];

export type TupleEntry = { tuple: [ConfigValue, ConfigValue] };

function isRecord(value: unknown): value is { [key: string]: ConfigValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isTuple(value: unknown): value is TupleEntry {
  return isRecord(value) && Array.isArray(value.tuple) && value.tuple.length === 2;
}

/** A keyword list: a non-empty list of tuples. */
export function isKeywordList(value: unknown): value is TupleEntry[] {
  return Array.isArray(value) && value.length > 0 && value.every(isTuple);
}

/** A map (an object that is not a tuple). */
export function isMapValue(value: unknown): value is { [key: string]: ConfigValue } {
  return isRecord(value) && !isTuple(value);
}

/**
 * Tuple-decoded, for reading and printing: keyword lists become objects by key, recursively
 * (Pleroma-FE's view of the config). Lossy for keyword lists with repeated keys.
 */
export function decodeTuples(value: ConfigValue): ConfigValue {
  if (isKeywordList(value)) {
    const out: { [key: string]: ConfigValue } = {};
    for (const { tuple } of value) out[String(tuple[0])] = decodeTuples(tuple[1]);
    return out;
  }
  if (Array.isArray(value)) return value.map(decodeTuples);
  if (isMapValue(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeTuples(v)]));
  }
  return value;
}

/** An object's entries as a keyword list (the form POST takes for a group/key's value). */
export function encodeTuples(value: { [key: string]: ConfigValue }): TupleEntry[] {
  return Object.entries(value).map(([k, v]) => ({ tuple: [k, v] }));
}

/** The value under one step of a path: a keyword list's tuple or a map's entry. */
function child(value: ConfigValue | undefined, step: string): ConfigValue | undefined {
  if (isKeywordList(value)) return value.find((t) => t.tuple[0] === step)?.tuple[1];
  if (isMapValue(value)) return value[step];
  return undefined;
}

/** The value at `steps` below `value` (undefined when it is not there). */
export function valueBelow(
  value: ConfigValue | undefined,
  steps: readonly string[],
): ConfigValue | undefined {
  let at = value;
  for (const step of steps) {
    at = child(at, step);
    if (at === undefined) return undefined;
  }
  return at;
}

/**
 * `value` with `replacement` at `steps`, keeping each level's encoding: a keyword list
 * stays one (a new key is appended as a tuple), a map stays a map. A missing level is
 * made a keyword list when its key is an atom (":name"), a map otherwise.
 */
export function withValueBelow(
  value: ConfigValue | undefined,
  steps: readonly string[],
  replacement: ConfigValue,
): ConfigValue {
  const [step, ...rest] = steps;
  if (step === undefined) return replacement;
  const inner = (current: ConfigValue | undefined) => withValueBelow(current, rest, replacement);
  if (isKeywordList(value)) {
    const at = value.findIndex((t) => t.tuple[0] === step);
    if (at === -1) return [...value, { tuple: [step, inner(undefined)] }];
    return value.map((t, i) => (i === at ? { tuple: [t.tuple[0], inner(t.tuple[1])] } : t));
  }
  if (isMapValue(value)) return { ...value, [step]: inner(value[step]) };
  return step.startsWith(':')
    ? [{ tuple: [step, inner(undefined)] }]
    : { [step]: inner(undefined) };
}

/** The subkeys a value has (keyword keys or map keys). */
export function subkeysOf(value: ConfigValue | undefined): string[] {
  if (isKeywordList(value)) return value.map((t) => String(t.tuple[0]));
  if (isMapValue(value)) return Object.keys(value);
  return [];
}

/** Paths as strings (Pleroma-FE's separator: keys may contain dots, e.g. Pleroma.Upload). */
export function pathKey(path: ConfigPath): string {
  return path.join(' -> ');
}

export function pathOf(key: string): string[] {
  return key.split(' -> ');
}

/**
 * A config name as typed in a shell: `instance` is the atom `:instance`; module names
 * (`Pleroma.Upload`, `Oban`) and names already written `:x` stay as they are.
 */
export function configName(name: string): string {
  if (name.startsWith(':') || /^[A-Z]/.test(name) || name.includes('.')) return name;
  return `:${name}`;
}
