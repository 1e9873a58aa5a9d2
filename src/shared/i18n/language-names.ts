import type { Language } from './language-list';

/**
 * Each language's own name for itself, as the switchers list them: a reader finds their
 * language whatever the page's current one. Loaded with the switchers, not at start.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  ru: 'Русский',
  ja: '日本語',
  'zh-CN': '简体中文',
  ar: 'العربية',
  ca: 'Català',
  cs: 'Čeština',
  eo: 'Esperanto',
  et: 'Eesti',
  eu: 'Euskara',
  fa: 'فارسی',
  fi: 'Suomi',
  ga: 'Gaeilge',
  he: 'עברית',
  hu: 'Magyar',
  id: 'Bahasa Indonesia',
  'ja-x-easy': 'やさしいにほんご',
  'ja-x-pedantic': '日本語 (限定的)',
  ko: '한국어',
  'nan-TW': '臺語',
  nb: 'Norsk bokmål',
  oc: 'Occitan',
  ro: 'Română',
  sk: 'Slovenčina',
  te: 'తెలుగు',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  zh: '中文',
  'zh-Hant': '繁體中文',
};
