export {
  type CreateI18nOptions,
  createI18n,
  createI18nWith,
  NAMESPACES,
  type Namespace,
} from './create-i18n';
export { type EnglishMessages, en } from './en';
export type {
  LocaleLoader,
  LocaleMessages,
  LocaleTree,
  Translate,
  TranslationKey,
  TranslationValues,
} from './locale-types';
export { type Translates, translator } from './translator';
