import type { EnglishMessages } from '../../shared/i18n';
import { useServices } from '../app/hooks';
import type { WebI18n } from './create-web-i18n';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? T[K] : DeepPartial<T[K]> };

/**
 * Groups of English `common` words that only a lazily loaded feature shows: whole areas, or
 * a few keys of an area the first load also uses (the two-factor step's under `login`).
 */
export type FeatureWords = DeepPartial<EnglishMessages['common']>;

const added = new WeakMap<WebI18n, WeakSet<FeatureWords>>();

/**
 * Adds a lazy feature's English words to the page's catalogue, once per i18next instance:
 * they travel in the feature's chunk instead of the first load (web budget,
 * bin/web-budget.mjs). Synchronous and before the feature's first `t`, so no key is ever
 * drawn bare; adding resources notifies nothing that re-renders.
 */
export function addFeatureWords(i18n: WebI18n, words: FeatureWords): void {
  let done = added.get(i18n);
  if (!done) {
    done = new WeakSet();
    added.set(i18n, done);
  }
  if (done.has(words)) return;
  done.add(words);
  // Deep merge, never overwrite: a loaded translation of these keys lives in other languages.
  i18n.addResourceBundle('en', 'common', words, true, false);
}

/** `addFeatureWords` for the page's instance, from the component that shows the words. */
export function useFeatureWords(words: FeatureWords): void {
  addFeatureWords(useServices().i18n, words);
}
