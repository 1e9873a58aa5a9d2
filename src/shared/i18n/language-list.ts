import { LOCALE_FILES, primary } from './languages';

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
