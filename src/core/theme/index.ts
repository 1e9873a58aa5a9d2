/** The theme engine, version 3 (spec part 2 §3, §9): platform-free, lazy-loaded by the web. */
export {
  BUILTIN_THEMES,
  defaultThemeFor,
  PLEROMA_DARK,
  PLEROMA_LIGHT,
  themeNamed,
} from './builtin';
export {
  type ContrastRating,
  type ContrastResult,
  contrastFailures,
  contrastRating,
  contrastReport,
} from './contrast';
export { type ResolvedTheme, resolveTheme, shadowCss, themeVariables } from './resolve';
export { readStoredTheme, type StoredTheme } from './stored-theme';
export { loadServerThemes, type ServerThemes, STYLES_PATH } from './styles-json';
export {
  clampShadowNumber,
  fieldChanged,
  fieldOf,
  groupChanged,
  resetField,
  resetGroup,
  type ThemeFieldTypes,
  type ThemeGroup,
  withField,
} from './theme-edit';
export {
  type AppliedTheme,
  exportTheme,
  importTheme,
  serializeTheme,
  THEME_FILE_VERSION,
  type ThemeFile,
  type ThemeImport,
  variablesOf,
} from './theme-file';
export { readSnapshot, readThemeSource } from './theme-source';
export * from './theme-types';
