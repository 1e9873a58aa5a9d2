import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { RootStore } from '../../core/model/root';
import type { Translate, TranslationKey } from '../../shared/i18n';
import type { WebModel } from '../model/web-model';
import { type AppServices, ServicesContext } from './services';

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Petrel components need <AppProviders>');
  return services;
}

export function useModel(): WebModel {
  return useServices().model;
}

export function useRoot(): RootStore {
  return useServices().model.root;
}

/** Values for `{{name}}` placeholders. */
export type TranslateValues = Readonly<Record<string, string | number>>;
/** Only keys English defines compile (see src/shared/i18n). */
export type TranslateFn = Translate;

/** `t` that re-renders the component when the language changes. */
export function useT(): TranslateFn {
  const { i18n } = useServices();
  const language = useLanguage();
  return useCallback(
    (key: TranslationKey, values?: TranslateValues) => i18n.t(key, { ...values, lng: language }),
    [i18n, language],
  );
}

/** The interface language (for `Intl` dates and numbers), re-rendering when it changes. */
export function useLanguage(): string {
  const { i18n } = useServices();
  const subscribe = useCallback(
    (notify: () => void) => {
      i18n.on('languageChanged', notify);
      i18n.on('loaded', notify);
      return () => {
        i18n.off('languageChanged', notify);
        i18n.off('loaded', notify);
      };
    },
    [i18n],
  );
  return useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
}
