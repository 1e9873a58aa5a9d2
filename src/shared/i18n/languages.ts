/**
 * The interface languages: which locale files exist, which languages can be chosen, how a
 * chosen or detected code becomes the one i18next loads, and which are written right to left.
 * Small on purpose: the web page's first load holds it (detection and `dir`); the list of
 * selectable languages is in `language-list.ts` and their names in `language-names.ts`,
 * loaded with the switchers.
 */

/** Locale files in `locales/<code>.json`, complete (checked by tests and bin/i18n-missing.mjs). */
export const LOCALE_FILES = [
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'ja',
  'zh-CN',
  'ar',
] as const;
export type LocaleFile = (typeof LOCALE_FILES)[number];

/** `rtl` for Arabic, Persian, Hebrew, Urdu, Pashto, Yiddish (by primary language); else `ltr`. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return /^(ar|fa|he|ur|ps|yi)\b/i.test(language) ? 'rtl' : 'ltr';
}

export function primary(language: string): string {
  return language.split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/**
 * Where i18next looks for a language's words, in order, English last: a language's own file,
 * then its family's (`ja-x-easy` → `ja`, `zh-Hant` → `zh-CN`).
 */
export function fallbackChain(language: string): string[] {
  const family = localeFileFor(language);
  return family && family !== language ? [family, 'en'] : ['en'];
}

/**
 * The locale file a requested code reads, if any (`de-AT` → `de`, `pt_BR` → `pt`, any
 * Chinese → `zh-CN`). Light on purpose: the web page's first load detects with it.
 */
export function localeFileFor(requested: string): LocaleFile | undefined {
  const base = primary(requested);
  return base === 'zh' ? 'zh-CN' : LOCALE_FILES.find((code) => code === base);
}

/** Whether a locale file exists for this code. */
export function hasLocaleFile(code: string): code is LocaleFile {
  return (LOCALE_FILES as readonly string[]).includes(code);
}
