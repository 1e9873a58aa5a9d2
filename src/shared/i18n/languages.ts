/**
 * The interface languages: which locale files exist, which languages can be chosen, how a
 * chosen or detected code becomes the one i18next loads, and which are written right to left.
 * Small on purpose: the web page's first load holds it (detection and `dir`); the names shown
 * by the switchers are in `language-names.ts`, loaded with the switchers.
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

/**
 * Every selectable language, in BCP 47 form: English, the locale files, and the rest of the
 * spec's two lists of interface languages (part 2 "Languages"; `ja_easy` → `ja-x-easy` ...).
 * Those without a file of their own show English, or the file of their language
 * (`ja-x-easy` → `ja`, `zh` → `zh-CN`), key by key.
 */
export const LANGUAGES = [
  'en',
  ...LOCALE_FILES,
  'ca',
  'cs',
  'eo',
  'et',
  'eu',
  'fa',
  'fi',
  'ga',
  'he',
  'hu',
  'id',
  'ja-x-easy',
  'ja-x-pedantic',
  'ko',
  'nan-TW',
  'nb',
  'oc',
  'ro',
  'sk',
  'te',
  'uk',
  'vi',
  'zh',
  'zh-Hant',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** Scripts written right to left, by primary language. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

/** `rtl` for Arabic, Persian, Hebrew ...; `ltr` otherwise. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(primary(language)) ? 'rtl' : 'ltr';
}

function primary(language: string): string {
  return language.split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/**
 * The supported language a requested code means, or undefined: exact (case and `_`
 * forgiven: `pt_BR`, `zh_Hant`, `ja_easy`), then the supported one of its primary language
 * (`de-AT` → `de`, `pt-BR` → `pt`, `zh-TW` → `zh-Hant`, `zh-Hans-CN` → `zh-CN`).
 */
export function supportedLanguage(requested: string): Language | undefined {
  const code = requested.trim().replace(/_/g, '-').split('.')[0]?.split('@')[0] ?? '';
  if (code === '' || code === 'C' || code === 'POSIX') return undefined;
  const lower = code.toLowerCase();
  const alias = ALIASES[lower];
  if (alias) return alias;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const base = primary(lower);
  if (base === 'zh') return /-(tw|hk|mo|hant)\b/.test(lower) ? 'zh-Hant' : 'zh-CN';
  return LANGUAGES.find((l) => l === base);
}

/** The spec's own spellings. */
const ALIASES: Readonly<Record<string, Language>> = {
  'ja-easy': 'ja-x-easy',
  'ja-pedantic': 'ja-x-pedantic',
  'zh-hans': 'zh-CN',
};

/**
 * The first supported language among the user's preferences (browser `navigator.languages`,
 * or the POSIX variables in their order of precedence), else English.
 */
export function pickLanguage(preferences: readonly (string | undefined)[]): Language {
  for (const wanted of preferences) {
    if (!wanted) continue;
    // LANGUAGE may list several, colon-separated (de:fr:en).
    for (const part of wanted.split(':')) {
      const found = supportedLanguage(part);
      if (found) return found;
    }
  }
  return 'en';
}

/**
 * The language of the terminal: LC_ALL, then LC_MESSAGES, then LANG (POSIX precedence; the
 * first one set decides, `C` meaning English).
 */
export function environmentLanguage(env: Readonly<Record<string, string | undefined>>): Language {
  const chosen = env.LC_ALL || env.LC_MESSAGES || env.LANG;
  return chosen ? pickLanguage([chosen]) : 'en';
}

/**
 * Where i18next looks for a language's words, in order, English last: a language's own file,
 * then its family's (`ja-x-easy` → `ja`, `zh` → `zh-CN`).
 */
export function fallbackChain(language: string): string[] {
  if (language === 'en') return ['en'];
  const chain: string[] = [];
  const family = FAMILY[language] ?? primary(language);
  if (family !== language && (LOCALE_FILES as readonly string[]).includes(family)) {
    chain.push(family);
  }
  chain.push('en');
  return chain;
}

const FAMILY: Readonly<Record<string, string>> = {
  zh: 'zh-CN',
  'zh-Hant': 'zh-CN',
};

/** Whether a locale file exists for this code. */
export function hasLocaleFile(code: string): code is LocaleFile {
  return (LOCALE_FILES as readonly string[]).includes(code);
}
