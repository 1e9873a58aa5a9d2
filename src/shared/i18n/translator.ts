import type { Translate } from './locale-types';

/** What `translator` needs of an i18n instance: i18next's and the web's lite one both fit. */
export interface Translates {
  t(key: string, options: Record<string, unknown>): string;
}

/** The instance's `t`, narrowed to known keys, for code that must not depend on i18next. */
export function translator(instance: Translates): Translate {
  return (key, values) => instance.t(key, values ?? {});
}
