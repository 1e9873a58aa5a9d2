import type { i18n as I18n } from 'i18next';
import { createI18nWith, type EnglishMessages } from '../../shared/i18n';
import { common } from '../../shared/i18n/en/common';
import { web } from '../../shared/i18n/en/web';

/**
 * The web face's i18next instance: the shared catalogue's `common` and `web` namespaces.
 * The terminal's words stay out of the page, and the keymap's come with the keyboard layer
 * (addFeatureWords): initial-load budget, bin/web-budget.mjs.
 */
export function createWebI18n(lng = 'en'): I18n {
  // The post form's tools add their words when their chunk loads (compose-tools.ts).
  return createI18nWith({ common, web: web as EnglishMessages['web'] }, lng);
}
