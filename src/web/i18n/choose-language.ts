import type { RootStore } from '../../core/model/root';
import { type WebI18n, webLanguage } from './create-web-i18n';

/**
 * Choose the interface language ('' for the browser's): stored as the `lang` setting and
 * shown at once, without a reload (its chunk first, then every `useT` re-renders). For the
 * switchers, which are lazy chunks.
 */
export function chooseLanguage(root: RootStore, i18n: WebI18n, code: string): Promise<unknown> {
  root.preferences.set({ lang: code });
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return i18n.changeLanguage(webLanguage(root.preferences.lang, browser));
}
