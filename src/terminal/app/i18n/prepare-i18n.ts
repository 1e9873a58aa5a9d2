import type { i18n as I18n } from 'i18next';
import { createI18n, type Translate, translator } from '../../../shared/i18n';

/** Values for `{{name}}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The translate function the terminal views use: only keys English defines compile. Keys
 * built at run time are typed by the union they range over.
 */
export type TuiTranslate = Translate;

/** The i18next instance the terminal uses: the caller's, or English from `createI18n`. */
export function prepareI18n(instance: I18n = createI18n()): I18n {
  return instance;
}

export function translatorOf(instance: I18n): TuiTranslate {
  return translator(instance);
}
