export interface FileSize {
  href: string;
  raw: number;
  gzip: number;
}
export declare const WEB_INITIAL_BUDGET_KIB: number;
export declare function webSizes(dist: string): {
  js: FileSize[];
  css: FileSize[];
  lazy: FileSize[];
};
export declare function total(files: readonly FileSize[], key: 'raw' | 'gzip'): number;
export declare function checkWebBudget(dist: string, budgetKiB?: number): number;
