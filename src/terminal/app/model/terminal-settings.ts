import type { PreferencesData } from '../../../core/model/preferences';
import {
  formatSetting,
  isSettingKey,
  nextChoice,
  parseSetting,
  settingShape,
} from '../../../core/model/setting-text';
import { SETTINGS, type SettingKey, settingKeys } from '../../../core/model/settings';
import { BUILTIN_THEMES } from '../../../core/theme/builtin';
import type { TranslationKey, TranslationValues } from '../../../shared/i18n';
import { LANGUAGES, supportedLanguage } from '../../../shared/i18n/language-list';
import { LOCALE_FILES } from '../../../shared/i18n/languages';

/**
 * The terminal's settings (`g ,` and `:set NAME VALUE`) over the one schema
 * (core/model/settings.ts): which settings it lists, how a value reads, what Enter does to
 * one, and what a typed value becomes, with the schema's limits in the refusals. Pure.
 */

/**
 * The settings the terminal lists: every one but the web's own (the imported theme, which
 * the theme page owns, the layout's column widths, third column and highlights, and the
 * navigation panel's pins and collapsing: the terminal has no navigation panel; the quick
 * view's compact layout: a terminal row is a row).
 */
export const WEB_ONLY_SETTINGS = [
  'customTheme',
  'highlight',
  'sidebarColumnWidth',
  'contentColumnWidth',
  'notifsColumnWidth',
  'thirdColumnMode',
  'pinnedNavItems',
  'collapseNav',
  'compact',
] as const;

export type TerminalSettingKey = Exclude<SettingKey, (typeof WEB_ONLY_SETTINGS)[number]>;

const webOnly = new Set<string>(WEB_ONLY_SETTINGS);

export function terminalSettingKeys(): TerminalSettingKey[] {
  return settingKeys().filter((key): key is TerminalSettingKey => !webOnly.has(key));
}

export function isTerminalSettingKey(name: string): name is TerminalSettingKey {
  return isSettingKey(name) && !webOnly.has(name);
}

/** The word for "the terminal's own" (`lang`, `theme` set to ''). */
export const AUTO_WORD = 'auto';

/** What Enter does: flip a switch, move to the next choice, or edit the text. */
export type SettingEdit =
  | { readonly kind: 'toggle' }
  | { readonly kind: 'cycle'; readonly choices: readonly string[] }
  | { readonly kind: 'text' };

/** The values Enter steps through, for the settings with a fixed few. */
function cycleChoices(key: TerminalSettingKey, prefs: Readonly<PreferencesData>): string[] | null {
  if (key === 'lang') return ['', 'en', ...LOCALE_FILES];
  if (key === 'theme') {
    const names = BUILTIN_THEMES.map((theme) => theme.name);
    return ['', ...names, ...(prefs.customTheme ? ['custom'] : [])];
  }
  const shape = settingShape(key);
  return shape.type === 'choice' ? [...shape.choices] : null;
}

export function settingEdit(
  key: TerminalSettingKey,
  prefs: Readonly<PreferencesData>,
): SettingEdit {
  if (settingShape(key).type === 'boolean') return { kind: 'toggle' };
  const choices = cycleChoices(key, prefs);
  return choices ? { kind: 'cycle', choices } : { kind: 'text' };
}

/** The value after Enter on a switch or a choice (undefined: edit it as text). */
export function nextValue(
  key: TerminalSettingKey,
  prefs: Readonly<PreferencesData>,
): unknown | undefined {
  const edit = settingEdit(key, prefs);
  if (edit.kind === 'toggle') return !prefs[key];
  if (edit.kind === 'cycle') return nextChoice(edit.choices, String(prefs[key]));
  return undefined;
}

/** A value as the text field starts with it (what `parse` reads back). */
export function editText(key: TerminalSettingKey, prefs: Readonly<PreferencesData>): string {
  return formatSetting(prefs[key]);
}

export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

/** A value as the view shows it: on/off, automatic, (none), numbers and words as they are. */
export function showValue(key: TerminalSettingKey, value: unknown, t: Translate): string {
  if (typeof value === 'boolean') return t(value ? 'tui_settings.on' : 'tui_settings.off');
  if ((key === 'lang' || key === 'theme') && value === '') return t('tui_settings.auto');
  if (key === 'notificationVisibility' && typeof value === 'object' && value !== null) {
    const shown = Object.entries(value as Record<string, boolean>)
      .filter(([, visible]) => visible)
      .map(([name]) => name);
    return shown.length > 0 ? shown.join(', ') : t('tui_settings.none');
  }
  if (Array.isArray(value) && value.length === 0) return t('tui_settings.none');
  return formatSetting(value);
}

export type ParsedTerminalSetting =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly messageKey: TranslationKey;
      readonly values: Readonly<Record<string, string>>;
    };

function refusal(
  messageKey: TranslationKey,
  values: Record<string, string>,
): ParsedTerminalSetting {
  return { ok: false, messageKey, values };
}

/** What a typed value becomes, or why the schema refuses it (in the schema's own limits). */
export function parseTerminalSetting(
  key: TerminalSettingKey,
  text: string,
  prefs: Readonly<PreferencesData>,
): ParsedTerminalSetting {
  const word = text.trim();
  const values = { name: key, value: word };
  if (key === 'lang') {
    if (word === '' || word.toLowerCase() === AUTO_WORD) return { ok: true, value: '' };
    const language = supportedLanguage(word);
    return language
      ? { ok: true, value: language }
      : refusal('tui_settings.unknown_language', values);
  }
  if (key === 'theme') {
    if (word === '' || word.toLowerCase() === AUTO_WORD) return { ok: true, value: '' };
    const choices = [...(cycleChoices(key, prefs) ?? []).filter(Boolean), 'light', 'dark'];
    if (choices.includes(word)) return { ok: true, value: word };
    return refusal('tui_settings.unknown_theme', { ...values, choices: choices.join(', ') });
  }
  const parsed = parseSetting(key, word);
  if (parsed.ok) return parsed;
  const shape = settingShape(key);
  if (shape.type === 'boolean') return refusal('tui_settings.takes_boolean', values);
  if (shape.type === 'number') {
    const min = String(shape.min);
    if (shape.max === undefined) return refusal('tui_settings.takes_whole_min', { ...values, min });
    const max = String(shape.max);
    return refusal(shape.whole ? 'tui_settings.takes_whole_range' : 'tui_settings.takes_range', {
      ...values,
      min,
      max,
    });
  }
  return refusal('tui_settings.takes_value', values);
}

/** Values Tab offers after `:set NAME `. */
export function valueCompletions(key: string, prefs: Readonly<PreferencesData>): readonly string[] {
  if (!isTerminalSettingKey(key)) return [];
  if (key === 'lang') return [AUTO_WORD, ...LANGUAGES];
  if (key === 'theme') {
    return [AUTO_WORD, 'light', 'dark', ...(cycleChoices(key, prefs) ?? []).filter(Boolean)];
  }
  const edit = settingEdit(key, prefs);
  if (edit.kind === 'toggle') return ['on', 'off'];
  if (edit.kind === 'cycle') return edit.choices;
  return [formatSetting(prefs[key])];
}

/** Whether the setting follows the account to other devices (the server's settings store). */
export function isSynced(key: SettingKey): boolean {
  return SETTINGS[key].storage === 'server';
}
