import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../shared/i18n';
import { webMessages } from './web-messages';

/** The shared i18next instance plus the web-only English strings (shared wording wins). */
export function createWebI18n(lng = 'en'): I18n {
  const i18n = createI18n(lng);
  i18n.addResourceBundle('en', 'translation', webMessages, true, false);
  return i18n;
}
