import type { EnglishMessages } from './en';

/** Message strings nested by area, as every locale file is written. */
export interface LocaleTree {
  readonly [key: string]: string | LocaleTree;
}

/** i18next's plural suffixes: `count_one` and `count_other` are both asked for as `count`. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type LeafKey<K extends string> = K | (K extends `${infer Base}_${PluralSuffix}` ? Base : never);

/** Every key path of a message tree, dotted: `login.error.wrong_credentials`. */
type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? LeafKey<`${Prefix}${K}`>
    : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/**
 * A key English defines, in any namespace (keys are unique across them); typos in keys fail
 * to compile instead of showing the raw key.
 */
export type TranslationKey = {
  [N in keyof EnglishMessages]: KeyPaths<EnglishMessages[N]>;
}[keyof EnglishMessages];

/** Values for `{{name}}` placeholders; i18next also reads `count` for plurals. */
export type TranslationValues = Readonly<Record<string, string | number>>;

/**
 * The translate function as core-free code (views, CLI formatters, error mappers) receives
 * it, so they can be typed and tested without an i18next instance.
 */
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

/** A locale loaded on demand, by namespace: any subset of English's keys; missing ones fall back. */
export type LocaleMessages = DeepPartial<EnglishMessages>;

/** Fetches a locale's messages (a dynamic import, an HTTP fetch ...); undefined when unknown. */
export type LocaleLoader = (lng: string) => Promise<LocaleMessages | undefined>;

declare module '../../core/model/notices' {
  /** Notices in core carry keys of the English catalogue. */
  interface MessageCatalogue extends Record<TranslationKey, true> {}
}
