import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { en } from './en';
import type { LocaleLoader, Translate } from './locale-types';

export interface CreateI18nOptions {
  /**
   * Supplies other locales on demand. Without it only English exists. Called once per
   * language i18next needs (`pt-BR` asks for `pt-BR`, then `pt`); English is never
   * requested because it is bundled.
   */
  loadLocale?: LocaleLoader;
}

/**
 * An initialised i18next instance, usable at once: English is bundled and init runs
 * synchronously, so the first render (terminal or web) already has text. Another `lng`
 * shows English until its messages arrive through `loadLocale`, then i18next emits
 * `languageChanged`/`loaded` and the views re-render. English is the final fallback for
 * every key.
 *
 * Escaping is off: React escapes what it renders and the terminal needs no HTML escaping.
 * Never feed `t` output to `innerHTML`.
 */
export function createI18n(lng = 'en', options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  if (options.loadLocale) instance.use(localeBackend(options.loadLocale));
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    // Bundled English plus a backend for the rest.
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  });
  return instance;
}

/** The instance's `t`, narrowed to known keys, for code that must not depend on i18next. */
export function translator(instance: I18n): Translate {
  return (key, values) => instance.t(key, values ?? {});
}

function localeBackend(loadLocale: LocaleLoader): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => {},
    read: (language, _namespace, callback) => {
      loadLocale(language).then(
        // An unknown locale resolves empty, so i18next settles on the fallback instead of retrying.
        (messages) => callback(null, messages ?? {}),
        // `false` as data tells i18next not to retry: the loader decides about retries.
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
