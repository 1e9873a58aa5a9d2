import type { i18n as I18n } from 'i18next';
import { createI18nWith, type EnglishMessages, type LocaleLoader } from '../../shared/i18n';
import { common } from '../../shared/i18n/en/common';
import { web } from '../../shared/i18n/en/web';
import { directionOf, localeFileFor } from '../../shared/i18n/languages';

/** Another language's words: the table of locale chunks is itself loaded on demand. */
export const loadWebLocale: LocaleLoader = (code) =>
  import('./locale-chunks').then((chunks) => chunks.loadLocaleChunk(code));

/**
 * The web face's i18next instance: the shared catalogue's `common` and `web` namespaces.
 * The terminal's words stay out of the page, and the keymap's come with the keyboard layer
 * (addFeatureWords): initial-load budget, bin/web-budget.mjs. Other languages load on
 * demand (`loadWebLocale`); English is the final fallback for every key.
 */
export function createWebI18n(lng = 'en'): I18n {
  // The post form's tools add their words when their chunk loads (compose-tools.ts).
  return createI18nWith({ common, web: web as EnglishMessages['web'] }, lng, {
    loadLocale: loadWebLocale,
  });
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
export function followLanguage(i18n: I18n, html: HTMLElement): void {
  i18n.on('languageChanged', (language: string) => {
    html.lang = language;
    html.dir = directionOf(language);
  });
}
