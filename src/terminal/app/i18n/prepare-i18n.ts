import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../../shared/i18n';
import { keymapMessages } from '../../../shared/keymap';
import { tuiMessages } from './tui-messages';

/** Values for `{{name}}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The translate function the terminal views use. Keys are plain strings because the TUI's
 * own keys (`tui.*`, `keymap.*`) are not in the shared English tree yet.
 */
export type TuiTranslate = (key: string, values?: MessageValues) => string;

/**
 * An i18next instance with the terminal's strings merged in. Existing keys win, so once
 * the shared locale files define these keys (and translate them) those are used.
 */
export function prepareI18n(instance: I18n = createI18n()): I18n {
  instance.addResourceBundle('en', 'translation', tuiMessages, true, false);
  instance.addResourceBundle('en', 'translation', keymapMessages, true, false);
  return instance;
}

export function translatorOf(instance: I18n): TuiTranslate {
  return (key, values) => String(instance.t(key, values ?? {}));
}
