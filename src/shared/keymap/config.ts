/**
 * The `keymap` setting as a config file holds it (see the module doc of keymap.ts for the
 * format): read leniently, because a hand-edited file must never keep the app from starting.
 */

export interface KeymapConfig {
  /** Action id → bindings, for `resolveKeymap`. */
  readonly overrides: Readonly<Record<string, readonly string[]>>;
  /** What was wrong with the stored value, in words (shown as notices). */
  readonly problems: readonly string[];
}

/**
 * Read a stored `keymap` value. Missing: no overrides. An entry whose value is not a list
 * of strings is skipped and reported; a lone string is accepted as a one-binding list.
 */
export function readKeymapConfig(value: unknown): KeymapConfig {
  if (value === undefined || value === null) return { overrides: {}, problems: [] };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return {
      overrides: {},
      problems: ['The "keymap" setting must be an object of action ids; it was ignored'],
    };
  }
  const overrides: Record<string, readonly string[]> = {};
  const problems: string[] = [];
  for (const [id, keys] of Object.entries(value as Record<string, unknown>)) {
    if (typeof keys === 'string') overrides[id] = [keys];
    else if (Array.isArray(keys) && keys.every((k): k is string => typeof k === 'string')) {
      overrides[id] = keys;
    } else problems.push(`Keys for ${id} must be a list of strings; they were ignored`);
  }
  return { overrides, problems };
}
