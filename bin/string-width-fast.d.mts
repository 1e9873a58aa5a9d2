import type { Plugin } from 'esbuild';

export interface LazySegmenter {
  declaration: string;
  name: string;
  make: string;
}

export function lazySegmenter(source: string, lazy: LazySegmenter): string | undefined;

export const stringWidthFast: Plugin;

export function asciiTokenize(source: string): string | undefined;
