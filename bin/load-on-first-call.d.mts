import type { Plugin } from 'esbuild';
export declare function standInSource(name: string, names: string[]): string;
export declare function loadOnFirstCall(name: string, names: string[]): Plugin;
