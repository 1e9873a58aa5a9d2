import type { Plugin } from 'esbuild';
export declare function exportedNames(file: string, load?: (file: string) => unknown): string[];
export declare function sharedModuleSource(file: string, names: string[]): string;
export declare function commonJsOnce(packages: string[]): Plugin;
export declare function exactly(specifiers: string[]): RegExp;
