import { common } from './common';
import { terminal } from './terminal';
import { web } from './web';

/**
 * English, the bundled final fallback for every other locale, by i18next namespace:
 * `common` for both faces, `web` and `terminal` for each face's own words. Keys are unique
 * across namespaces, so code names a key without its namespace.
 */
export const en = { common, web, terminal };

/** The shape every locale follows (English is complete; others may be partial). */
export type EnglishMessages = typeof en;
