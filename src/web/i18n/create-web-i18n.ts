import type { EnglishMessages } from '../../shared/i18n/en';
import { common } from '../../shared/i18n/en/common';
import { web } from '../../shared/i18n/en/web';
import { directionOf, localeFileFor } from '../../shared/i18n/languages';
import { LiteI18n, type PageI18n } from '../../shared/i18n/lite-i18n';
import type { LocaleLoader } from '../../shared/i18n/locale-types';

/** The page's i18n instance (`useServices().i18n`): the lite translator, not i18next. */
export type WebI18n = PageI18n;

/** Another language's words: the table of locale chunks is itself loaded on demand. */
export const loadWebLocale: LocaleLoader = (code) =>
  import('./locale-chunks').then((chunks) => chunks.loadLocaleChunk(code));

/**
 * The web face's i18n instance: the shared catalogue's `common` and `web` namespaces, read by
 * the lite translator (shared/i18n/lite-i18n.ts: i18next's results for what the page asks,
 * without i18next's ~15 KiB in the first load). The terminal's words stay out of the page,
 * and the keymap's come with the keyboard layer (addFeatureWords): initial-load budget,
 * bin/web-budget.mjs. Other languages load on demand (`loadWebLocale`); English is the
 * final fallback for every key.
 */
export function createWebI18n(lng = 'en'): WebI18n {
  // The post form's tools add their words when their chunk loads (compose-tools.ts).
  return new LiteI18n({ common, web: web as EnglishMessages['web'] }, lng, loadWebLocale);
}

/**
 * The setting's language (a code the switcher wrote), else the first of the browser's
 * languages (navigator.languages) that has a locale file or is English, else English.
 */
export function webLanguage(setting: string, browser: readonly string[]): string {
  return (
    setting ||
    browser.map((l) => (/^en\b/i.test(l) ? 'en' : localeFileFor(l))).find(Boolean) ||
    'en'
  );
}

/** `<html lang dir>` follow the language: Arabic pages are laid out right to left. */
export function followLanguage(i18n: WebI18n, html: HTMLElement): void {
  i18n.on('languageChanged', () => {
    const { language } = i18n;
    html.lang = language;
    html.dir = directionOf(language);
  });
}
