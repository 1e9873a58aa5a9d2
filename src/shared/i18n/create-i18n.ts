import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { en } from './en';
import { fallbackChain } from './languages';
import type { LocaleLoader, LocaleMessages } from './locale-types';

/** The catalogue's namespaces; `common` first, so its wording wins over a face's. */
export const NAMESPACES = ['common', 'web', 'terminal'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export interface CreateI18nOptions {
  /**
   * Supplies other locales on demand. Without it only English exists. Called once per
   * language i18next needs (`pt-BR` asks for `pt-BR`, then `pt`), whatever the number of
   * namespaces; English is never requested because it is bundled.
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
  return createI18nWith(en, lng, options);
}

/**
 * createI18n with only part of the English catalogue bundled: a face leaves out the other
 * face's namespace and words its lazy features add later (the web page ships neither the
 * terminal's words nor the keymap's in its first load: its size budget).
 * A key of a namespace left out shows as the key itself.
 */
export function createI18nWith(
  english: LocaleMessages,
  lng = 'en',
  options: CreateI18nOptions = {},
): I18n {
  const instance = i18next.createInstance();
  if (options.loadLocale) instance.use(localeBackend(options.loadLocale));
  void instance.init({
    lng,
    // A language's family file (`ja-x-easy` → `ja`), then English: never a raw key.
    fallbackLng: fallbackChain,
    resources: { en: english },
    // Keys are unique across namespaces, so a bare key finds its namespace by fallback.
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: NAMESPACES.filter((ns) => ns !== 'common'),
    // Bundled English plus a backend for the rest.
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  });
  seedEnglishPlurals(instance);
  return instance;
}

/**
 * English's cardinal plural rule (CLDR: "one" for 1, "other" for any other number), so that
 * English text never makes an `Intl.PluralRules`: the first one loads ICU's plural data
 * (~0.9 MiB of the terminal UI's memory, measured in bench/README.md). Put into i18next's
 * own cache of rules (`pluralRulesCache`, keyed as i18next 26 keys it); should a later
 * i18next keep its rules elsewhere, this does nothing and Intl answers as before.
 */
const englishCardinal = {
  select: (count: number) => (Math.abs(count) === 1 ? 'one' : 'other'),
  resolvedOptions: () => ({ locale: 'en', type: 'cardinal', pluralCategories: ['one', 'other'] }),
};

function seedEnglishPlurals(instance: I18n): void {
  const resolver = instance.services.pluralResolver as unknown as {
    pluralRulesCache?: Record<string, unknown>;
  };
  const cache = resolver?.pluralRulesCache;
  if (cache && typeof cache === 'object') {
    cache[JSON.stringify({ cleanedCode: 'en', type: 'cardinal' })] = englishCardinal;
  }
}

function localeBackend(loadLocale: LocaleLoader): BackendModule {
  // i18next reads each namespace separately; one locale is one catalogue, loaded once.
  const loads = new Map<string, Promise<LocaleMessages | undefined>>();
  const load = (language: string) => {
    let pending = loads.get(language);
    if (!pending) {
      pending = loadLocale(language);
      // A failed load may be retried later (the loader decides), so it is not kept.
      pending.catch(() => loads.delete(language));
      loads.set(language, pending);
    }
    return pending;
  };
  return {
    type: 'backend',
    callbackApi: true,
    init: () => {},
    read: (language, namespace, callback) => {
      load(language).then(
        // An unknown locale resolves empty, so i18next settles on the fallback instead of retrying.
        (messages) => callback(null, messages?.[namespace as Namespace] ?? {}),
        // `false` as data tells i18next not to retry: the loader decides about retries.
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
