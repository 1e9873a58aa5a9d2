import { common } from './common';
import { composeTools } from './compose-tools';
import { terminal } from './terminal';
import { web } from './web';

/**
 * English, the bundled final fallback for every other locale, by i18next namespace:
 * `common` for both faces, `web` and `terminal` for each face's own words. Keys are unique
 * across namespaces, so code names a key without its namespace.
 */
export const en = {
  common,
  // Marked pure so a bundle that does not use `en` (the web page) drops the merge too.
  web: /* @__PURE__ */ withComposeTools(web),
  terminal,
};

/** `web` plus the post form's tools, which the web page adds only with their chunk. */
function withComposeTools<W extends object>(words: W): W & { compose_tools: typeof composeTools } {
  return { ...words, compose_tools: composeTools };
}

/** The shape every locale follows (English is complete; others may be partial). */
export type EnglishMessages = typeof en;
