import type { i18n as I18n } from 'i18next';
import { type IObservableValue, observable, runInAction } from 'mobx';
import { createI18n, type TranslationKey, type TranslationValues } from '../../../shared/i18n';
import { safeLine } from '../../../shared/text/terminal-safe';
import { type TerminalText, terminalText } from '../layout/terminal-text';

/** Values for `{{name}}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The translate function the terminal views use: only keys English defines compile. Keys
 * built at run time are typed by the union they range over.
 * Its answer is `TerminalText`: placeholders are often remote (a display name, a list title,
 * a server's error), so it is sanitized here once rather than by every caller.
 */
export type TuiTranslate = (key: TranslationKey, values?: TranslationValues) => TerminalText;

/** The i18next instance the terminal uses: the caller's, or English from `createI18n`. */
export function prepareI18n(instance: I18n = createI18n()): I18n {
  return instance;
}

const languages = new WeakMap<I18n, IObservableValue<string>>();

/**
 * The instance's language, observable: views that translate re-render when it changes
 * (`:set lang de` switches a running UI).
 */
export function observedLanguage(instance: I18n): () => string {
  let box = languages.get(instance);
  if (!box) {
    const made = observable.box(instance.language ?? 'en', { deep: false });
    instance.on('languageChanged', (language: string) => runInAction(() => made.set(language)));
    languages.set(instance, made);
    box = made;
  }
  const current = box;
  return () => current.get();
}

/**
 * The instance's `t` for the terminal. Each interpolated string becomes one safe line
 * before i18next inserts it (a newline in a remote name must not break a status-bar line),
 * and the whole message is sanitized after (a locale file is text from disk, too).
 */
export function translatorOf(instance: I18n): TuiTranslate {
  const language = observedLanguage(instance);
  return (key, values) => {
    language(); // observed: a switch of language re-renders the caller
    return terminalText(instance.t(key, safeValues(values)));
  };
}

function safeValues(values: TranslationValues | undefined): Record<string, string | number> {
  const safe: Record<string, string | number> = {};
  if (!values) return safe;
  for (const [name, value] of Object.entries(values)) {
    safe[name] = typeof value === 'string' ? safeLine(value) : value;
  }
  return safe;
}
