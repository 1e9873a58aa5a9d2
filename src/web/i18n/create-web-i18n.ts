import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../shared/i18n';

/** The web face's i18next instance: the shared catalogue, whose `web` namespace it uses. */
export function createWebI18n(lng = 'en'): I18n {
  return createI18n(lng);
}
