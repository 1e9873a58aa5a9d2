import { SETTINGS, type SettingDefinition, type SettingKey, settingKeys } from './settings';

/**
 * Settings as text, for the command line and the terminal's `:set`: parse what a person
 * typed into a value the schema accepts, print a value back, and offer values to complete.
 */

const TRUE_WORDS = new Set(['true', 'on', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'off', 'no', '0']);

export function isSettingKey(name: string): name is SettingKey {
  return (settingKeys() as string[]).includes(name);
}

export type ParsedSetting = { ok: true; value: unknown } | { ok: false; reason: string };

/** What kind of text a setting takes, for help and errors. */
export function settingKind(key: SettingKey): string {
  const definition: SettingDefinition<unknown> = SETTINGS[key];
  const initial = definition.initial();
  if (definition.choices) return definition.choices.join(' | ');
  if (typeof initial === 'boolean') return 'true | false';
  if (typeof initial === 'number') return 'a number';
  if (Array.isArray(initial)) return 'a comma-separated list';
  if (typeof initial === 'string') return 'text';
  return 'JSON';
}

export function parseSetting(key: SettingKey, text: string): ParsedSetting {
  const definition: SettingDefinition<unknown> = SETTINGS[key];
  const initial = definition.initial();
  const trimmed = text.trim();
  let value: unknown;
  if (typeof initial === 'boolean') {
    const word = trimmed.toLowerCase();
    value = TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
  } else if (typeof initial === 'number') {
    value = trimmed === '' ? undefined : Number(trimmed);
  } else if (Array.isArray(initial)) {
    value = trimmed === '' ? [] : trimmed.split(',').map((part) => part.trim());
  } else if (typeof initial === 'string') {
    value = trimmed;
  } else {
    try {
      value = JSON.parse(trimmed);
    } catch {
      value = undefined;
    }
  }
  const read = value === undefined ? undefined : definition.read(value);
  if (read === undefined) {
    return { ok: false, reason: `${key} takes ${settingKind(key)}, not "${text}"` };
  }
  return { ok: true, value: read };
}

export function formatSetting(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Values to offer when completing `key`'s value (empty when any text goes). */
export function settingValueChoices(key: SettingKey): readonly string[] {
  const definition: SettingDefinition<unknown> = SETTINGS[key];
  if (definition.choices) return definition.choices;
  return typeof definition.initial() === 'boolean' ? ['true', 'false'] : [];
}

/** What a setting holds, for a face to offer the right editing and explain a refusal. */
export type SettingShape =
  | { readonly type: 'boolean' }
  | {
      readonly type: 'number';
      readonly min: number;
      readonly max?: number;
      readonly whole: boolean;
    }
  | { readonly type: 'choice'; readonly choices: readonly string[] }
  | { readonly type: 'list' }
  | { readonly type: 'text' }
  | { readonly type: 'json' };

export function settingShape(key: SettingKey): SettingShape {
  const definition: SettingDefinition<unknown> = SETTINGS[key];
  const initial = definition.initial();
  if (definition.choices) return { type: 'choice', choices: definition.choices };
  if (typeof initial === 'boolean') return { type: 'boolean' };
  if (typeof initial === 'number') {
    const range = definition.range ?? { min: -Infinity, whole: false };
    return { type: 'number', ...range };
  }
  if (Array.isArray(initial)) return { type: 'list' };
  if (typeof initial === 'string') return { type: 'text' };
  return { type: 'json' };
}

/** The choice after `current` (the first when `current` is not one of them). */
export function nextChoice(choices: readonly string[], current: string): string {
  const at = choices.indexOf(current);
  return choices[(at + 1) % choices.length] ?? current;
}
