import { common } from './common';
import { screens } from './common-screens';
import { keymap } from './keymap';
import { terminal } from './terminal';
import { web } from './web';

/**
 * English, the bundled final fallback for every other locale, by i18next namespace:
 * `common` for both faces, `web` and `terminal` for each face's own words. Keys are unique
 * across namespaces, so code names a key without its namespace.
 */
export const en = { common: /* @__PURE__ */ withLazyWords(common), web, terminal };

/**
 * `common` with the keymap's words and those of the screens the web loads on demand. A pure call, not a spread in place: a bundle that never
 * uses `en` (the web page builds its own, create-web-i18n.ts) then drops the whole catalogue.
 */
function withLazyWords<T extends object>(words: T): T & typeof screens & { keymap: typeof keymap } {
  return { ...words, ...screens, keymap };
}

/** The shape every locale follows (English is complete; others may be partial). */
export type EnglishMessages = typeof en;
