import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../../shared/i18n';

/** Values for `{{name}}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The translate function the terminal views use. Keys are plain strings: some are built at
 * run time (`tui.notifications.type.${type}`, notice keys from the core).
 */
export type TuiTranslate = (key: string, values?: MessageValues) => string;

/** The i18next instance the terminal uses: the caller's, or English from `createI18n`. */
export function prepareI18n(instance: I18n = createI18n()): I18n {
  return instance;
}

export function translatorOf(instance: I18n): TuiTranslate {
  return (key, values) => String(instance.t(key, values ?? {}));
}
