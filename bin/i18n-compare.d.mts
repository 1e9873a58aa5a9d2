export interface LocaleComparison {
  missing: string[];
  extra: string[];
  placeholders: string[];
  total: number;
}
export declare function flatten(tree: unknown, prefix?: string): Map<string, unknown>;
export declare function placeholders(text: string): Set<string>;
export declare function pluralCategories(code: string): string[];
export declare function compareLocale(en: unknown, locale: unknown, code: string): LocaleComparison;
